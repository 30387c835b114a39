/// Something the ``GestureArena`` delivers pointer interactions to: gesture recognisers and
/// controls — FluidUI's own, and yours.
///
/// A recogniser of your own keeps a ``GestureCore``, reads ``GestureInput``s in ``handle(_:)``, moves
/// its state with ``GestureCore/move(to:)`` (UIKit's transitions: possible → ended or failed for a
/// discrete gesture; possible → began → changed… → ended or cancelled for a continuous one) and calls
/// its action when that returns true. ``sendActions()`` calls the same action: the arena uses it
/// for a recognition it held back (``GestureArena/require(_:toFail:)``). A recogniser with one
/// `action` conforms to ``ActionGestureRecognizer``, which brings `sendActions()`.
///
/// ```swift
/// final class Swipe: ActionGestureRecognizer {  // a quick flick to the right: 80 pt within 0.3 s
///   var core = GestureCore()
///   var action: ((Swipe) -> Void)?
///   private var start: (point: Vector2, time: Double)?
///
///   func handle(_ input: GestureInput) {
///     guard state == .possible else { return }
///     switch input {
///     case .down(let p, let t, _): start = (p, t)
///     case .up(let p, let t):
///       guard let s = start, p.x - s.point.x >= 80, t - s.time <= 0.3 else { return fail() }
///       if core.move(to: .ended) { sendActions() }
///     case .tick(let t): if let s = start, t - s.time > 0.3 { fail() }
///     case .cancel: fail()
///     default: break
///     }
///   }
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
  /// Calls the recogniser's action (the arena calls it for a transition it held back).
  func sendActions()
}

extension GestureRecognizer {
  /// The current state, counting a recognition held back for a required recogniser
  /// (``GestureCore/effectiveState``): what the recogniser's own logic goes on from.
  public var state: GestureState { core.effectiveState }

  /// The modifier keys held as the input being handled came (UIKit's `modifierFlags`): a Shift+click
  /// can mean something else than a click.
  public var modifierFlags: KeyModifiers { core.modifierFlags }

  /// How many clicks the press being handled continues (AppKit's `clickCount`): 1 for a press on
  /// its own, 2 for the second press of a double click, wherever the first one landed.
  ///
  /// A press action can tell a double click from a click without a second recogniser:
  ///
  /// ```swift
  /// let press = PanGestureRecognizer(beginsOnPress: true) { pan in
  ///   if pan.state == .began && pan.clickCount == 2 { zoom() }
  /// }
  /// ```
  public var clickCount: Int { core.clickCount }

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

  /// Asked as the recogniser is about to leave the possible state (UIKit's
  /// `gestureRecognizerShouldBegin(_:)`).
  ///
  /// Return false and it fails instead, begun or recognised, and the others of the interaction go
  /// on as if it had never tried. Nil (the default) lets it begin.
  ///
  /// The closure gets the recogniser, with the input that made it try already read (its location,
  /// translation and velocity), so it can decide by direction without capturing it; its state is
  /// still `.possible`, and its ``GestureCore/clickCount`` and ``GestureCore/modifierFlags`` are
  /// those of the input. A ``ScrollGestureRecognizer`` has read its first step as its
  /// ``ScrollGestureRecognizer/delta`` (its translation is still zero):
  ///
  /// ```swift
  /// let swipe = PanGestureRecognizer { _ in }
  /// swipe.shouldBegin = { pan in abs(pan.translation.x) > abs(pan.translation.y) }  // sideways only
  /// ```
  public var shouldBegin: ((Self) -> Bool)? {
    get {
      guard let gate = core.beginGate else { return nil }
      return { _ in gate.allows() }
    }
    set {
      // Unowned: the gate asks only while its weak owner, this recogniser, is alive.
      core.beginGate = newValue.map { body in BeginGate(owner: self) { [unowned self] in body(self) } }
    }
  }

  /// Forces the recogniser to fail (another one won) if it is still possible.
  ///
  /// A recognition held back for a required recogniser is dropped.
  public func fail() {
    if core.state == .possible { _ = core.move(to: .failed) }
  }
}
