import FluidMotion

/// Recognises a long press (UIKit's `UILongPressGestureRecognizer`): the pointer held down, within
/// ``allowableMovement`` of where it went down, for ``minimumPressDuration``.
///
/// It is continuous: it begins when the time is up (on the frame's tick, with no input needed),
/// changes as the pointer then moves (anywhere: the movement limit holds only before it begins),
/// and ends on release. Moved too far, or released too soon, it fails — so a tap on the same layer
/// recognises instead. Both thresholds default to the arena's ``GestureSettings``
/// (``GestureSettings/longPressDuration``, ``GestureSettings/clickSlop``).
///
/// ```swift
/// let hold = LongPressGestureRecognizer { press in
///   if press.state == .began { showMenu(at: press.location) }
/// }
/// context.gestures.add(hold, to: row)
/// ```
public final class LongPressGestureRecognizer: ActionGestureRecognizer {
  /// The state machine, shared in shape by every recogniser.
  public var core = GestureCore()
  /// How long the press must last, s (> 0); nil (the default): the settings'
  /// ``GestureSettings/longPressDuration``.
  public var minimumPressDuration: Double?
  /// How far the pointer may move before the press is long enough, pt (≥ 0); nil (the default):
  /// the settings' ``GestureSettings/clickSlop``.
  public var allowableMovement: Double?
  /// Where the pointer is, window points.
  public private(set) var location = Vector2.zero
  /// Where the press went down, window points.
  public private(set) var startLocation = Vector2.zero
  /// Called on began, changed, ended and cancelled.
  public var action: ((LongPressGestureRecognizer) -> Void)?
  private var pressTime: Double?

  /// Creates the recogniser.
  public init(action: ((LongPressGestureRecognizer) -> Void)? = nil) { self.action = action }

  private var duration: Double { minimumPressDuration ?? core.settings.longPressDuration }
  private var movement: Double { allowableMovement ?? core.settings.clickSlop }

  /// Handles one input.
  public func handle(_ input: GestureInput) {
    switch input {
    case .down(let p, let t, _) where state == .possible:
      (location, startLocation, pressTime) = (p, p, t)
    case .moved(let p, let t, _):
      location = p
      if state == .possible {
        if p.distance(to: startLocation) > movement { return fail() }
        beginIfDue(at: t)
      } else if state.isActive, core.move(to: .changed) {
        action?(self)
      }
    case .tick(let t) where state == .possible: beginIfDue(at: t)
    case .up(let p, _):
      location = p
      guard state.isActive else { return fail() }
      if core.move(to: .ended) { action?(self) }
    case .cancel:
      guard state.isActive else { return fail() }
      if core.move(to: .cancelled) { action?(self) }
    default: break
    }
  }

  private func beginIfDue(at time: Double) {
    guard let pressTime, time - pressTime >= duration else { return }
    if core.move(to: .began) { action?(self) }
  }

  /// Back to possible.
  public func reset() {
    core.returnToPossible()
    pressTime = nil
  }
}
