/// Asks for impact feedback, as `UIImpactFeedbackGenerator` does.
///
/// ```swift
/// let light = ImpactFeedbackGenerator(style: .light, sink: context.feedback)
/// light.impactOccurred()
/// ```
public final class ImpactFeedbackGenerator {
  /// The style every impact has.
  public let style: FeedbackStyle
  private let sink: any FeedbackSink
  /// How many impacts this generator has asked for (a scene can show a visual cue from it).
  public private(set) var impactCount = 0

  /// Creates a generator that plays through `sink`.
  public init(style: FeedbackStyle, sink: any FeedbackSink) {
    self.style = style
    self.sink = sink
  }

  /// Plays one impact.
  public func impactOccurred() {
    impactCount += 1
    sink.impact(style)
  }
}
