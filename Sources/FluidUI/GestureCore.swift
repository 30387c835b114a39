/// The state every recogniser keeps: its ``GestureState`` (moved only along UIKit's transitions),
/// whether it is enabled and whether it recognises simultaneously.
public struct GestureCore: Sendable {
  /// The current state.
  public internal(set) var state = GestureState.possible
  /// Whether the recogniser takes part in interactions.
  public var isEnabled = true
  /// Whether it keeps going when another recogniser of the same interaction begins.
  public var recognizesSimultaneously = false

  /// Creates a core in the possible state.
  public init() {}

  /// Drops the interaction: an active gesture is cancelled first, then the state is possible again.
  mutating func returnToPossible() {
    if state.isActive { state = .cancelled }
    state = .possible
  }

  /// Moves to `next`; returns whether the action should be called.
  /// - Precondition: the transition is one UIKit allows.
  mutating func move(to next: GestureState) -> Bool {
    precondition(state.canMove(to: next), "GestureRecognizer: illegal transition \(state) → \(next)")
    state = next
    return next != .possible
  }
}
