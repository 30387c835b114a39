/// The question a recogniser asks as it leaves the possible state (``GestureRecognizer/shouldBegin``),
/// kept in its ``GestureCore`` with a weak reference to the recogniser it is asked about.
///
/// A recogniser and its gate live on the thread that drives the frame loop, as the arena does, and
/// so does the core that holds the gate.
final class BeginGate: @unchecked Sendable {
  /// The recogniser the question is about.
  weak var owner: AnyObject?
  /// The question.
  let body: () -> Bool

  init(owner: AnyObject, body: @escaping () -> Bool) {
    self.owner = owner
    self.body = body
  }

  /// Whether the owner may begin; true once the owner is gone.
  func allows() -> Bool {
    guard owner != nil else { return true }
    return body()
  }
}
