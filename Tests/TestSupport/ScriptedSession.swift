import FluidMotion
import FluidUI

/// Drives a scene headless: scripted pointer and key input on a fixed-step clock, with the animator
/// advanced every frame exactly as the display link would.
public final class ScriptedSession {
  /// The scene under test.
  public let scene: any Scene
  /// Its animator: the scene's own (``Scene/animator``), or a fresh one.
  public let animator: Animator
  /// The current time, seconds.
  public private(set) var time = 0.0
  /// The frame rate of the fixed-step clock.
  public let hz: Double

  /// Starts a session on `scene` at `size`, clocked at `hz`.
  public init(scene: any Scene, size: Size = Size(width: 1280, height: 800), hz: Double = 120) {
    self.scene = scene
    self.hz = hz
    animator = scene.animator ?? Animator()
    scene.layout(size: size)
    animator.advance(to: 0)
  }

  /// Advances one frame.
  public func frame() {
    time += 1 / hz
    scene.update(at: time, animator: animator)
    animator.advance(to: time)
  }

  /// Advances `seconds` of frames.
  public func run(_ seconds: Double) {
    for _ in 0..<Int((seconds * hz).rounded()) { frame() }
  }

  /// Runs until the animator is idle (at most `limit` seconds); returns whether it got there.
  @discardableResult
  public func settle(limit: Double = 10) -> Bool {
    let end = time + limit
    while !animator.isIdle && time < end { frame() }
    return animator.isIdle
  }

  /// Turns the wheel by `delta` points (positive y scrolls up) at `p`.
  public func wheel(_ delta: Vector2, at p: Vector2 = .zero) {
    send(.wheel(delta: delta, position: p, time: time))
  }

  /// Sends an event now.
  public func send(_ event: InputEvent) { scene.handle(event, animator: animator) }

  /// Presses the primary button at `p`.
  public func press(_ p: Vector2) {
    send(.pointerDown(position: p, time: time, button: .primary, pressure: nil))
  }

  /// Releases the primary button at `p`.
  public func release(_ p: Vector2) { send(.pointerUp(position: p, time: time, button: .primary)) }

  /// Moves the pointer from `a` to `b` in a straight line over `seconds`, one event per frame.
  public func drag(from a: Vector2, to b: Vector2, over seconds: Double) {
    let frames = max(1, Int((seconds * hz).rounded()))
    for i in 1...frames {
      frame()
      let p = a + (b - a).scaled(by: Double(i) / Double(frames))
      send(.pointerMoved(position: p, time: time, pressure: nil))
    }
  }

  /// A press and release at `p`, `hold` seconds apart, frames running in between.
  public func click(_ p: Vector2, hold: Double = 0.08) {
    press(p)
    run(hold)
    release(p)
  }

  /// Presses a key (down then up at once).
  public func key(_ key: Key, modifiers: KeyModifiers = []) {
    send(.keyDown(key, modifiers: modifiers, isRepeat: false, time: time))
    send(.keyUp(key, modifiers: modifiers, time: time))
  }
}
