/// The state machine and action shared by the recognisers: validates every transition against
/// UIKit's rules and calls the action on each change.
struct GestureCore {
  private(set) var state = GestureState.possible
  var isEnabled = true
  var recognizesSimultaneously = false

  /// Moves to `next`; returns whether the action should be called.
  /// - Precondition: the transition is one UIKit allows.
  mutating func move(to next: GestureState) -> Bool {
    precondition(state.canMove(to: next), "GestureRecognizer: illegal transition \(state) → \(next)")
    state = next
    return next != .possible
  }
}
