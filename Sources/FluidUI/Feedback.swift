/// The strength of a feedback click, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
public enum FeedbackStyle: String, CaseIterable, Sendable {
  /// A short, high, quiet tick.
  case light
  /// A longer, lower, louder tap.
  case medium
  /// The longest, lowest and loudest knock.
  case heavy
}

/// Where feedback goes: the platform plays it (an audio click on the desktop); tests record it.
public protocol FeedbackSink: AnyObject {
  /// Plays one impact of `style`.
  func impact(_ style: FeedbackStyle)
}

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

/// A sink that plays nothing (no audio device, or feedback not wanted).
public final class SilentFeedback: FeedbackSink {
  /// Creates the sink.
  public init() {}
  /// Does nothing.
  public func impact(_ style: FeedbackStyle) {}
}
