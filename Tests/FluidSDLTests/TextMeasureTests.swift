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
  ]

  /// Whether DejaVu Sans is what SDL2_ttf draws with here (no `FLUID_FONT` naming another).
  nonisolated static var drawsDejaVu: Bool {
    FontLocator().regular.map { $0.path.contains("DejaVuSans") } ?? false
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
      for scale in [1, 2] {
        let style = TextStyle(size: Double(size), bold: bold)
        for string in Self.texts {
          let key = TextRenderer.Key(text: string, pixelSize: size * scale, bold: bold, rgb: 0)
          let drawn = try #require(text.texture(for: key)).width
          let measured = style.estimatedWidth(of: string) * Double(scale)
          #expect(Double(drawn) <= measured, "\(string) at \(size) pt ×\(scale): \(drawn) px drawn")
          slack.append(measured / Double(drawn) - 1)
        }
      }
      text.endFrame()
    }
    let mean = slack.reduce(0, +) / Double(slack.count)
    #expect(mean < 0.06, "on average \(Int(mean * 100)) % wider than drawn")
  }
}
