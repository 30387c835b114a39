import FluidMotion

/// The one rule for a press on something that can be caught mid-flight: it catches on the press
/// frame, and its release is a click, a hold or a drag.
///
/// Every object Fluid's scenes let you catch (the pane, the drawer, the PiP window, the rotating
/// square, the spring's square) follows it, and so can yours:
///
/// - The press stops the object where it is, on the press frame, and remembers the velocity it had.
/// - Released within the slop of where it began (``GestureSettings/clickSlop``) and sooner than the
///   long-press time (``GestureSettings/longPressDuration``), it is a ``Outcome/click``. A click on
///   a moving object **reverses** it, keeping the
///   velocity it had when caught (the objc.io pane's rule: mid-flight reversal is continuous); on a
///   resting object it is the object's plain click (a toggle, or nothing).
/// - Held still past the long-press time, it is a ``Outcome/hold``: the object is let go from
///   rest and lands where projection from rest sends it (the nearest state).
/// - Moved past the slop, it is a ``Outcome/drag``: the release velocity's projected landing decides.
///
/// ```swift
/// var press = CatchPress(at: pan.location, time: pan.time, velocity: spring.velocity, settings: pan.core.settings)
/// press.move(to: pan.location)                    // on every change
/// switch press.outcome(releasedAt: pan.time) {   // on release
/// case .click: reverse(velocity: press.velocity)
/// case .hold: settle(velocity: 0)
/// case .drag: settle(velocity: pan.velocity)
/// }
/// ```
public struct CatchPress: Sendable {
  /// What a released press was.
  public enum Outcome: Sendable, Equatable {
    /// Released near where it began, soon: reverse a moving object, click a resting one.
    case click
    /// Held still past the long-press time: let go from rest.
    case hold
    /// Moved past the slop: the release velocity decides.
    case drag
  }

  /// Where the press began, window points.
  public let start: Vector2
  /// When it began, s.
  public let time: Double
  /// The caught object's velocity at the press, in its own units per second (zero at rest).
  public let velocity: Vector2
  /// Whether the object was moving when caught.
  public let caughtMoving: Bool
  /// The thresholds it judges by: ``GestureSettings/clickSlop`` and
  /// ``GestureSettings/longPressDuration``.
  public let settings: GestureSettings
  /// The farthest the pointer has been from ``start``, pt.
  public private(set) var farthest = 0.0

  /// Starts a press at `start` at `time` (s) on an object moving at `velocity` (its units per
  /// second), moving at all if `moving` (by default, when the velocity is not zero), judged by
  /// `settings`.
  public init(
    at start: Vector2, time: Double, velocity: Vector2 = .zero, moving: Bool? = nil,
    settings: GestureSettings = .standard
  ) {
    self.start = start
    self.settings = settings
    self.time = time
    self.velocity = velocity
    caughtMoving = moving ?? (velocity != .zero)
  }

  /// Notes the pointer at `p`.
  public mutating func move(to p: Vector2) {
    farthest = max(farthest, p.distance(to: start))
  }

  /// Whether the pointer has moved past the slop.
  public var hasMoved: Bool { farthest > settings.clickSlop }

  /// What the press is when released at `time` (s).
  public func outcome(releasedAt time: Double) -> Outcome {
    if hasMoved { return .drag }
    return time - self.time < settings.longPressDuration ? .click : .hold
  }
}
