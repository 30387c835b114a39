import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// The two-finger touchpad swipe back (headless, fixed clock): fractional horizontal scroll steps
/// drive the pop 1:1, and the scroll's pause lets go with its velocity.
@Suite("Touchpad swipe back")
@MainActor
struct TouchpadSwipeTests {
  /// Scrolls `steps` steps of `dx` pt (negative: the content moves right) at `p`, then lifts.
  ///
  /// One step each frame (120 Hz); after the last, the scroll's pause passes.
  func swipe(
    _ s: ScriptedSession, steps: Int, dx: Double, dy: Double = 0.3, at p: Vector2 = Vector2(x: 640, y: 400)
  ) {
    for _ in 0..<steps {
      s.wheel(Vector2(x: dx, y: dy), at: p)
      s.frame()
    }
    s.run(GestureSettings.standard.scrollPause + 0.05)
  }

  @Test(
    "a slow swipe follows the fingers 1:1; a quick release completes the pop, a slow short one cancels it",
    arguments: ["pane", "drawer", "pip", "rotation", "scroll", "calculator"])
  func swipeBack(scene: String) throws {
    let (s, host) = try settledHost(scene)
    for _ in 0..<110 {  // 110 pt at 120 pt/s (a step each frame, 120 Hz), the fingers still down
      s.wheel(Vector2(x: -1, y: 0.3), at: Vector2(x: 640, y: 400))
      s.frame()
    }
    let width = 1280.0
    let progress = host.state["nav"] ?? 1
    s.run(0.2)
    #expect(abs((1 - progress) - 110 / width) < 0.01, "1:1: \(progress) after 110 pt of \(width)")
    #expect(s.settle())
    #expect(!host.isMenu, "a slow 110-pt swipe goes back to the scene")
    swipe(s, steps: 24, dx: -12.5)  // 300 pt at 1,500 pt/s
    #expect(s.settle())
    #expect(host.isMenu, "a quick swipe pops")
  }

  @Test("a notched wheel, a swipe toward the scene (forward) and a vertical scroll do not go back")
  func notSwipes() throws {
    let (s, host) = try settledHost("flashlight")
    swipe(s, steps: 10, dx: -40, dy: 0)  // whole notches: a tilting wheel
    swipe(s, steps: 10, dx: 15)
    for _ in 0..<10 {
      s.wheel(Vector2(x: -2, y: 9), at: Vector2(x: 640, y: 400))
      s.frame()
    }
    s.run(0.2)
    #expect(s.settle())
    #expect(!host.isMenu && host.state["nav"] == 1)
  }

  @Test("over the scroll scene's strip, a sideways scroll turns the strip, not the navigation")
  func innerScrollFirst() throws {
    let (s, host) = try settledHost("scroll")
    let strip = Vector2(x: 900, y: 300)
    swipe(s, steps: 20, dx: 12, at: strip)
    #expect(s.settle())
    #expect(host.state["nav"] == 1 && (host.state["stripOffset"] ?? 0) > 0, "\(host.state)")
  }

  @Test("over the PiP window, a sideways scroll throws the window, not the navigation")
  func overThePip() throws {
    let (s, host) = try settledHost("pip")
    let pip = try #require(host.current as? PipScene)
    swipe(s, steps: 12, dx: 25, dy: 0.5, at: pip.center)  // thrown left
    #expect(s.settle())
    #expect(pip.corner == .bottomLeft)
    swipe(s, steps: 12, dx: -25, dy: 0.5, at: pip.center)  // the swipe back's direction, over the PiP
    #expect(s.settle())
    #expect(host.state["nav"] == 1 && pip.corner == .bottomRight, "\(pip.corner)")
  }
}
