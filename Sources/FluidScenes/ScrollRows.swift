/// The scroll scene's list data: each row's number, as rows are added, deleted and moved.
///
/// Four bytes a row (4 MB for the million): the list's cells are configured from it, so a row keeps
/// its number wherever it moves.
final class ScrollRows {
  /// Each row's number, in list order.
  private(set) var numbers: [Int32]
  /// The number the next added row gets.
  private var next: Int32

  /// Rows numbered 1...`count`.
  init(count: Int) {
    numbers = Array(1...Int32(clamping: max(count, 1)))
    if count <= 0 { numbers = [] }
    next = Int32(clamping: count + 1)
  }

  /// Adds a row at `index` (`0...numbers.count`); returns its number.
  @discardableResult
  func insert(at index: Int) -> Int32 {
    let number = next
    next &+= 1
    numbers.insert(number, at: index)
    return number
  }

  /// Removes the row at `index`.
  func delete(at index: Int) { numbers.remove(at: index) }

  /// Moves the row at `from` to `to` (its index afterwards).
  func move(from: Int, to: Int) { numbers.insert(numbers.remove(at: from), at: to) }
}
