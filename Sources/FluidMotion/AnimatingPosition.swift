/// Where something that animates ended, as every completion reports it (UIKit's
/// `UIViewAnimatingPosition`).
public enum AnimatingPosition: Sendable, Equatable {
  /// At the end values.
  case end
  /// At the start values.
  case start
  /// Wherever the animation was.
  case current
}
