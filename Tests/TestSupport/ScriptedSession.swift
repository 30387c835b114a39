import FluidMotion
import FluidUI

/// Drives a scene headless for Fluid's own tests: a ``VirtualDisplay`` (the app's frame loop on a
/// virtual clock) with the names the scene tests use, and no quit keys (a scene alone sees `Esc`).
@MainActor
public final class ScriptedSession {
  /// The display the scene runs on.
  public let display: VirtualDisplay

  /// Starts a session on `scene` at `size`, on a display refreshing `hz` times a second.
  public init(scene: any Scene, size: Size = Size(width: 1280, height: 800), hz: Double = 120) {
    display = VirtualDisplay(scene: scene, size: size, fps: hz)
    display.loop.quitKeys = []
  }

  /// The scene under test.
  public var scene: any Scene { display.scene }
  /// Its animator.
  public var animator: Animator { display.scene.animator }
  /// The current time, seconds.
  public var time: Double { display.now }
  /// The display's refresh rate, Hz.
  public var hz: Double { 1 / display.platform.refreshInterval }

  /// Advances one refresh interval.
  public func frame() { display.step() }
  /// Advances `seconds`.
  public func run(_ seconds: Double) { display.run(for: seconds) }
  /// Runs until nothing animates (at most `limit` seconds); returns whether it got there.
  @discardableResult
  public func settle(limit: Double = 10) -> Bool {
    let end = time + limit
    while !animator.isIdle && time < end { frame() }
    return animator.isIdle
  }
  /// Turns the wheel by `delta` points (positive y scrolls up) at `p`.
  public func wheel(_ delta: Vector2, at p: Vector2 = .zero) { display.wheel(delta, at: p) }
  /// Sends an event now.
  public func send(_ event: InputEvent) { display.send(event) }
  /// Presses the primary button at `p`.
  public func press(_ p: Vector2) { display.press(p) }
  /// Releases the primary button at `p`.
  public func release(_ p: Vector2) { display.release(p) }
  /// Moves the pointer from `a` to `b` over `seconds`, one move per refresh.
  public func drag(from a: Vector2, to b: Vector2, over seconds: Double) {
    display.drag(from: a, to: b, over: seconds)
  }
  /// A press and release at `p`, `hold` seconds apart.
  public func click(_ p: Vector2, hold: Double = 0.08) { display.click(p, hold: hold) }
  /// Hands `event` to the window's frame core now, as the loop does, and returns whether it was used
  /// (a command along the key chain, the arena or the scene took it).
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool { display.loop.core.handle(event, now: time) }
  /// Presses a key (down then up at once).
  public func key(_ key: Key, modifiers: KeyModifiers = []) { display.key(key, modifiers: modifiers) }
}
