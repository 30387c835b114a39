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

  /// Writes the drawn frame to `path` as PNG: encoded in memory first, then written whole beside it
  /// and renamed over it, so the file is the complete new PNG or what it was (see ``WholeFile``).
  /// - Throws: ``SDLError`` when the pixels cannot be read or encoded, ``OutputError`` when the file
  ///   cannot be opened or written.
  static func savePNG(renderer: OpaquePointer, to path: String) throws {
    let surface = try surface(renderer: renderer)
    defer { SDL_FreeSurface(surface) }
    let png = try encodePNG(surface)
    try WholeFile.write(png, to: path, what: "screenshot")
  }

  /// `surface` (ARGB8888) as PNG bytes.
  private static func encodePNG(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> [UInt8] {
    let s = surface.pointee
    guard let pixels = s.pixels else { throw SDLError("Encoding a screenshot", reason: "no pixels") }
    return try PNGEncoder.encode(width: Int(s.w), height: Int(s.h), pitch: Int(s.pitch), pixels: pixels)
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
