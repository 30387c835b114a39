import CZlib

/// zlib's deflate fed a piece at a time: the compressed bytes are all that is kept, so an image is
/// encoded a row at a time in memory bounded by its compressed size.
final class DeflateStream {
  private var stream = z_stream()
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  /// The compressed bytes so far.
  private(set) var output: [UInt8] = []

  /// Starts a zlib stream at compression `level` (0...9).
  init(level: Int32 = 6) throws(PNGError) {
    let status = deflateInit_(&stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      throw PNGError("Encoding", reason: "zlib could not start (status \(status))")
    }
  }

  deinit { deflateEnd(&stream) }

  /// Compresses `bytes` after what came before.
  func write(_ bytes: [UInt8]) throws(PNGError) {
    try run(bytes, flush: Z_NO_FLUSH)
  }

  /// Ends the stream; returns every compressed byte.
  func finish() throws(PNGError) -> [UInt8] {
    try run([], flush: Z_FINISH)
    return output
  }

  private func run(_ bytes: [UInt8], flush: Int32) throws(PNGError) {
    var input = bytes
    var status = Z_OK
    input.withUnsafeMutableBufferPointer { source in
      stream.next_in = source.baseAddress
      stream.avail_in = uInt(source.count)
      repeat {
        chunk.withUnsafeMutableBufferPointer { dest in
          stream.next_out = dest.baseAddress
          stream.avail_out = uInt(dest.count)
          status = deflate(&stream, flush)
          output += dest[0..<(dest.count - Int(stream.avail_out))]
        }
      } while status == Z_OK && (stream.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END))
      stream.next_in = nil
    }
    let done = flush == Z_FINISH ? status == Z_STREAM_END : status == Z_OK || status == Z_BUF_ERROR
    guard done else { throw PNGError("Encoding", reason: "zlib could not compress (status \(status))") }
  }
}
