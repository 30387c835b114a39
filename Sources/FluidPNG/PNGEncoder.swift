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
    let opaque = (0..<height).allSatisfy { y in
      (0..<width).allSatisfy { x in
        pixels.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self) >> 24 == 0xFF
      }
    }
    let channels = opaque ? 3 : 4
    let filtered = filterRows(width: width, height: height, pitch: pitch, pixels: pixels, channels: channels)
    var header = [UInt8]()
    append(UInt32(width), to: &header)
    append(UInt32(height), to: &header)
    header += [8, opaque ? 2 : 6, 0, 0, 0]  // depth 8, RGB or RGBA, deflate, adaptive filters, no interlace
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    appendChunk("IHDR", header, to: &png)
    appendChunk("IDAT", try deflate(filtered), to: &png)
    appendChunk("IEND", [], to: &png)
    return png
  }

  /// The filter byte and filtered bytes of every row.
  private static func filterRows(
    width: Int, height: Int, pitch: Int, pixels: UnsafeRawPointer, channels: Int
  ) -> [UInt8] {
    let rowBytes = width * channels
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var current = [UInt8](repeating: 0, count: rowBytes)
    var out = [UInt8]()
    out.reserveCapacity(height * (rowBytes + 1))
    var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: rowBytes), count: 5)
    for y in 0..<height {
      for x in 0..<width {
        let argb = pixels.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self)
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
      out.append(UInt8(best))
      out += candidates[best]
      swap(&previous, &current)
    }
    return out
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
