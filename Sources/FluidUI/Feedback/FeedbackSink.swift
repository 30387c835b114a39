/// Where feedback goes: the platform plays it (an audio click on the desktop); tests record it.
public protocol FeedbackSink: AnyObject {
  /// Plays one impact of `style`.
  func impact(_ style: FeedbackStyle)
}

/// A sink that plays nothing (no audio device, or feedback not wanted).
public final class SilentFeedback: FeedbackSink {
  /// Creates the sink.
  public init() {}
  /// Does nothing.
  public func impact(_ style: FeedbackStyle) {}
}
