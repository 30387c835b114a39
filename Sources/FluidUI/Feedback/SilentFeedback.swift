/// A sink that plays nothing (no audio device, or feedback not wanted).
public final class SilentFeedback: FeedbackSink {
  /// Creates the sink.
  public init() {}
  /// Does nothing.
  public func impact(_ style: FeedbackStyle) {}
}
