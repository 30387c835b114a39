/// Where feedback goes: the platform plays it (an audio click on the desktop); tests record it.
public protocol FeedbackSink: AnyObject {
  /// Plays one impact of `style`.
  func impact(_ style: FeedbackStyle)
}
