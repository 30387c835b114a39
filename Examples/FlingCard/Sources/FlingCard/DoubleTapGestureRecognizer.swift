import FluidMotion
import FluidUI

/// Recognises a double click: two clicks within ``slop`` of each other, the second pressed within
/// ``interval`` of the first release, each released within ``interval`` of its press.
///
/// Written outside FluidUI on its open recogniser API: a ``GestureCore`` that spans interactions (it
/// stays possible after the first release, getting the dispatcher's ticks, and fails on its own when
/// the second click does not come), ``GestureCore/move(to:)`` for UIKit's discrete transitions
/// (possible → ended or failed), and ``sendActions()`` for a recognition the dispatcher held back.
///
/// ```swift
/// let double = DoubleTapGestureRecognizer { _ in zoom() }
/// let single = TapGestureRecognizer { _ in select() }
/// gestures.add(double, to: photo)
/// gestures.add(single, to: photo)
/// gestures.require(single, toFail: double)   // a double click is not also two single ones
/// ```
public final class DoubleTapGestureRecognizer: GestureRecognizer {
  /// The state machine; it spans interactions.
  public var core = GestureCore()
  /// The longest press, and the longest gap between the clicks, s (> 0; default 0.3).
  public var interval = 0.3
  /// How far the pointer may move from the first press, pt (≥ 0; default 6).
  public var slop = 6.0
  /// Where the second click was released, window points.
  public private(set) var location = Vector2.zero
  /// Called when the double click is recognised.
  public var action: ((DoubleTapGestureRecognizer) -> Void)?
  private var first: Vector2?
  private var clicks = 0
  private var deadline = Double.infinity

  /// Creates the recogniser.
  public init(action: ((DoubleTapGestureRecognizer) -> Void)? = nil) {
    self.action = action
    core.spansInteractions = true
  }

  /// Handles one input.
  public func handle(_ input: GestureInput) {
    guard state == .possible else { return }
    switch input {
    case .down(let p, let t, _):
      guard t <= deadline, p.distance(to: first ?? p) <= slop else { return fail() }
      first = first ?? p
      deadline = t + interval
    case .moved(let p, let t, _):
      if let first, p.distance(to: first) > slop || t > deadline { fail() }
    case .up(let p, let t):
      guard t <= deadline else { return fail() }
      clicks += 1
      deadline = t + interval
      guard clicks == 2 else { return }
      location = p
      if core.move(to: .ended) { sendActions() }
    case .tick(let t):
      if t > deadline { fail() }
    case .cancel: fail()
    case .wheel, .scroll: break
    }
  }

  /// Calls ``action``.
  public func sendActions() { action?(self) }

  /// Back to possible, waiting for a first click.
  public func reset() {
    core.returnToPossible()
    (first, clicks, deadline) = (nil, 0, .infinity)
  }
}
