/// One change to a ``ListView``'s rows, and how it maps a row's index before it to its index after.
enum RowUpdate {
  /// Rows inserted at these indices (after the change), ascending, no repeats.
  case insert([Int])
  /// Rows deleted at these indices (before the change), ascending, no repeats.
  case delete([Int])
  /// One row moved from an index to another (`to` counted after the move).
  case move(from: Int, to: Int)

  /// How many rows it adds (negative: removes).
  var countChange: Int {
    switch self {
    case .insert(let rows): return rows.count
    case .delete(let rows): return -rows.count
    case .move: return 0
    }
  }

  /// The index after the change of the row at `old` before it; nil when that row was deleted.
  func newIndex(ofOld old: Int) -> Int? {
    switch self {
    case .insert(let rows):
      var n = old
      for i in rows where i <= n { n += 1 }
      return n
    case .delete(let rows):
      var removedBefore = 0
      for d in rows {
        if d == old { return nil }
        if d < old { removedBefore += 1 } else { break }
      }
      return old - removedBefore
    case .move(let from, let to):
      if old == from { return to }
      let without = old > from ? old - 1 : old
      return without >= to ? without + 1 : without
    }
  }

  /// The index before the change of the row at `new` after it; nil when that row was inserted.
  func oldIndex(ofNew new: Int) -> Int? {
    switch self {
    case .insert(let rows):
      var before = 0
      for i in rows {
        if i == new { return nil }
        if i < new { before += 1 } else { break }
      }
      return new - before
    case .delete(let rows):
      var o = new
      for d in rows where d <= o { o += 1 }
      return o
    case .move(let from, let to):
      if new == to { return from }
      let without = new > to ? new - 1 : new
      return without >= from ? without + 1 : without
    }
  }

  /// Sorted, unique indices.
  static func normalized(_ rows: [Int]) -> [Int] { Array(Set(rows)).sorted() }
}
