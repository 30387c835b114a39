import FluidUI
import Testing

@testable import FluidSDL

/// Layout's text width (``TextStyle/estimatedWidth(of:)``, DejaVu Sans's advances) against what
/// SDL2_ttf draws: never narrower, so text stays inside the frame laid out for it, and close, so
/// layout does not give room away.
@MainActor
@Suite("text measure against SDL2_ttf")
struct TextMeasureTests {
  /// The app's own strings, every printable ASCII character, and the symbols its labels use.
  static let texts = [
    "F1 Shortcuts", "SLOW MOTION ×0.1", "‹ Menu", "Damping (bounciness)", "0.3333333333",
    "1.52415788e16", "Drag the pane · click to toggle", "iiiiiiii", "mmmmmmmm", "WWWWWWW", "AVATAR Tokyo",
    (32..<127).map { String(UnicodeScalar(UInt8($0))) }.joined(),
    "·−×—≥…→ζ²↑≤↓←ω₀±α‹–π√≈⁰β°÷›✕é ÄÖÜß Привет Ελληνικά",
    // Pairs DejaVu's kerning widens.
    "AAAAAAAA", "-J-J-J-J", "O-O-O-O-", "LALALALA", "SASASASA",
  ]

  /// Whether DejaVu Sans, Book and Bold, is what SDL2_ttf draws with here (no `FLUID_FONT` naming
  /// another).
  nonisolated static var drawsDejaVu: Bool {
    let fonts = FontLocator()
    return fonts.regular.map { $0.path.hasSuffix("/DejaVuSans.ttf") } == true
      && fonts.bold.map { $0.path.hasSuffix("/DejaVuSans-Bold.ttf") } == true
  }

  /// Each string at `size` pt drawn at `scale` pixels a point: (drawn, measured) in points.
  func widths(_ text: TextRenderer, size: Int, scale: Double, bold: Bool) throws -> [(Double, Double)] {
    let style = TextStyle(size: Double(size), bold: bold)
    let pixels = Int((Double(size) * scale).rounded())
    return try Self.texts.map { string in
      let key = TextRenderer.Key(text: string, pixelSize: pixels, bold: bold, rgb: 0)
      let drawn = try #require(text.texture(for: key)).width
      return (Double(drawn) / scale, style.estimatedWidth(of: string))
    }
  }

  @Test(
    "never narrower than the drawn text, at 1× and 2×, 8 to 64 pt, both weights",
    .enabled(if: drawsDejaVu, "DejaVu Sans is not the font found (install fonts-dejavu-core)"),
    arguments: [false, true])
  func neverNarrower(bold: Bool) throws {
    let canvas = try OffscreenCanvas(size: Size(width: 8, height: 8))
    let text = canvas.renderer.textDrawing
    var slack: [Double] = []
    for size in 8...64 {
      for scale in [1.0, 2.0] {
        for ((drawn, measured), string) in zip(
          try widths(text, size: size, scale: scale, bold: bold), Self.texts)
        {
          #expect(drawn <= measured, "\(string) at \(size) pt ×\(scale): \(drawn) pt drawn")
          slack.append(measured / drawn - 1)
        }
      }
      text.endFrame()
    }
    let mean = slack.reduce(0, +) / Double(slack.count)
    #expect(mean < 0.06, "on average \(Int(mean * 100)) % wider than drawn")
  }

  @Test(
    "at a fractional scale (1.25×, 1.5×, 1.75×) at most 4 pt narrower than drawn",
    .enabled(if: drawsDejaVu, "DejaVu Sans is not the font found (install fonts-dejavu-core)"),
    arguments: [1.25, 1.5, 1.75])
  func fractionalScales(scale: Double) throws {
    let canvas = try OffscreenCanvas(size: Size(width: 8, height: 8))
    let text = canvas.renderer.textDrawing
    for size in stride(from: 8, through: 64, by: 4) {
      for bold in [false, true] {
        for ((drawn, measured), string) in zip(
          try widths(text, size: size, scale: scale, bold: bold), Self.texts)
        {
          #expect(drawn <= measured + 4, "\(string) at \(size) pt ×\(scale): \(drawn) pt drawn")
        }
      }
      text.endFrame()
    }
  }
}
