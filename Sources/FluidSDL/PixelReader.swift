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

  /// Writes the drawn frame to `path` as PNG: encoded in memory first, then written whole, so the
  /// file is a complete PNG or is not there (see ``OutputFile/writeWhole(_:)``).
  /// - Throws: ``SDLError`` when the pixels cannot be read or encoded, ``OutputError`` when the file
  ///   cannot be opened or written.
  static func savePNG(renderer: OpaquePointer, to path: String) throws {
    let surface = try surface(renderer: renderer)
    defer { SDL_FreeSurface(surface) }
    let png = try encodePNG(surface)
    let file = try OutputFile(path: path, what: "screenshot")
    try file.writeWhole(png)
    try file.close()
  }

  /// `surface` as PNG bytes.
  private static func encodePNG(_ surface: UnsafeMutablePointer<SDL_Surface>) throws -> [UInt8] {
    let raw = Int(surface.pointee.h) * (Int(surface.pointee.w) * 4 + 1)
    var bytes = [UInt8](repeating: 0, count: raw + raw / 64 + 65_536)  // stored-deflate worst case
    let size = bytes.withUnsafeMutableBytes { buffer -> Int64 in
      guard let rw = SDL_RWFromMem(buffer.baseAddress, Int32(clamping: buffer.count)) else { return -1 }
      defer { SDL_RWclose(rw) }
      return IMG_SavePNG_RW(surface, rw, 0) == 0 ? SDL_RWtell(rw) : -1
    }
    guard size > 0 else { throw SDLError("Encoding a screenshot as PNG") }
    bytes.removeSubrange(Int(size)...)
    return bytes
  }

  /// The colour of one pixel of an ARGB8888 surface.
  static func pixel(_ surface: UnsafeMutablePointer<SDL_Surface>, x: Int, y: Int) -> Color {
    let s = surface.pointee
    let row = s.pixels.advanced(by: y * Int(s.pitch))
    let value = row.load(fromByteOffset: x * 4, as: UInt32.self)
    return Color(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255, alpha: Double(value >> 24) / 255)
  }
}

/// A PNG file's pixels, for checking screenshots.
public struct PNGImage: Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  private let pixels: [UInt32]  // ARGB8888, row-major

  /// Loads `path`.
  /// - Throws: ``SDLError`` when the file is missing or not an image.
  public init(contentsOf path: String) throws {
    guard let loaded = IMG_Load(path) else { throw SDLError("Loading the image \(path)") }
    defer { SDL_FreeSurface(loaded) }
    guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
      throw SDLError("Converting the image \(path)")
    }
    defer { SDL_FreeSurface(surface) }
    let s = surface.pointee
    width = Int(s.w)
    height = Int(s.h)
    var out = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      let row = s.pixels.advanced(by: y * Int(s.pitch))
      for x in 0..<width { out[y * width + x] = row.load(fromByteOffset: x * 4, as: UInt32.self) }
    }
    pixels = out
  }

  /// The colour at (x, y).
  public func pixel(x: Int, y: Int) -> Color {
    let v = pixels[y * width + x]
    return Color(
      red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255, blue: Double(v & 0xFF) / 255,
      alpha: Double(v >> 24) / 255)
  }
}
