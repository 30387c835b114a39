import FluidMotion

/// Recognises a click: press and release within ``slop`` points and ``maximumDuration`` seconds
/// (UIKit's `UITapGestureRecognizer`, one tap).
///
/// ```swift
/// let tap = TapGestureRecognizer { _ in toggle() }
/// dispatcher.add(tap, to: drawer)
/// ```
public final class TapGestureRecognizer: GestureRecognizer {
  /// The state machine, shared in shape by every recogniser.
  public var core = GestureCore()
  /// How far the pointer may move, points (default 4: mice are precise).
  public var slop = 4.0
  /// The longest press that still counts, seconds (default 0.6).
  public var maximumDuration = 0.6
  /// Where the click happened, window points.
  public private(set) var location = Vector2.zero
  /// Called when the tap is recognised.
  public var action: ((TapGestureRecognizer) -> Void)?
  private var start: (point: Vector2, time: Double)?

  /// Creates the recogniser.
  public init(action: ((TapGestureRecognizer) -> Void)? = nil) { self.action = action }

  /// Handles one input.
  public func handle(_ input: GestureInput) {
    guard state == .possible else { return }
    switch input {
    case .down(let p, let t, _):
      start = (p, t)
      location = p
    case .moved(let p, let t, _):
      if let s = start, p.distance(to: s.point) > slop || t - s.time > maximumDuration { fail() }
    case .up(let p, let t):
      guard let s = start else { return }
      location = p
      if p.distance(to: s.point) <= slop && t - s.time <= maximumDuration {
        if core.move(to: .ended) { action?(self) }
      } else {
        fail()
      }
    case .tick(let t):
      if let s = start, t - s.time > maximumDuration { fail() }
    case .cancel: fail()
    case .wheel, .scroll: break
    }
  }

  /// Calls ``action``.
  public func sendActions() { action?(self) }

  /// Back to possible.
  public func reset() {
    core.returnToPossible()
    start = nil
  }
}
