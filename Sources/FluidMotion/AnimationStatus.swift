/// What an animation reports after each step.
public enum AnimationStatus: Sendable, Equatable {
  /// The animation still moves and wants more frames.
  case running
  /// The animation has landed; the ``Animator`` drops it.
  case finished
}
