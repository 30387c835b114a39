import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// A PNG file's pixels, for checking screenshots.
///
/// ```swift
/// let shot = try PNGImage(contentsOf: "pane.png")
/// print(shot.width, shot.height, shot.pixel(x: 40, y: 780))
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
    let bytes = try Self.contents(of: path)
    do {
      (width, height, pixels) = try PNGDecoder.decode(bytes)
    } catch {
      throw error.at(path)
    }
  }

  /// The colour at (x, y).
  public func pixel(x: Int, y: Int) -> Color {
    precondition(
      (0..<width).contains(x) && (0..<height).contains(y), "PNGImage.pixel: (\(x), \(y)) is outside")
    let v = pixels[y * width + x]
    return Color(
      red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255, blue: Double(v & 0xFF) / 255,
      alpha: Double(v >> 24) / 255)
  }

  /// The whole file; at most 1 GiB.
  private static func contents(of path: String) throws(PNGError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw PNGError(path: path, reason: String(cString: strerror(errno))) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n == 0 { return bytes }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { throw PNGError(path: path, reason: String(cString: strerror(errno))) }
      guard bytes.count + n <= 1 << 30 else { throw PNGError(path: path, reason: "larger than 1 GiB") }
      bytes += chunk[0..<n]
    }
  }
}
