import FluidMotion

/// A mouse button.
public enum PointerButton: Int, Sendable, Hashable {
  /// The primary (left) button, or a touch.
  case primary = 1
  /// The middle button.
  case middle = 2
  /// The secondary (right) button.
  case secondary = 3
}

/// A key the app and its scenes respond to; others arrive as ``other(_:)``.
public enum Key: Hashable, Sendable {
  /// A character key, lower-cased (letters, digits, punctuation).
  case character(Character)
  /// Escape.
  case escape
  /// Return or keypad Enter.
  case enter
  /// The space bar.
  case space
  /// Tab.
  case tab
  /// An arrow key.
  case up, down, left, right
  /// A numeric-keypad key: a digit, `+`, `-`, `*`, `/` or `.` (keypad Enter is ``enter``).
  case keypad(Character)
  /// Backspace.
  case backspace
  /// Home, End, Page Up and Page Down: to the start, to the end, a screen back and a screen on.
  case home, end, pageUp, pageDown
  /// A function key, F1...F12.
  case function(Int)
  /// Any other key, by its platform code.
  case other(Int)
}

/// Modifier keys held during a key event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates modifiers from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Control.
  public static let control = KeyModifiers(rawValue: 2)
  /// Alt / Option.
  public static let alt = KeyModifiers(rawValue: 4)
}

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

  /// The event's time in seconds.
  public var time: Double {
    switch self {
    case .pointerDown(_, let t, _, _), .pointerMoved(_, let t, _), .pointerUp(_, let t, _),
      .pointerCancelled(let t), .wheel(_, _, let t), .keyDown(_, _, _, let t), .keyUp(_, _, let t),
      .focusLost(let t), .resized(_, let t), .twist(_, _, _, let t):
      return t
    }
  }
}

/// Where a two-finger ``InputEvent/twist(phase:rotation:center:time:)`` is.
public enum TwistPhase: String, Sendable, Hashable {
  /// The second finger went down.
  case began
  /// A finger moved.
  case changed
  /// A finger lifted (or the touch was lost).
  case ended
}
