import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// What a user sets is kept for the next run: the scenes give it to the host, the host to the app.
@Suite("Preferences kept between runs")
@MainActor
struct PreferencesTests {
  @Test("The pane's driver and the spring's sliders survive leaving the scene and a new host")
  func roundTrip() throws {
    let host = SceneHost(entry: SceneCatalog.available[0], context: SceneContext())
    let s = ScriptedSession(scene: host, size: Size(width: 1280, height: 800))
    s.key(.character("d"))
    s.key(.character("d"))
    s.key(.character("v"))
    s.key(.character("f"))
    s.key(.character("2"), modifiers: .alt)
    _ = s.settle()
    let spring = try #require(host.current as? SpringScene)
    spring.set(damping: 0.25, response: 1.5)
    s.key(.escape)
    _ = s.settle()
    let kept = host.preferences
    #expect(kept["paneDriver"] == 2 && kept["springDamping"] == 0.25 && kept["springResponse"] == 1.5)
    #expect(kept["physics"] == 1 && kept["stats"] == 1)

    spring.set(damping: 0.1 * 6, response: 0.7 + 0.1)  // 0.6000000000000001 and 0.7999999999999999
    #expect(spring.preferences == ["springDamping": 0.6, "springResponse": 0.8])  // kept as they read
    let next = SceneHost(entry: SceneCatalog.available[2], context: SceneContext(), preferences: kept)
    _ = ScriptedSession(scene: next, size: Size(width: 1280, height: 800))
    let restored = try #require(next.current as? SpringScene)
    #expect(restored.sliderValues == (0.25, 1.5))
    #expect(next.showsPhysics && next.showsStats)
    let pane = SceneHost(entry: SceneCatalog.available[0], context: SceneContext(), preferences: kept)
    #expect((pane.current as? PaneScene)?.driver == .popSpring)
  }

  @Test(
    "Saved values out of range or of the wrong kind are ignored or clamped, never a crash",
    arguments: [
      ["paneDriver": 1e300], ["paneDriver": -1], ["paneDriver": 1.5], ["paneDriver": .nan],
      ["springDamping": 50, "springResponse": -3], ["springDamping": .infinity, "springResponse": 1],
    ])
  func hostile(values: [String: Double]) {
    for entry in SceneCatalog.available {
      let host = SceneHost(entry: entry, context: SceneContext(), preferences: values)
      let s = ScriptedSession(scene: host, size: Size(width: 800, height: 600))
      s.run(0.5)
      for (key, value) in host.preferences where key != "physics" && key != "stats" {
        #expect(value.isFinite, "\(key) = \(value)")
      }
    }
    let spring = SceneHost(entry: SceneCatalog.available[2], context: SceneContext(), preferences: values)
    let sliders = (spring.current as? SpringScene)?.sliderValues
    #expect(sliders.map { (0.1...1).contains($0.damping) && (0.1...2).contains($0.response) } ?? false)
  }
}
