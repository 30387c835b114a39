import FluidMotion

/// Recognises a drag (UIKit's `UIPanGestureRecognizer`): it begins once the pointer has moved ``slop``
/// points — or on the press itself with ``beginsOnPress`` (an "instant pan" that catches a moving
/// object the moment it is touched) — then reports translation and velocity until release.
///
/// ```swift
/// let pan = PanGestureRecognizer(beginsOnPress: true) { pan in
///   if pan.state == .ended { fling(pan.velocity) }
/// }
/// ```
public final class PanGestureRecognizer: ActionGestureRecognizer {
  /// The state machine, shared in shape by every recogniser.
  public var core = GestureCore()
  /// Whether it begins on the press instead of after ``slop``.
  public var beginsOnPress: Bool
  /// Movement before an ordinary pan begins, points (≥ 0); nil (the default): the settings'
  /// ``GestureSettings/clickSlop``.
  public var slop: Double?
  /// The way it may begin (Flutter's horizontal and vertical drag recognisers).
  ///
  /// Past the slop, a move mostly across it fails the pan and leaves the press to the others (a
  /// list's scroll beside a row's sideways swipe). Default ``PanDirection/any``; a pan that ``beginsOnPress`` ignores it.
  public var direction = PanDirection.any
  /// Where the pointer is, window points.
  public private(set) var location = Vector2.zero
  /// The pointer's offset from where it went down, points.
  ///
  /// It includes the slop, so a dragged object that adds it to its start position stays under the pointer.
  public private(set) var translation = Vector2.zero
  /// The release velocity (pt/s) once ended; the tracked velocity while changing; zero when the pointer
  /// rested before release.
  public private(set) var velocity = Vector2.zero
  /// The time of the latest pointer event, seconds.
  public private(set) var time = 0.0
  /// Called on began, changed, ended and cancelled.
  public var action: ((PanGestureRecognizer) -> Void)?
  private var start = Vector2.zero
  private var tracker = VelocityTracker<Vector2>()

  /// Creates the recogniser.
  public init(beginsOnPress: Bool = false, action: ((PanGestureRecognizer) -> Void)? = nil) {
    self.beginsOnPress = beginsOnPress
    self.action = action
  }

  /// Sets the translation's origin so that the current translation reads `value`.
  public func setTranslation(_ value: Vector2) {
    start = location - value
    translation = value
  }

  /// Handles one input.
  public func handle(_ input: GestureInput) {
    guard !state.isFinished else { return }
    switch input {
    case .down(let p, let t, _):
      time = t
      start = p
      location = p
      tracker.reset()
      tracker.add(p, at: t)
      if beginsOnPress { move(.began) }
    case .moved(let p, let t, _):
      time = t
      location = p
      translation = p - start
      tracker.add(p, at: t)
      velocity = tracker.velocity(at: t)
      if state == .possible, translation.magnitude > (slop ?? core.settings.clickSlop) {
        direction.allows(translation) ? move(.began) : fail()
      } else if state.isActive {
        move(.changed)
      }
    case .up(let p, let t):
      time = t
      location = p
      translation = p - start
      tracker.add(p, at: t)
      velocity = tracker.velocity(at: t)
      if state.isActive { move(.ended) } else { fail() }
    case .cancel:
      velocity = .zero
      if state.isActive { move(.cancelled) } else { fail() }
    case .tick, .wheel, .scroll: break
    }
  }

  private func move(_ next: GestureState) {
    if core.move(to: next) { action?(self) }
  }

  /// Back to possible.
  public func reset() {
    core.returnToPossible()
    translation = .zero
    velocity = .zero
  }
}
