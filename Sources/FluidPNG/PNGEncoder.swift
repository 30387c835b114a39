import CZlib

/// Encodes pixels as a PNG file: 8-bit RGB (RGBA when any pixel is not opaque), each row filtered
/// with the PNG filter whose output has the smallest sum of absolute values (the heuristic the PNG
/// specification recommends), deflated by zlib.
package enum PNGEncoder {
  /// `height` rows of `width` ARGB8888 pixels (native-endian `UInt32`s), `pitch` bytes apart.
  package static func encode(width: Int, height: Int, pitch: Int, pixels: UnsafeRawPointer) throws(PNGError)
    -> [UInt8]
  {
    precondition(width > 0 && height > 0 && pitch >= width * 4, "PNGEncoder: bad image geometry")
    return try encode(width: width, height: height) { y throws(PNGError) in pixels.advanced(by: y * pitch) }
  }

  /// An image whose rows `row(y)` returns as ARGB8888 pixels, asked for in order from the top, twice
  /// (once to learn whether the image is opaque): memory holds what `row` keeps and the compressed
  /// image, never the filtered one (a screenshot read back a band at a time, see ``RowBands``).
  package static func encode(
    width: Int, height: Int, row: (Int) throws(PNGError) -> UnsafeRawPointer
  ) throws(PNGError) -> [UInt8] {
    precondition(width > 0 && height > 0, "PNGEncoder: bad image geometry")
    var opaque = true
    for y in 0..<height where opaque {
      let pixels = try row(y)
      for x in 0..<width where pixels.load(fromByteOffset: x * 4, as: UInt32.self) >> 24 != 0xFF {
        opaque = false
        break
      }
    }
    var header = [UInt8]()
    append(UInt32(width), to: &header)
    append(UInt32(height), to: &header)
    header += [8, opaque ? 2 : 6, 0, 0, 0]  // depth 8, RGB or RGBA, deflate, adaptive filters, no interlace
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    appendChunk("IHDR", header, to: &png)
    let data = try deflateRows(width: width, height: height, channels: opaque ? 3 : 4, row: row)
    appendChunk("IDAT", data, to: &png)
    appendChunk("IEND", [], to: &png)
    return png
  }

  /// Every row filtered (the filter byte, then the filtered bytes) and deflated as it is made: only
  /// the compressed image is held, not the filtered one.
  private static func deflateRows(
    width: Int, height: Int, channels: Int, row: (Int) throws(PNGError) -> UnsafeRawPointer
  ) throws(PNGError) -> [UInt8] {
    let rowBytes = width * channels
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var current = [UInt8](repeating: 0, count: rowBytes)
    var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: rowBytes), count: 5)
    let stream = try DeflateStream()
    for y in 0..<height {
      let pixels = try row(y)
      for x in 0..<width {
        let argb = pixels.load(fromByteOffset: x * 4, as: UInt32.self)
        let i = x * channels
        current[i] = UInt8(truncatingIfNeeded: argb >> 16)
        current[i + 1] = UInt8(truncatingIfNeeded: argb >> 8)
        current[i + 2] = UInt8(truncatingIfNeeded: argb)
        if channels == 4 { current[i + 3] = UInt8(truncatingIfNeeded: argb >> 24) }
      }
      var best = 0
      var bestCost = Int.max
      for filter in 0..<5 {
        let cost = PNGFilter.apply(
          filter, row: current, above: previous, bpp: channels, into: &candidates[filter])
        if cost < bestCost { (best, bestCost) = (filter, cost) }
      }
      try stream.write([UInt8(best)] + candidates[best])
      swap(&previous, &current)
    }
    return try stream.finish()
  }

  static func deflate(_ data: [UInt8]) throws(PNGError) -> [UInt8] {
    var size = compressBound(uLong(data.count))
    var out = [UInt8](repeating: 0, count: Int(size))
    let status = out.withUnsafeMutableBufferPointer { dest in
      data.withUnsafeBufferPointer {
        compress2(dest.baseAddress, &size, $0.baseAddress, uLong(data.count), 6)
      }
    }
    guard status == Z_OK else {
      throw PNGError("Encoding", reason: "zlib could not compress (status \(status))")
    }
    out.removeSubrange(Int(size)...)
    return out
  }

  private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
    ]
  }

  static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
    append(UInt32(data.count), to: &png)
    let typed = Array(type.utf8) + data
    png += typed
    append(UInt32(typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }), to: &png)
  }
}
