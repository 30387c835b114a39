import FluidMotion

/// Recognises a wheel or touchpad scroll over its layer, read as a drag: it begins on the first step,
/// changes on each, and ends once the scroll pauses (``GestureSettings/scrollPause``), with the
/// scroll's velocity, as a pointer drag ends with its release velocity.
///
/// The object it drags moves against the scroll's delta, as content under a scroll does
/// (``translation``; ``WheelDrag``'s rule). It ends on the frame's tick after the pause — ask to be
/// woken at ``releaseTime`` (`Scene.nextWakeTime`) — and a press or a lost focus cancels it before the
/// press is delivered (``GestureArena``), so the object is let go before a pan can catch it.
///
/// ```swift
/// let card = Layer(frame: Rect(x: 40, y: 40, width: 200, height: 120))
/// let origin = card.frame.origin
/// let scroll = ScrollGestureRecognizer { s in
///   switch s.state {
///   case .changed: card.frame.origin = origin + s.translation
///   case .ended, .cancelled: fling(s.velocity)  // the scroll's velocity, or zero
///   default: break
///   }
/// }
/// context.gestures.add(scroll, to: root)  // anywhere in the scene
/// ```
public final class ScrollGestureRecognizer: ActionGestureRecognizer {
  /// The state machine, shared in shape by every recogniser.
  public var core = GestureCore()
  /// How far the scroll has moved the object since it began, pt.
  public private(set) var translation = Vector2.zero
  /// The latest step's delta, pt (as ``InputEvent/wheel(delta:position:time:)``: positive `y` up).
  public private(set) var delta = Vector2.zero
  /// Where the pointer was at the latest step, window points.
  public private(set) var location = Vector2.zero
  /// The velocity the object is let go with, pt/s: the scroll's as it last moved once ended, zero
  /// when cancelled.
  public private(set) var velocity = Vector2.zero
  /// When the scroll under way counts as released, s; nil when none is under way.
  public var releaseTime: Double? { drag?.releaseTime }
  /// The time of the latest step, s: what a release's velocity is measured at.
  public private(set) var stepTime = 0.0
  /// Called on began, changed, ended and cancelled.
  public var action: ((ScrollGestureRecognizer) -> Void)?
  private var drag: WheelDrag?

  /// A ``GestureRecognizer/shouldBegin`` for an object that moves up and down: the scroll's first
  /// step (its ``delta``) at least as vertical as it is horizontal, so a sideways swipe passes on.
  ///
  /// ```swift
  /// let lift = ScrollGestureRecognizer()
  /// lift.shouldBegin = ScrollGestureRecognizer.mostlyVertical  // sideways swipes pass on
  /// ```
  public static let mostlyVertical: @Sendable (ScrollGestureRecognizer) -> Bool = {
    abs($0.delta.y) >= abs($0.delta.x)
  }

  /// Creates the recogniser; it accepts scrolls (``GestureCore/acceptsScroll``) and no press
  /// (``GestureCore/acceptsPress``).
  public init(action: ((ScrollGestureRecognizer) -> Void)? = nil) {
    self.action = action
    core.acceptsScroll = true
    core.acceptsPress = false
  }

  /// Handles one input.
  public func handle(_ input: GestureInput) {
    guard core.state != .failed else { return }  // another member took this scroll
    switch input {
    case .scroll(let step, let p, let t):
      (delta, location, stepTime) = (step, p, t)
      if drag == nil {
        // A scroll that ended while waiting for another member (its end held back) begins no new one
        // until the arena resets it.
        guard core.effectiveState == .possible else { return }
        translation = .zero
        velocity = .zero
        let acts = core.move(to: .began)  // asks shouldBegin, the first step in `delta`
        guard core.state != .failed else { return }  // refused: the scroll is the others'
        drag = WheelDrag(time: t, pause: core.settings.scrollPause)
        if acts { action?(self) }
      }
      drag?.add(step, at: t)
      translation = drag?.translation ?? .zero
      if state.isActive, core.move(to: .changed) { action?(self) }
    case .tick(let t):
      guard let d = drag, t >= d.releaseTime, state.isActive else { return }
      velocity = d.releaseVelocity
      drag = nil
      if core.move(to: .ended) { action?(self) }
    case .cancel:
      drag = nil
      velocity = .zero
      guard state.isActive else { return fail() }
      if core.move(to: .cancelled) { action?(self) }
    case .down, .moved, .up, .wheel: break  // no press reaches it (acceptsPress)
    }
  }

  /// Back to possible.
  public func reset() {
    core.returnToPossible()
    drag = nil
  }
}
