/// A rectangle of whole pixels, `min` inclusive and `max` exclusive.
struct PixelBox: Equatable {
  var minX: Int
  var minY: Int
  var maxX: Int
  var maxY: Int

  /// No pixel.
  static let empty = PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

  /// Whether it holds no pixel.
  var isEmpty: Bool { maxX <= minX || maxY <= minY }

  /// The pixels in both.
  func intersection(_ other: PixelBox) -> PixelBox {
    let box = PixelBox(
      minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
      maxY: min(maxY, other.maxY))
    return box.isEmpty ? .empty : box
  }

  /// The smallest box holding both.
  func union(_ other: PixelBox) -> PixelBox {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelBox(
      minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX),
      maxY: max(maxY, other.maxY))
  }
}
