import FluidIO

/// A PNG file's pixels, for checking screenshots.
///
/// ```swift
/// let shot = try PNGImage(contentsOf: "pane.png")
/// print(shot.width, shot.height, shot.argb(x: 40, y: 780))
/// ```
public struct PNGImage: Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  private let pixels: [UInt32]  // ARGB8888, row-major

  /// Loads `path`: an 8-bit PNG (grey, grey + alpha, RGB, RGBA or palette), not interlaced.
  /// - Throws: ``PNGError`` when the file cannot be read or is not such a PNG.
  public init(contentsOf path: String) throws(PNGError) {
    let bytes: [UInt8]
    do {
      bytes = try FileContents.read(path: path, limit: 1 << 30)
    } catch {
      throw PNGError(path: path, reason: error.reason)
    }
    do {
      (width, height, pixels) = try PNGDecoder.decode(bytes)
    } catch {
      throw error.at(path)
    }
  }

  /// The pixel at (x, y) as ARGB8888, alpha in the top byte.
  ///
  /// FluidSDL adds `pixel(x:y:)`, the same as a FluidUI `Color`.
  public func argb(x: Int, y: Int) -> UInt32 {
    precondition(
      (0..<width).contains(x) && (0..<height).contains(y), "PNGImage.argb: (\(x), \(y)) is outside")
    return pixels[y * width + x]
  }
}
