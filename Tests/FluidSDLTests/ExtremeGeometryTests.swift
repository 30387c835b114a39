import FluidUI
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@testable import FluidSDL

/// Any finite geometry an adopter's layers can hold draws what the window shows of it: no trap on a
/// conversion to SDL's integers, no surface the size of a magnified copy.
@MainActor
@Suite("extreme geometry")
struct ExtremeGeometryTests {
  static let black = Color(white: 0)
  /// Distances from a few pixels past the window to the largest `Double`.
  nonisolated static let far: [Double] = [1e6, 1e12, 1e15, 1e19, 1e300, .greatestFiniteMagnitude]

  /// The darkness (0 white … 1 black) of every pixel of `canvas`.
  static func darkness(_ canvas: OffscreenCanvas) throws -> [Double] {
    try canvas.argbPixels().map { 1 - Double(($0 >> 8) & 0xFF) / 255 }
  }

  @Test(
    "a shape reaching any finite distance draws as the same shape cut short past the window", arguments: far)
  func farShape(_ k: Double) throws {
    let (far, near) = (
      try OffscreenCanvas(size: Size(width: 64, height: 48)),
      try OffscreenCanvas(size: Size(width: 64, height: 48))
    )
    far.draw(
      [
        .roundedRect(Rect(x: 20, y: 10, width: k, height: k), cornerRadius: 6, fill: .solid(Self.black)),
        .border(Rect(x: -k, y: 30, width: k, height: k), cornerRadius: 3, width: 2, color: Self.black),
      ], background: .white)
    near.draw(
      [
        .roundedRect(Rect(x: 20, y: 10, width: 1e4, height: 1e4), cornerRadius: 6, fill: .solid(Self.black)),
        .border(Rect(x: -1e4, y: 30, width: 1e4, height: 1e4), cornerRadius: 3, width: 2, color: Self.black),
      ], background: .white)
    #expect(far.hasSamePixels(as: near))
  }

  @Test("a shape, a shadow or a border as wide as any finite number covers the window", arguments: far)
  func wideShape(_ k: Double) throws {
    let whole = Rect(x: -k / 2, y: -k / 2, width: k, height: k)
    let shapes: [DrawCommand] = [
      .roundedRect(whole, cornerRadius: k, fill: .solid(Self.black)),
      .roundedRect(whole, cornerRadius: 8, fill: .verticalGradient(top: Self.black, bottom: Self.black)),
      .border(whole, cornerRadius: 4, width: k, color: Self.black),
      .shadow(
        whole, cornerRadius: 4,
        shadow: Shadow(color: Self.black, offset: Size(width: 0, height: 0), radius: 1)),
    ]
    for shape in shapes {
      let canvas = try OffscreenCanvas(size: Size(width: 40, height: 30))
      canvas.draw([shape], background: .white)
      let dark = try Self.darkness(canvas)
      #expect(dark.allSatisfy { $0 > 0.99 }, "\(shape)")
    }
  }

  /// A full block (U+2588) magnified `k` times and turned `angle` about the canvas's centre.
  static func block(_ k: Double, _ angle: Double) -> DrawCommand {
    let (c, s) = (cos(angle) * k, sin(angle) * k)
    return .text(
      "\u{2588}", frame: Rect(x: -20, y: -10, width: 40, height: 20),
      style: TextStyle(size: 16, color: black, alignment: .center),
      transform: Transform2D(a: c, b: s, c: -s, d: c, tx: 32, ty: 24))
  }

  @Test(
    "a gradient as tall as any finite number shows its middle colour over the window, turned or not",
    arguments: far)
  func tallGradient(_ k: Double) throws {
    let whole = Rect(x: -k / 2, y: -k / 2, width: k, height: k)
    let grey = Fill.verticalGradient(top: Self.black, bottom: .white)
    for turn in [Transform2D.identity, Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)] {
      let canvas = try OffscreenCanvas(size: Size(width: 40, height: 30))
      canvas.draw([.roundedRect(whole, cornerRadius: 8, fill: grey, transform: turn)], background: .white)
      #expect(try Self.darkness(canvas).allSatisfy { abs($0 - 0.5) < 0.05 }, "\(turn)")
    }
  }

  @Test("a turned shape reaching any finite distance draws what the window shows of it", arguments: far)
  func farTurnedShape(_ k: Double) throws {
    for angle in [0.4, Double.pi / 4] {
      let turn = Transform2D(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
      let covering = try OffscreenCanvas(size: Size(width: 40, height: 30))
      let square = Rect(x: -k / 2, y: -k / 2, width: k, height: k)
      covering.draw(
        [.roundedRect(square, cornerRadius: 4, fill: .solid(Self.black), transform: turn)], background: .white
      )
      #expect(try Self.darkness(covering).allSatisfy { $0 > 0.99 })
      // A square turned a quarter right angle whose box holds the window though the square itself
      // lies beyond it, a corner toward it: each row meets it far past the window.
      let beyond = try OffscreenCanvas(size: Size(width: 40, height: 30))
      let (c, s) = (cos(Double.pi / 4), sin(Double.pi / 4))
      let diamond = Transform2D(a: c, b: s, c: -s, d: c, tx: 0.6 * k, ty: 0.6 * k)
      beyond.draw(
        [.roundedRect(square, cornerRadius: 4, fill: .solid(Self.black), transform: diamond)],
        background: .white)
      #expect(try Self.darkness(beyond).allSatisfy { $0 < 0.01 })
    }
  }

  @Test(
    "text magnified by any amount shows the texel under the window",
    arguments: [1e3, 1e6, 1e9, 1e15, 1e150], [0.0, 0.4, 2.0])
  func magnifiedText(_ k: Double, _ angle: Double) throws {
    let canvas = try OffscreenCanvas(size: Size(width: 64, height: 48))
    canvas.draw([Self.block(k, angle)], background: .white)
    #expect(try Self.darkness(canvas).allSatisfy { $0 > 0.99 })
  }

  @Test(
    "text whose transform's scale is past every finite number draws nothing, and does not trap",
    arguments: [1e200, .greatestFiniteMagnitude], [0.0, 0.4])
  func infinitelyMagnifiedText(_ k: Double, _ angle: Double) throws {
    let canvas = try OffscreenCanvas(size: Size(width: 64, height: 48))
    canvas.draw([Self.block(k, angle)], background: .white)
    #expect(try Self.darkness(canvas).allSatisfy { $0 < 0.01 })
  }

  @Test("text cut to the window shows what the whole copy shows", arguments: [0.0, 0.3])
  func cutText(_ angle: Double) throws {
    let (whole, cut) = (
      try OffscreenCanvas(size: Size(width: 300, height: 200)),
      try OffscreenCanvas(size: Size(width: 300, height: 200))
    )
    cut.renderer.textDrawing.longestWholeCopy = 1  // every scaled copy is cut
    let k = 5.0
    let turn = Transform2D(
      a: cos(angle) * k, b: sin(angle) * k, c: -sin(angle) * k, d: cos(angle) * k, tx: 150, ty: 100)
    let text = DrawCommand.text(
      "Fg\u{2588}", frame: Rect(x: -20, y: -10, width: 40, height: 20),
      style: TextStyle(size: 16, color: Self.black),
      transform: turn)
    whole.draw([text], background: .white)
    cut.draw([text], background: .white)
    // Texel by texel: each of the quad's texels cut to the canvas on its own, in its colour.
    let texels = try OffscreenCanvas(size: Size(width: 300, height: 200))
    (texels.renderer.textDrawing.longestWholeCopy, texels.renderer.textDrawing.widestCutQuad) = (1, 1)
    texels.draw([text], background: .white)
    let (a, b, c) = (try Self.darkness(whole), try Self.darkness(cut), try Self.darkness(texels))
    let inked = a.filter { $0 > 0.5 }.count
    #expect(inked > 1_000)  // the text shows
    // SDL blends a whole copy's texels and samples a cut's nearest: their edges differ (by under 2 %
    // of the ink here).
    for other in [b, c] {
      #expect(Double(zip(a, other).filter { abs($0 - $1) > 0.5 }.count) < 0.03 * Double(inked))
    }
  }
}
