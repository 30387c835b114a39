/// The strength of a feedback click, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
public enum FeedbackStyle: String, CaseIterable, Sendable {
  /// A short, high, quiet tick.
  case light
  /// A longer, lower, louder tap.
  case medium
  /// The longest, lowest and loudest knock.
  case heavy
}
