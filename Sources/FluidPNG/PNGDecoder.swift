import CZlib

/// Decodes a PNG file: 8-bit greyscale, grey + alpha, RGB, RGBA and palette images, not interlaced; every
/// chunk's CRC checked.
///
/// Anything else is a ``PNGError`` that says what was found.
enum PNGDecoder {
  /// The largest image decoded, pixels (8192 × 8192).
  static let maximumPixels = 1 << 26

  private struct Header {
    var width = 0, height = 0, depth = 0, colourType = 0, interlace = 0
    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 0 }
  }

  /// The image in `bytes`: its size and its pixels as ARGB8888, row-major.
  static func decode(_ bytes: [UInt8]) throws(PNGError) -> (width: Int, height: Int, argb: [UInt32]) {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
      throw PNGError(reason: "not a PNG file (no PNG signature)")
    }
    var header: Header?
    var palette: [UInt32] = []
    var transparency: [UInt8] = []
    var data: [UInt8] = []
    var at = 8
    while true {
      let (type, body, next) = try chunk(in: bytes, at: at)
      at = next
      if type != "IHDR" && header == nil { throw PNGError(reason: "the first chunk is \(type), not IHDR") }
      switch type {
      case "IHDR": header = try readHeader(body)
      case "PLTE": palette = try readPalette(body)
      case "tRNS": transparency = Array(body)
      case "IDAT": data += body
      case "IEND":
        guard let header else { throw PNGError(reason: "no IHDR chunk") }
        guard !data.isEmpty else { throw PNGError(reason: "no IDAT chunk (no image data)") }
        let rows = try inflate(data, header: header)
        let argb = try pixels(rows, header: header, palette: palette, transparency: transparency)
        return (header.width, header.height, argb)
      default:
        guard let first = type.unicodeScalars.first, first.properties.isLowercase else {
          throw PNGError(reason: "an unknown critical chunk \(type)")
        }
      }
    }
  }

  /// The chunk at `at`: its type, its data and where the next one starts; its CRC checked.
  private static func chunk(in bytes: [UInt8], at: Int) throws(PNGError) -> (String, ArraySlice<UInt8>, Int) {
    guard at + 8 <= bytes.count else { throw PNGError(reason: "truncated after \(at) bytes (no IEND chunk)") }
    let length = Int(bigEndian(bytes, at))
    let typeBytes = bytes[(at + 4)..<(at + 8)]
    let type = String(decoding: typeBytes, as: UTF8.self)
    guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
      throw PNGError(reason: "a chunk at byte \(at) has no valid type")
    }
    guard length <= Int(Int32.max), at + 12 + length <= bytes.count else {
      throw PNGError(reason: "truncated in the \(type) chunk")
    }
    let crc = bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress! + at + 4, uInt(length + 4)) }
    guard crc == bigEndian(bytes, at + 8 + length) else {
      throw PNGError(reason: "the \(type) chunk's CRC does not match (the file is damaged)")
    }
    return (type, bytes[(at + 8)..<(at + 8 + length)], at + 12 + length)
  }

  private static func readHeader(_ body: ArraySlice<UInt8>) throws(PNGError) -> Header {
    guard body.count == 13 else { throw PNGError(reason: "the IHDR chunk is \(body.count) bytes, not 13") }
    let b = Array(body)
    var h = Header()
    (h.width, h.height) = (Int(bigEndian(b, 0)), Int(bigEndian(b, 4)))
    (h.depth, h.colourType, h.interlace) = (Int(b[8]), Int(b[9]), Int(b[12]))
    guard h.width > 0, h.height > 0, h.width <= 1 << 15, h.height <= 1 << 15,
      h.width * h.height <= maximumPixels
    else { throw PNGError(reason: "a \(h.width)×\(h.height) image (1...8192×8192 pixels are read)") }
    guard h.channels > 0 else { throw PNGError(reason: "colour type \(h.colourType) (0, 2, 3, 4, 6 exist)") }
    guard h.depth == 8 else { throw PNGError(reason: "bit depth \(h.depth) (8 is read)") }
    guard h.interlace == 0, b[10] == 0, b[11] == 0 else {
      throw PNGError(reason: "an interlaced image or an unknown compression or filter method")
    }
    return h
  }

  private static func readPalette(_ body: ArraySlice<UInt8>) throws(PNGError) -> [UInt32] {
    guard body.count % 3 == 0, (3...768).contains(body.count) else {
      throw PNGError(reason: "a PLTE chunk of \(body.count) bytes")
    }
    let b = Array(body)
    return stride(from: 0, to: b.count, by: 3).map {
      UInt32(b[$0]) << 16 | UInt32(b[$0 + 1]) << 8 | UInt32(b[$0 + 2])
    }
  }

  /// The unfiltered rows, without their filter bytes.
  private static func inflate(_ data: [UInt8], header h: Header) throws(PNGError) -> [UInt8] {
    let rowBytes = h.width * h.channels
    var raw = [UInt8](repeating: 0, count: h.height * (rowBytes + 1))
    var size = uLong(raw.count)
    let status = raw.withUnsafeMutableBufferPointer { dest in
      data.withUnsafeBufferPointer { uncompress(dest.baseAddress, &size, $0.baseAddress, uLong(data.count)) }
    }
    guard status == Z_OK, Int(size) == raw.count else {
      throw PNGError(
        reason: status == Z_BUF_ERROR
          ? "more image data than \(h.width)×\(h.height) pixels"
          : status == Z_OK
            ? "\(size) bytes of image data, \(raw.count) expected"
            : "the image data is damaged (zlib \(status))")
    }
    var rows = [UInt8](repeating: 0, count: h.height * rowBytes)
    try rows.withUnsafeMutableBufferPointer { (out) throws(PNGError) in
      for y in 0..<h.height {
        let row = UnsafeMutableBufferPointer(rebasing: out[(y * rowBytes)..<((y + 1) * rowBytes)])
        _ = row.update(fromContentsOf: raw[(y * (rowBytes + 1) + 1)..<((y + 1) * (rowBytes + 1))])
        let above = y == 0 ? nil : UnsafeBufferPointer(rebasing: out[((y - 1) * rowBytes)..<(y * rowBytes)])
        try PNGFilter.undo(raw[y * (rowBytes + 1)], row: row, above: above, bpp: h.channels)
      }
    }
    return rows
  }

  /// The rows as ARGB8888.
  private static func pixels(
    _ rows: [UInt8], header h: Header, palette: [UInt32], transparency: [UInt8]
  ) throws(PNGError) -> [UInt32] {
    let n = h.width * h.height
    var out = [UInt32](repeating: 0, count: n)
    // A tRNS chunk on a grey or RGB image names one colour (16-bit samples) as transparent.
    let key: UInt32? =
      transparency.count == 2 && h.colourType == 0
      ? UInt32(transparency[1]) * 0x01_0101
      : transparency.count == 6 && h.colourType == 2
        ? UInt32(transparency[1]) << 16 | UInt32(transparency[3]) << 8 | UInt32(transparency[5]) : nil
    switch h.colourType {
    case 0, 4:
      let step = h.channels
      for i in 0..<n {
        let g = UInt32(rows[i * step])
        let a = step == 2 ? UInt32(rows[i * step + 1]) : 0xFF
        out[i] = a << 24 | g << 16 | g << 8 | g
      }
    case 3:
      guard !palette.isEmpty else { throw PNGError(reason: "a palette image with no PLTE chunk") }
      for i in 0..<n {
        let index = Int(rows[i])
        guard index < palette.count else {
          throw PNGError(reason: "a pixel's palette index \(index) is out of range")
        }
        let alpha = index < transparency.count ? UInt32(transparency[index]) : 0xFF
        out[i] = alpha << 24 | palette[index]
      }
    default:
      let step = h.channels
      for i in 0..<n {
        let p = i * step
        let a = step == 4 ? UInt32(rows[p + 3]) : 0xFF
        out[i] = a << 24 | UInt32(rows[p]) << 16 | UInt32(rows[p + 1]) << 8 | UInt32(rows[p + 2])
      }
    }
    if let key { for i in 0..<n where out[i] == 0xFF00_0000 | key { out[i] = key } }
    return out
  }

  private static func bigEndian(_ b: [UInt8], _ at: Int) -> UInt32 {
    UInt32(b[at]) << 24 | UInt32(b[at + 1]) << 16 | UInt32(b[at + 2]) << 8 | UInt32(b[at + 3])
  }
}
