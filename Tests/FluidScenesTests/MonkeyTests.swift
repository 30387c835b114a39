import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Monkey")
@MainActor
struct MonkeyTests {
  /// Whether every animatable value in the tree is finite.
  func allFinite(_ layer: Layer) -> Bool {
    let f = layer.frame
    let t = layer.transform
    let values = [
      f.origin.x, f.origin.y, f.size.width, f.size.height, t.translation.x, t.translation.y, t.scale.x,
      t.scale.y,
      t.rotation, layer.alpha, layer.cornerRadius,
    ]
    return values.allSatisfy(\.isFinite) && layer.sublayers.allSatisfy(allFinite)
  }

  /// A random frame length: mostly 1–50 ms, sometimes zero, sometimes a stall of up to 2 s.
  func frameLength(_ rng: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<5: return 0
    case 5..<7: return Double.random(in: 0.2...2, using: &rng)
    default: return Double.random(in: 0.001...0.05, using: &rng)
    }
  }

  /// A random event; `navigating` adds the keys and edge presses that move between scenes.
  func randomEvent(
    _ rng: inout SplitMix64, time t: Double, size: Size, down: inout Bool, navigating: Bool = false
  ) -> InputEvent {
    var p = Vector2(
      x: Double.random(in: -200...(size.width + 200), using: &rng),
      y: Double.random(in: -200...(size.height + 200), using: &rng))
    if !navigating { p.x = max(p.x, 20) }  // off the 20-pt edge whose drag to the right pops
    let navigation: [Key] = navigating ? [.escape, .tab, .character("3"), .character("6")] : []
    let keys: [Key] =
      navigation + [
        .space, .enter, .up, .down, .left, .right, .character("d"), .character("r"), .character("q"),
        .character("e"),
        .character("s"), .character("v"), .character("h"), .keypad("5"), .keypad("+"), .backspace,
        .character("="),
      ]
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<15 where !down:
      down = true
      return .pointerDown(
        position: p, time: t, button: .primary,
        pressure: Bool.random(using: &rng) ? nil : Double.random(in: 0...1, using: &rng))
    case 15..<27 where down:
      down = false
      return .pointerUp(position: p, time: t, button: .primary)
    case 27..<35:
      return .wheel(delta: Vector2(x: 0, y: Double.random(in: -400...400, using: &rng)), position: p, time: t)
    case 35..<42:
      let k = keys[Int.random(in: 0..<keys.count, using: &rng)]
      let modifiers: KeyModifiers = navigating && Bool.random(using: &rng) ? .control : []
      return Bool.random(using: &rng)
        ? .keyDown(k, modifiers: modifiers, isRepeat: false, time: t) : .keyUp(k, modifiers: [], time: t)
    case 42..<44:
      return .resized(
        Size(
          width: Double.random(in: 200...2000, using: &rng),
          height: Double.random(in: 200...1400, using: &rng)), time: t)
    case 44:
      down = false
      return .focusLost(time: t)
    default: return .pointerMoved(position: p, time: t, pressure: nil)
    }
  }

  @Test(
    "50,000 random events over the nine scenes: no crash, all values finite, at rest 5 s after the last input",
    arguments: SceneCatalog.available.map(\.name))
  func monkey(scene: String) throws {
    var rng = SplitMix64(seed: UInt64(scene.utf8.reduce(0) { $0 &* 31 &+ Int($1) } & 0xFFFF))
    let host = SceneHost(entry: try SceneCatalog.find(scene), context: SceneContext())
    let display = VirtualDisplay(scene: host, size: Size(width: 1280, height: 800), fps: 120)
    display.loop.quitKeys = []
    var size = Size(width: 1280, height: 800)
    var t = 0.0
    var down = false
    for i in 0..<5_556 {
      t += frameLength(&rng)  // input at any moment: bursts, pauses, stalls of seconds
      let event = randomEvent(&rng, time: t, size: size, down: &down)
      if case .resized(let s, _) = event { size = s }
      display.run(until: t)
      display.send(event)
      if i % 100 == 0 { #expect(allFinite(host.root), "\(scene): event \(i)") }
      #expect(host.entry.name == scene)  // Ctrl+digits, Tab and Esc are not in the monkey's keys
    }
    if down { display.send(.pointerUp(position: .zero, time: t, button: .primary)) }
    display.send(.keyUp(.space, modifiers: [], time: t))
    if host.isSlowMotion { display.send(.keyDown(.character("s"), modifiers: [], isRepeat: false, time: t)) }
    display.run(for: 5)
    let animator = host.animator
    #expect(allFinite(host.root))
    #expect(!host.isInteracting)
    if scene != "spring" { #expect(animator.isIdle, "\(scene) still moving 5 s after the last input") }
  }

  @Test("50,000 random events with the keys and edge drags that navigate: no crash, finite, at rest after")
  func navigatingMonkey() throws {
    var rng = SplitMix64(seed: 0x4E41_5649)
    let host = SceneHost(entry: SceneCatalog.menu, context: SceneContext())
    let display = VirtualDisplay(scene: host, size: Size(width: 1280, height: 800), fps: 120)
    display.loop.quitKeys = []
    var size = Size(width: 1280, height: 800)
    var t = 0.0
    var down = false
    var scenes: Set<Int> = []
    for i in 0..<5_556 {
      t += frameLength(&rng)
      var event = randomEvent(&rng, time: t, size: size, down: &down, navigating: true)
      // Ctrl+Q, and Esc on the menu, would end the run: the monkey keeps going.
      if case .keyDown(.character("q"), .control, _, _) = event {
        event = .keyUp(.space, modifiers: [], time: t)
      }
      if case .keyDown(.escape, _, _, _) = event, host.isMenu {
        event = .keyUp(.space, modifiers: [], time: t)
      }
      if case .resized(let s, _) = event { size = s }
      display.run(until: t)
      display.send(event)
      scenes.insert(host.entry.index)
      if i % 100 == 0 { #expect(allFinite(host.root), "event \(i)") }
    }
    if down { display.send(.pointerUp(position: .zero, time: t, button: .primary)) }
    display.send(.keyUp(.space, modifiers: [], time: t))
    if host.isSlowMotion { display.send(.keyDown(.character("s"), modifiers: [], isRepeat: false, time: t)) }
    display.run(for: 5)
    #expect(!display.hasEnded && scenes.count >= 4, "the monkey only saw \(scenes.sorted())")
    #expect(
      allFinite(host.root) && !host.isInteracting, "\(host.entry.name): \(host.state)")
    let nav = try #require(host.state["nav"])
    #expect(nav == 0 || nav == 1)
    if host.entry.name != "spring" { #expect(host.animator.isIdle, "\(host.entry.name) still moving") }
  }
}
