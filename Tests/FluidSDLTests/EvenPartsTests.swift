import CSDL2
import FluidMotion
@testable import FluidSDL
import FluidUI
import Testing
import TestSupport

extension RenderingTests {
  /// A menu under a navigation's shade: a backdrop, a column of translucent rows with labels, a
  /// bar, the shade 4 pt past the window on every side, and the window's frame.
  static func shadedMenu(size: Size, shadeAlpha: Double) -> [DrawCommand] {
    let root = Layer(frame: Rect(origin: .zero, size: size))
    root.fill = .solid(Color(hex: 0x0D0D0D))
    for row in 0..<6 {
      let card = Layer(frame: Rect(x: size.width / 2 - 120, y: 60 + Double(row) * 44, width: 240, height: 40))
      card.fill = .solid(Color(white: 1, alpha: 0.1))
      card.cornerRadius = 10
      card.text = "Row \(row)"
      card.textStyle = TextStyle(size: 15, color: .white)
      root.addSublayer(card)
    }
    let bar = Layer(frame: Rect(x: 0, y: 0, width: size.width, height: 32))
    bar.fill = .solid(Color(white: 0, alpha: 0.7))
    root.addSublayer(bar)
    let shade = Layer(frame: Rect(origin: .zero, size: size).insetBy(-4))
    // A tint, not black: a wrong byte rule shows in every channel.
    shade.fill = .solid(Color(red: 0.2, green: 0.3, blue: 0.75, alpha: shadeAlpha))
    root.addSublayer(shade)
    let frame = Layer(frame: Rect(origin: .zero, size: size))
    frame.border = (1, Color(white: 1, alpha: 0.16))
    root.addSublayer(frame)
    var commands: [DrawCommand] = []
    root.render(into: &commands)
    return commands
  }

  @Test(
    "a shade over a backdrop, reckoned as one fill of the blended colour, equals the shade blended pixel by pixel",
    arguments: [1.0, 1.25, 2.0], [0.004, 0.1, 0.25, 0.9])
  func shadeReckoned(scale: Double, alpha: Double) throws {
    let size = Size(width: 640, height: 400)
    let commands = Self.shadedMenu(size: size, shadeAlpha: alpha)
    let fast = try OffscreenCanvas(size: size, scale: scale)
    let reference = try OffscreenCanvas(size: size, scale: scale)
    reference.skipsHidden = false  // every command drawn everywhere it reaches, by SDL
    reference.fillsDirectly = false
    fast.draw(commands, background: .black)
    reference.draw(commands, background: .black)
    #expect(fast.hasSamePixels(as: reference))
    // Drawn again over itself, and in damage regions that cut the rows: still the same pixels.
    fast.draw(commands, background: .black, damage: [Rect(x: 0, y: 50, width: 640, height: 120)])
    fast.draw(Self.shadedMenu(size: size, shadeAlpha: alpha / 2), background: .black)
    reference.draw(Self.shadedMenu(size: size, shadeAlpha: alpha / 2), background: .black)
    #expect(fast.hasSamePixels(as: reference))
  }

  @Test("a shaded piece is cut around the rows, the bar and the frame; without a shade it is not")
  func shadedPieceCut() throws {
    let size = Size(width: 640, height: 400)
    let canvas = try OffscreenCanvas(size: size, scale: 2)
    canvas.draw(Self.shadedMenu(size: size, shadeAlpha: 0.2), background: .black)  // the target resolved
    let renderer = canvas.renderer
    let window = SDL_Rect(x: 0, y: 0, w: 1280, h: 800)
    func parts(_ commands: [DrawCommand]) -> [(rect: Rect, clip: SDL_Rect)] {
      let clips = DrawCommand.clips(of: commands)
      let (bounds, _) = Renderer.extents(of: commands, clips: clips)
      let lists = Renderer.Lists(commands: commands, bounds: bounds, clips: clips)
      return renderer.evenParts(
        (Rect(origin: .zero, size: size), 0), clip: window, lists, scale: 2, out: (1280, 800))
    }
    let cut = parts(Self.shadedMenu(size: size, shadeAlpha: 0.2))
    #expect(cut.count > 1 && cut.count <= Renderer.maxParts)
    #expect(cut.reduce(0) { $0 + $1.clip.area } == window.area, "the parts cover the window once")
    // A point beside the rows, below the bar, lies in a part no row, bar or frame reaches.
    let beside = cut.first { $0.clip.overlap(SDL_Rect(x: 200, y: 400, w: 1, h: 1)) != nil }
    #expect(beside.map { $0.clip.x > 2 && $0.clip.x + $0.clip.w <= 1280 / 2 - 240 } == true)
    #expect(parts(Self.shadedMenu(size: size, shadeAlpha: 0)).count == 1)  // no shade: painted whole
  }

  @Test(
    "a colour blended over a backdrop by the byte rule is SDL's blended fill",
    arguments: [1, 26, 64, 128, 200, 254] as [UInt8])
  func blendedByteRule(alpha: UInt8) throws {
    let size = Size(width: 8, height: 8)
    let canvas = try OffscreenCanvas(size: size)
    canvas.fillsDirectly = false  // SDL blends
    let under = Color(red: 0.05, green: 0.5, blue: 0.93)
    let over = Color(red: 1, green: 0.2, blue: 0, alpha: Double(alpha) / 255)
    canvas.draw(
      [.roundedRect(Rect(origin: .zero, size: size), cornerRadius: 0, fill: .solid(over))], background: under)
    let byte = { (c: Double) in UInt8((c * 255).rounded()) }
    let expected = DirectFill.blended(
      (255, byte(0.2), 0), over: (byte(under.red), byte(under.green), byte(under.blue)), alpha: alpha)
    let p = try canvas.pixel(x: 4, y: 4)
    #expect((byte(p.red), byte(p.green), byte(p.blue)) == expected)
  }
}
