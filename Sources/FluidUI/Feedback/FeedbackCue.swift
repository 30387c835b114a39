import FluidMotion

/// The visible half of feedback: a ring that flashes around a layer and fades, stronger for heavier
/// impacts, and plays the impact through the sink at the same moment.
///
/// ```swift
/// let cue = FeedbackCue(around: button, sink: context.feedback, animator: animator)
/// cue.impact(.medium)
/// ```
public final class FeedbackCue {
  /// The ring layer (a sibling drawn above the target, sharing its frame).
  public let ring = Layer()
  private let target: Layer
  private let sink: any FeedbackSink
  private let animator: Animator
  private var fade: PropertyAnimator?
  /// The ring's colour.
  public var color = Color.white

  /// Creates a cue around `target`; the ring is added to the target's parent when it flashes.
  public init(around target: Layer, sink: any FeedbackSink, animator: Animator) {
    self.target = target
    self.sink = sink
    self.animator = animator
    ring.alpha = 0
    ring.isUserInteractionEnabled = false
  }

  /// Plays `style` and flashes the ring: light 2 pt, medium 3 pt, heavy 4 pt wide, fading over 0.3 s.
  public func impact(_ style: FeedbackStyle) {
    sink.impact(style)
    if ring.superlayer == nil, let parent = target.superlayer { parent.addSublayer(ring) }
    let width: Double = style == .light ? 2 : (style == .medium ? 3 : 4)
    let grow = 4 + width
    if let fade, fade.state == .active { fade.stopAnimation(true) }
    ring.frame = target.frame.insetBy(-grow)
    ring.transform = target.transform
    ring.cornerRadius = target.cornerRadius + grow
    ring.border = (width, color)
    ring.alpha = 1
    let animation = PropertyAnimator(duration: 0.3, curve: .easeOut, animator: animator) {
      self.ring.alpha = 0
    }
    animation.startAnimation()
    fade = animation
  }
}
