import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// Finite values at the edges of `Double`: what a replay file may hold in any numeric field.
let extremeValues: [Double] = [
  .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e300, 1e154, -1e154, 1.6e17, 1e17,
  -1e17, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 0,
]

/// Every event kind with its fields set to extreme finite values, sent to every scene with the
/// physics overlay off and on: no trap, every state value and layer frame finite.
@Suite("Extreme finite values in every event field (headless)")
@MainActor
struct ExtremeValueTests {
  /// Every kind of event, with `v` in each of its numeric fields, at time `t`, around `c`.
  func events(_ v: Double, at t: Double, around c: Vector2) -> [InputEvent] {
    let far = Vector2(x: v, y: -v)
    let size = Size(width: max(1, abs(v)), height: max(1, abs(v)))
    return [
      .pointerDown(position: c, time: t, button: .primary, pressure: nil),
      .pointerMoved(position: c + Vector2(x: v, y: v), time: t + 0.01, pressure: nil),
      .pointerMoved(position: far, time: t + 0.02, pressure: nil),
      .pointerUp(position: far, time: t + 0.03, button: .primary),
      .pointerDown(position: far, time: t + 0.04, button: .primary, pressure: nil),
      .pointerMoved(position: c, time: t + 0.05, pressure: nil),
      .pointerCancelled(time: t + 0.06),
      .wheel(delta: Vector2(x: v, y: v), position: c, time: t + 0.07),
      .wheel(delta: Vector2(x: 0, y: -v), position: far, time: t + 0.08),
      .twist(phase: .began, rotation: 0, center: c, time: t + 0.09),
      .twist(phase: .changed, rotation: v, center: c, time: t + 0.1),
      .twist(phase: .changed, rotation: -v, center: far, time: t + 0.11),
      .twist(phase: .changed, rotation: v, center: c, time: t + 0.12),
      .twist(phase: .ended, rotation: v, center: c, time: t + 0.13),
      .resized(size, time: t + 0.14), .resized(Size(width: 800, height: 600), time: t + 0.15),
      .focusLost(time: t + 0.16),
    ]
  }

  /// What is not finite: state values by key, then layers.
  func nonFinite(_ host: SceneHost) -> [String] {
    var bad = host.state.filter { !$0.value.isFinite }.map { "state \($0.key) = \($0.value)" }
    var stack = [host.root]
    while let l = stack.popLast() {
      let f = l.frame
      let m = l.windowTransform
      if ![f.minX, f.minY, f.size.width, f.size.height, m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite)
      {
        bad.append("layer \(l.text ?? "") frame \(f)")
      }
      stack += l.sublayers
    }
    return bad
  }

  @Test("every scene stays finite with extreme event fields", arguments: extremeValues)
  func scenes(value: Double) {
    for entry in SceneCatalog.available {
      for physics in [false, true] {
        let host = SceneHost(entry: entry, context: SceneContext())
        let s = ScriptedSession(scene: host, size: Size(width: 800, height: 600))
        if physics { s.key(.character("v")) }
        s.run(0.1)
        for event in events(value, at: s.time, around: Vector2(x: 400, y: 316)) {
          s.display.run(until: event.time)
          s.send(event)
        }
        s.run(2)
        let bad = nonFinite(host)
        #expect(bad.isEmpty, "\(entry.name), physics \(physics), value \(value): \(bad.prefix(3))")
      }
    }
  }

  @Test(
    "the rotation scene alone: any finite twist, its physics notes and state finite", arguments: extremeValues
  )
  func rotation(value: Double) {
    let scene = RotationScene()
    let s = ScriptedSession(scene: scene, size: Size(width: 800, height: 600))
    let c = Vector2(x: 400, y: 316)
    for (i, (phase, r)) in [(TwistPhase.began, 0), (.changed, value), (.changed, -value), (.ended, value)]
      .enumerated()
    {
      s.display.run(until: s.time + 0.008 * Double(i))
      s.send(.twist(phase: phase, rotation: r, center: c, time: s.time))
      _ = scene.physics
    }
    s.run(1)
    _ = scene.physics
    #expect(scene.state.values.allSatisfy { $0.isFinite }, "\(scene.state)")
  }
}
