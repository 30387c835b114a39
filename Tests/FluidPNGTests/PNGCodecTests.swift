import Testing

#if canImport(Glibc)
  import Glibc
#endif

@testable import FluidPNG

/// The PNG writer and reader that screenshots and their checks use.
@Suite("PNG: encode, decode, and refuse damaged files")
struct PNGCodecTests {
  /// A width × height gradient with a few odd pixels, ARGB8888.
  static func picture(width: Int, height: Int, alpha: (Int, Int) -> UInt32 = { _, _ in 0xFF }) -> [UInt32] {
    (0..<(width * height)).map { i in
      let (x, y) = (i % width, i / width)
      let r = UInt32(x * 255 / max(width - 1, 1))
      let g = UInt32(y * 255 / max(height - 1, 1))
      let b = UInt32((x * 7 + y * 13) % 256)
      return alpha(x, y) << 24 | r << 16 | g << 8 | b
    }
  }

  static func encode(_ pixels: [UInt32], width: Int) throws -> [UInt8] {
    try pixels.withUnsafeBytes {
      try PNGEncoder.encode(
        width: width, height: pixels.count / width, pitch: width * 4, pixels: $0.baseAddress!)
    }
  }

  /// A PNG with the given IHDR fields and already filtered scanlines, and extra chunks before IDAT.
  static func handmade(
    width: Int, height: Int, depth: UInt8 = 8, colourType: UInt8, interlace: UInt8 = 0,
    scanlines: [UInt8], extra: [(String, [UInt8])] = []
  ) throws -> [UInt8] {
    var header: [UInt8] = []
    for v in [UInt32(width), UInt32(height)] { header += (0..<4).map { UInt8((v >> (24 - 8 * $0)) & 0xFF) } }
    header += [depth, colourType, 0, 0, interlace]
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    PNGEncoder.appendChunk("IHDR", header, to: &png)
    for (type, data) in extra { PNGEncoder.appendChunk(type, data, to: &png) }
    PNGEncoder.appendChunk("IDAT", try PNGEncoder.deflate(scanlines), to: &png)
    PNGEncoder.appendChunk("IEND", [], to: &png)
    return png
  }

  @Test("Pixels survive an encode and a decode", arguments: [(1, 1), (3, 2), (64, 48), (257, 9)])
  func roundTrip(size: (Int, Int)) throws {
    let (w, h) = size
    for translucent in [false, true] {
      let pixels = Self.picture(width: w, height: h) { x, y in translucent ? UInt32((x + 3 * y) % 256) : 0xFF
      }
      let png = try Self.encode(pixels, width: w)
      #expect(png[25] == (translucent ? 6 : 2), "colour type: RGB when opaque, RGBA otherwise")
      let decoded = try PNGDecoder.decode(png)
      #expect(decoded.width == w && decoded.height == h)
      #expect(decoded.argb == pixels)
    }
  }

  @Test("A flat window compresses to a small file")
  func compresses() throws {
    let png = try Self.encode([UInt32](repeating: 0xFF80_8080, count: 1280 * 800), width: 1280)
    #expect(png.count < 20_000, "\(png.count) bytes for 1280×800 of one grey")
  }

  @Test("Grey, grey + alpha, palette and colour-keyed images decode")
  func otherColourTypes() throws {
    // Two pixels a row, two rows; the second row uses the Up filter.
    let grey = try Self.handmade(width: 2, height: 2, colourType: 0, scanlines: [0, 10, 200, 2, 5, 5])
    #expect(try PNGDecoder.decode(grey).argb == [0xFF0A_0A0A, 0xFFC8_C8C8, 0xFF0F_0F0F, 0xFFCD_CDCD])
    let greyAlpha = try Self.handmade(width: 1, height: 1, colourType: 4, scanlines: [0, 9, 128])
    #expect(try PNGDecoder.decode(greyAlpha).argb == [0x8009_0909])
    let palette = try Self.handmade(
      width: 3, height: 1, colourType: 3, scanlines: [0, 0, 1, 1],
      extra: [("PLTE", [255, 0, 0, 0, 0, 255]), ("tRNS", [64])])
    #expect(try PNGDecoder.decode(palette).argb == [0x40FF_0000, 0xFF00_00FF, 0xFF00_00FF])
    let keyed = try Self.handmade(
      width: 2, height: 1, colourType: 2, scanlines: [0, 1, 2, 3, 4, 5, 6],
      extra: [("tRNS", [0, 4, 0, 5, 0, 6])])
    #expect(try PNGDecoder.decode(keyed).argb == [0xFF01_0203, 0x0004_0506])
  }

  @Test("Every filter type is undone", arguments: [0, 1, 2, 3, 4] as [UInt8])
  func filters(filter: UInt8) throws {
    let row: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80, 90]
    let above: [UInt8] = [5, 250, 7, 100, 3, 200, 1, 0, 255]
    var filtered = [UInt8](repeating: 0, count: row.count)
    _ = PNGFilter.apply(Int(filter), row: row, above: above, bpp: 3, into: &filtered)
    try filtered.withUnsafeMutableBufferPointer { out in
      try above.withUnsafeBufferPointer { try PNGFilter.undo(filter, row: out, above: $0, bpp: 3) }
    }
    #expect(filtered == row)
  }

  @Test(
    "A damaged or unsupported file is an error that says what is wrong",
    arguments: [
      ("signature", "no PNG signature"), ("truncated", "truncated"), ("crc", "CRC does not match"),
      ("depth16", "bit depth 16"), ("interlaced", "interlaced"), ("colourType", "colour type 5"),
      ("huge", "1...8192"), ("critical", "unknown critical chunk"), ("short data", "expected"),
      ("filter", "filter type 9"), ("noIHDR", "not IHDR"),
    ])
  func refuses(damage: String, reason: String) throws {
    let good = try Self.encode(Self.picture(width: 4, height: 4), width: 4)
    var bad = good
    switch damage {
    case "signature": bad[1] = 0x51
    case "truncated": bad.removeLast(20)
    case "crc": bad[45] ^= 0xFF  // inside the IDAT data
    case "depth16": bad = try Self.handmade(width: 1, height: 1, depth: 16, colourType: 2, scanlines: [0])
    case "interlaced":
      bad = try Self.handmade(width: 1, height: 1, colourType: 2, interlace: 1, scanlines: [0])
    case "colourType": bad = try Self.handmade(width: 1, height: 1, colourType: 5, scanlines: [0])
    case "huge": bad = try Self.handmade(width: 40_000, height: 40_000, colourType: 2, scanlines: [0])
    case "critical":
      bad = try Self.handmade(width: 1, height: 1, colourType: 0, scanlines: [0, 1], extra: [("QUUX", [1])])
    case "short data": bad = try Self.handmade(width: 2, height: 2, colourType: 0, scanlines: [0, 1, 2])
    case "filter": bad = try Self.handmade(width: 1, height: 1, colourType: 0, scanlines: [9, 1])
    default: bad = Array(good[0..<8]) + Array(good[33...])  // IHDR cut out
    }
    #expect {
      _ = try PNGDecoder.decode(bad)
    } throws: { error in
      String(describing: error).contains(reason)
    }
  }

  @Test("Loading a missing file names it and the system's reason")
  func missingFile() {
    #expect {
      _ = try PNGImage(contentsOf: "/nonexistent/fluid.png")
    } throws: { error in
      let text = String(describing: error)
      return text.contains("'/nonexistent/fluid.png'") && text.contains("No such file")
    }
  }
}
