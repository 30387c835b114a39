/// Rows of an image read a band at a time into one buffer: what ``PNGEncoder`` asks of a screenshot,
/// so that an 8192 × 8192 frame needs 64 rows of memory, not 256 MB.
package final class RowBands {
  private let width: Int
  private let height: Int
  private let rows: Int
  private let read: (_ first: Int, _ count: Int, _ into: UnsafeMutableRawPointer) throws(PNGError) -> Void
  private let buffer: UnsafeMutableRawPointer
  private var first = -1

  /// Rows of `width` ARGB8888 pixels, `rows` (≥ 1) at a time; `read` fills the buffer with rows
  /// `first ..< first + count`, `width × 4` bytes apart.
  package init(
    width: Int, height: Int, rows: Int = 64,
    read: @escaping (_ first: Int, _ count: Int, _ into: UnsafeMutableRawPointer) throws(PNGError) -> Void
  ) {
    precondition(width > 0 && height > 0 && rows > 0, "RowBands: bad geometry")
    (self.width, self.height, self.rows, self.read) = (width, height, rows, read)
    buffer = UnsafeMutableRawPointer.allocate(byteCount: rows * width * 4, alignment: 16)
  }

  deinit { buffer.deallocate() }

  /// Row `y`, reading its band when it is not the one held.
  package func row(_ y: Int) throws(PNGError) -> UnsafeRawPointer {
    precondition((0..<height).contains(y), "RowBands: row \(y) is outside the image")
    let band = y / rows * rows
    if band != first {
      try read(band, min(rows, height - band), buffer)
      first = band
    }
    return UnsafeRawPointer(buffer.advanced(by: (y - band) * width * 4))
  }
}
