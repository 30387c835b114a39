/// The scroll scene's list data: each row's number, as rows are added, deleted and moved.
///
/// Until the first edit row `i` is number `i + 1` and nothing is stored; the first edit writes the
/// numbers out (four bytes a row: 4 MB for the million), so a row keeps its number wherever it moves.
final class ScrollRows {
  /// Rows.
  private(set) var count: Int
  /// Each row's number, in list order, once the rows were edited.
  private var numbers: [Int32]?
  /// The number the next added row gets.
  private var next: Int32

  /// Rows numbered from 1 to `count` (none for a count ≤ 0).
  init(count: Int) {
    self.count = max(0, min(count, Int(Int32.max) - 1))
    next = Int32(self.count + 1)
  }

  /// The number of the row at `index` (`0..<count`).
  func number(at index: Int) -> Int { numbers.map { Int($0[index]) } ?? index + 1 }

  /// Adds a row at `index` (`0...count`); returns its number.
  @discardableResult
  func insert(at index: Int) -> Int32 {
    let number = next
    next &+= 1
    edit { $0.insert(number, at: index) }
    return number
  }

  /// Removes the row at `index`.
  func delete(at index: Int) { edit { $0.remove(at: index) } }

  /// Moves the row at `from` to `to` (its index afterwards).
  func move(from: Int, to: Int) { edit { $0.insert($0.remove(at: from), at: to) } }

  private func edit(_ change: (inout [Int32]) -> Void) {
    var all = numbers ?? (0..<count).map { Int32($0 + 1) }
    numbers = nil  // one copy while it changes
    change(&all)
    count = all.count
    numbers = all
  }
}
