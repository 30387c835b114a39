/// Something the ``GestureDispatcher`` delivers pointer interactions to: gesture recognisers and
/// controls — FluidUI's own, and yours.
///
/// A recogniser of your own keeps a ``GestureCore``, reads ``GestureInput``s in ``handle(_:)``, moves
/// its state with ``GestureCore/move(to:)`` (UIKit's transitions: possible → ended or failed for a
/// discrete gesture; possible → began → changed… → ended or cancelled for a continuous one) and calls
/// its action when that returns true. ``sendActions()`` calls the same action: the dispatcher uses it
/// for a recognition it held back (``GestureDispatcher/require(_:toFail:)``).
///
/// ```swift
/// final class LongPress: GestureRecognizer {
///   var core = GestureCore()
///   var action: ((LongPress) -> Void)?
///   private var start: (point: Vector2, time: Double)?
///
///   func handle(_ input: GestureInput) {
///     switch input {
///     case .down(let p, let t, _): start = (p, t)
///     case .moved(let p, _, _) where state == .possible:
///       if let s = start, p.distance(to: s.point) > 10 { fail() }
///     case .tick(let t) where state == .possible:
///       if let s = start, t - s.time >= 0.5, core.move(to: .began) { sendActions() }
///     case .up where state.isActive: if core.move(to: .ended) { sendActions() }
///     case .up, .cancel: if state.isActive, core.move(to: .cancelled) { sendActions() } else { fail() }
///     default: break
///     }
///   }
///   func sendActions() { action?(self) }
///   func reset() { core.returnToPossible(); start = nil }
/// }
/// ```
public protocol GestureRecognizer: AnyObject {
  /// The state, enabled flag and simultaneity flag.
  var core: GestureCore { get set }
  /// Handles one input of the interaction.
  func handle(_ input: GestureInput)
  /// Returns to `.possible` after an interaction ends.
  func reset()
  /// Calls the recogniser's action (the dispatcher calls it for a transition it held back).
  func sendActions()
}

extension GestureRecognizer {
  /// The current state, counting a recognition held back for a required recogniser
  /// (``GestureCore/effectiveState``): what the recogniser's own logic goes on from.
  public var state: GestureState { core.effectiveState }

  /// Whether the recogniser takes part in interactions.
  ///
  /// Default true.
  public var isEnabled: Bool {
    get { core.isEnabled }
    set { core.isEnabled = newValue }
  }

  /// Whether it keeps going when another recogniser of the same interaction begins.
  ///
  /// Default false: the first to begin wins and the others that are still possible fail (so a tap does
  /// not also fire after a pan began).
  public var recognizesSimultaneously: Bool {
    get { core.recognizesSimultaneously }
    set { core.recognizesSimultaneously = newValue }
  }

  /// Forces the recogniser to fail (another one won) if it is still possible.
  ///
  /// A recognition held back for a required recogniser is dropped.
  public func fail() {
    if core.state == .possible { _ = core.move(to: .failed) }
  }
}
