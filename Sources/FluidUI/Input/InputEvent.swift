import FluidMotion

/// One input event, in points and seconds: what a scene sees, whatever the platform.
///
/// Velocity never comes from a single event: recognisers feed the positions to a `VelocityTracker`.
public enum InputEvent: Hashable, Sendable {
  /// A button went down at `position`; `pressure` in 0...1 when the device reports it.
  case pointerDown(position: Vector2, time: Double, button: PointerButton, pressure: Double?)
  /// The pointer moved (with or without a button held).
  case pointerMoved(position: Vector2, time: Double, pressure: Double?)
  /// A button went up at `position`.
  case pointerUp(position: Vector2, time: Double, button: PointerButton)
  /// The live pointer interaction was cancelled (focus lost, window hidden).
  case pointerCancelled(time: Double)
  /// A wheel or trackpad scroll, in points (positive y scrolls content down).
  case wheel(delta: Vector2, position: Vector2, time: Double)
  /// A key went down (`isRepeat` for auto-repeat).
  case keyDown(Key, modifiers: KeyModifiers, isRepeat: Bool, time: Double)
  /// A key went up.
  case keyUp(Key, modifiers: KeyModifiers, time: Double)
  /// The window lost keyboard focus.
  case focusLost(time: Double)
  /// The window's size changed, in points.
  case resized(Size, time: Double)
  /// Two fingers turning on a touch device: `rotation` radians since the second finger went down
  /// (clockwise on screen positive, unbounded), about their midpoint `center`, window points.
  case twist(phase: TwistPhase, rotation: Double, center: Vector2, time: Double)
  /// Assistive technology asked something of an element (a screen reader's click, a slider's
  /// step): on the input path like a click, so it is recorded and replayed.
  case accessibility(AccessibilityRequest, time: Double)

  /// The event's time in seconds.
  public var time: Double {
    switch self {
    case .pointerDown(_, let t, _, _), .pointerMoved(_, let t, _), .pointerUp(_, let t, _),
      .pointerCancelled(let t), .wheel(_, _, let t), .keyDown(_, _, _, let t), .keyUp(_, _, let t),
      .focusLost(let t), .resized(_, let t), .twist(_, _, _, let t), .accessibility(_, let t):
      return t
    }
  }
}
