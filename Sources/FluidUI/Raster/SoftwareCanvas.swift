import FluidIO
import FluidMotion
import FluidPNG

/// Draws display lists into memory with Fluid's own rasteriser: no SDL, no display, no GPU.
///
/// Shapes get the SDL renderer's analytic coverage (each pixel takes the share of it the rounded
/// rectangle covers, from the signed distance of its centre to the outline), shadows its smoothstep
/// feather, and text is filled from the font's own outlines (DejaVu Sans, or `FLUID_FONT`) with exact
/// area coverage. A ``VirtualDisplay`` draws into one when asked for a capture and given no other
/// canvas, so a package that depends on FluidUI alone can write a PNG of a frame:
///
/// ```swift
/// let display = VirtualDisplay(scene: scene, size: Size(width: 400, height: 300))
/// display.run(for: 0.5)
/// try display.capture(to: "frame.png")
/// ```
@MainActor
public final class SoftwareCanvas: Canvas {
  /// The size in points.
  public let size: Size
  /// Pixels per point.
  public let scale: Double
  /// The width in pixels, 1...8192.
  public let pixelWidth: Int
  /// The height in pixels, 1...8192.
  public let pixelHeight: Int
  /// The pixels, ARGB8888, row by row.
  package private(set) var pixels: [UInt32]
  /// What text is drawn with; one for every canvas (the font is read once).
  private static var sharedText: TextRaster?
  /// The text drawer.
  let textRaster: TextRaster

  /// Creates a canvas of `size` points at `scale` pixels per point, filled black.
  ///
  /// A size or scale that is not finite or positive, or that would exceed 8192 pixels a side (the
  /// largest window), is clamped to what fits.
  public init(size: Size, scale: Double = 1) {
    let scale = scale.isFinite && scale > 0 ? min(scale, 16) : 1
    func pixels(_ points: Double) -> Int {
      let p = points * scale
      return p.isFinite ? Int(min(max(p.rounded(), 1), 8_192)) : 1
    }
    (self.size, self.scale) = (size, scale)
    (pixelWidth, pixelHeight) = (pixels(size.width), pixels(size.height))
    self.pixels = Array(repeating: 0xFF00_0000, count: pixelWidth * pixelHeight)
    if Self.sharedText == nil {
      let made = TextRaster()
      for note in made.notes { printError("SoftwareCanvas: \(note)") }
      Self.sharedText = made
    }
    textRaster = Self.sharedText!
  }

  /// Clears and draws `commands` over `background`: everywhere, or only inside `damage` (points).
  public func draw(_ commands: [DrawCommand], background: Color, damage: [Rect]? = nil) {
    let whole = PixelBox(minX: 0, minY: 0, maxX: pixelWidth, maxY: pixelHeight)
    let area =
      damage.map { rects in
        rects.reduce(PixelBox.empty) { $0.union(box(of: $1)) }.intersection(whole)
      } ?? whole
    fill(area, with: Self.opaque(background))
    var clip = area
    for command in commands {
      switch command {
      case .clip(let rect): clip = rect.map { box(of: $0).intersection(area) } ?? area
      case .roundedRect(let r, let radius, let fill, let t):
        paint(r, radius: radius, style: .fill(fill), transform: t, bounds: command.bounds, within: clip)
      case .border(let r, let radius, let width, let color, let t):
        let style = ShapeStyle.border(color, width: max(1, width * scale * t.scale))
        paint(r, radius: radius, style: style, transform: t, bounds: command.bounds, within: clip)
      case .shadow(let r, let radius, let shadow, let t):
        let shifted = Rect(
          origin: r.origin + Vector2(x: shadow.offset.width, y: shadow.offset.height), size: r.size)
        let style = ShapeStyle.shadow(shadow.color, feather: max(1, shadow.radius * scale * t.scale))
        let hollow = shadow.isHollow ? (r, radius) : nil
        paint(
          shifted, radius: radius, style: style, transform: t, bounds: command.bounds, within: clip,
          hollow: hollow)
      case .text(let string, let frame, let style, let t):
        draw(string, frame: frame, style: style, transform: t, within: clip)
      }
    }
  }

  /// The colour of the pixel at (x, y) in points (black outside the canvas).
  public func pixel(x: Double, y: Double) -> Color {
    let (fx, fy) = (x * scale, y * scale)
    guard fx >= 0, fy >= 0, fx < Double(pixelWidth), fy < Double(pixelHeight) else { return .black }
    let (px, py) = (Int(fx), Int(fy))
    let v = pixels[py * pixelWidth + px]
    return Color(
      red: Double(v >> 16 & 0xFF) / 255, green: Double(v >> 8 & 0xFF) / 255, blue: Double(v & 0xFF) / 255)
  }

  /// Writes what is drawn as a PNG at `path`, in place (a file there is replaced whole, or left as it
  /// was when the write fails).
  /// - Throws: `OutputError` or `PNGError` naming the path and what went wrong.
  public func savePNG(to path: String) throws {
    let png = try pixels.withUnsafeBytes { bytes throws(PNGError) in
      try PNGEncoder.encode(
        width: pixelWidth, height: pixelHeight, pitch: pixelWidth * 4, pixels: bytes.baseAddress!)
    }
    try WholeFile.write(png, to: path, what: "capture")
  }

  /// The pixels a window rectangle (points) touches.
  func box(of rect: Rect) -> PixelBox {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
      return .empty
    }
    func at(_ v: Double, _ round: FloatingPointRoundingRule) -> Int {
      Int(max(-1, min(20_000, (v * scale).rounded(round))))
    }
    return PixelBox(
      minX: at(rect.minX, .down), minY: at(rect.minY, .down), maxX: at(rect.maxX, .up),
      maxY: at(rect.maxY, .up))
  }

  private func fill(_ area: PixelBox, with color: UInt32) {
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      let row = y * pixelWidth
      for x in area.minX..<area.maxX { pixels[row + x] = color }
    }
  }

  /// `color` as an opaque pixel (a window has no alpha: it shows over black).
  static func opaque(_ color: Color) -> UInt32 {
    func byte(_ v: Double) -> UInt32 {
      let b = v * min(max(color.alpha, 0), 1) * 255
      return b.isFinite ? UInt32(max(0, min(255, b.rounded()))) : 0
    }
    return 0xFF00_0000 | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
  }

  /// Lays `color` over the pixel at `index`, `coverage` (0...1) of it, with its own alpha.
  func blend(_ index: Int, _ color: Color, _ coverage: Double) {
    let share = coverage * color.alpha
    guard share.isFinite, share > 0 else { return }
    let a = Int((min(share, 1) * 255).rounded())
    guard a > 0 else { return }
    let d = pixels[index]
    func channel(_ s: Double, _ shift: UInt32) -> UInt32 {
      let src = Int(max(0, min(255, (s * 255).rounded())))
      let dst = Int(d >> shift & 0xFF)
      return UInt32((src * a + dst * (255 - min(a, 255)) + 127) / 255) << shift
    }
    pixels[index] = 0xFF00_0000 | channel(color.red, 16) | channel(color.green, 8) | channel(color.blue, 0)
  }
}
