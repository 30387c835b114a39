/// A recogniser with one action, called with the recogniser itself: ``GestureRecognizer/sendActions()``
/// comes with it.
///
/// Every recogniser FluidUI ships is one. A recogniser of your own declares its `action` and calls
/// `sendActions()` (or its action) when ``GestureCore/move(to:)`` returns true:
///
/// ```swift
/// final class DoublePress: ActionGestureRecognizer {  // the second press of a double click
///   var core = GestureCore()
///   var action: ((DoublePress) -> Void)?
///   func handle(_ input: GestureInput) {
///     if case .down = input, clickCount == 2, core.move(to: .ended) { sendActions() }
///   }
///   func reset() { core.returnToPossible() }
/// }
/// ```
public protocol ActionGestureRecognizer: GestureRecognizer {
  /// Called when the recogniser begins, changes, ends or is cancelled (a discrete one: when it ends).
  var action: ((Self) -> Void)? { get }
}

extension ActionGestureRecognizer {
  /// Calls ``action`` with the recogniser.
  public func sendActions() { action?(self) }
}
