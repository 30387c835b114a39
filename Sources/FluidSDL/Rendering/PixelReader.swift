import CSDL2
import FluidIO
import FluidUI

/// Reads pixels back from an SDL renderer: for screenshots and for tests that look at what was drawn.
enum PixelReader {
  /// The drawn frame as a surface in ARGB8888; the caller frees it.
  static func surface(renderer: OpaquePointer) throws -> UnsafeMutablePointer<SDL_Surface> {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    let format = SDL_PIXELFORMAT_ARGB8888.rawValue
    guard let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, format) else {
      throw SDLError("Allocating a \(w)x\(h) screenshot")
    }
    guard SDL_RenderReadPixels(renderer, nil, format, surface.pointee.pixels, surface.pointee.pitch) == 0
    else {
      SDL_FreeSurface(surface)
      throw SDLError("Reading the frame's pixels")
    }
    return surface
  }

  /// Writes the drawn frame to `path` as PNG: read back and encoded 64 rows at a time (memory holds
  /// one band and the compressed image), then written whole beside it and renamed over it, so the file
  /// is the complete new PNG or what it was (see ``WholeFile``).
  ///
  /// A FIFO with no reader is waited on only if `waitsForReader` (not by a window, which would stop).
  /// - Throws: ``SDLError`` when the pixels cannot be read, ``PNGError`` when they cannot be encoded,
  ///   ``OutputError`` when the file cannot be opened or written.
  static func savePNG(
    renderer: OpaquePointer, to path: String, what: String = "screenshot", waitsForReader: Bool = true
  ) throws {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    guard w > 0, h > 0 else { throw SDLError("Taking a screenshot", reason: "the window has no pixels") }
    var readError: SDLError?
    let bands = RowBands(width: Int(w), height: Int(h)) { first, count, into throws(PNGError) in
      var rect = SDL_Rect(x: 0, y: Int32(first), w: w, h: Int32(count))
      let format = SDL_PIXELFORMAT_ARGB8888.rawValue
      guard SDL_RenderReadPixels(renderer, &rect, format, into, w * 4) == 0 else {
        readError = SDLError("Reading the frame's pixels")
        throw PNGError("Reading the frame's pixels", reason: readError?.reason ?? "")
      }
    }
    let png: [UInt8]
    do {
      png = try PNGEncoder.encode(width: Int(w), height: Int(h)) { y throws(PNGError) in try bands.row(y) }
    } catch {
      if let readError { throw readError }
      throw error
    }
    try WholeFile.write(png, to: path, what: what, waitsForReader: waitsForReader)
  }

  /// The colour of one pixel of an ARGB8888 surface.
  static func pixel(_ surface: UnsafeMutablePointer<SDL_Surface>, x: Int, y: Int) -> Color {
    let s = surface.pointee
    let row = s.pixels.advanced(by: y * Int(s.pitch))
    return Color(argb: row.load(fromByteOffset: x * 4, as: UInt32.self))
  }
}

extension Color {
  /// The colour of an ARGB8888 pixel.
  init(argb: UInt32) {
    self.init(
      red: Double((argb >> 16) & 0xFF) / 255, green: Double((argb >> 8) & 0xFF) / 255,
      blue: Double(argb & 0xFF) / 255, alpha: Double(argb >> 24) / 255)
  }
}
