import FluidMotion

/// Recognises a press and reports its force, 0...1 (a desktop stand-in for 3D Touch's force).
///
/// The force comes from real pressure when the device reports it (a pen or touch screen through SDL);
/// otherwise from holding: it ramps linearly to 1 over ``rampDuration`` (0.5 after 0.35 s by default).
/// The wheel while pressed adds or removes force, ``forcePerWheelPoint`` per point of scroll. Keyboard
/// presses (Space held) are delivered by the scene as a `.down` / `.up` pair at the control's centre.
/// It begins on the press, changes as the force or the location changes and ends on release.
public final class PressGestureRecognizer: ActionGestureRecognizer {
  /// The state machine, shared in shape by every recogniser.
  public var core = GestureCore()
  /// Seconds of holding to reach full force without pressure or wheel, > 0 (default 0.7).
  public var rampDuration = 0.7
  /// Force added per point of wheel scroll up while pressed (default 0.0025: 0.1 per notch of 40 pt).
  public var forcePerWheelPoint = 0.0025
  /// The force now, 0...1.
  public private(set) var force = 0.0
  /// Whether this press reported real pressure.
  public private(set) var hasPressure = false
  /// Where the pointer is, window points.
  public private(set) var location = Vector2.zero
  /// Called on began, changed, ended and cancelled.
  public var action: ((PressGestureRecognizer) -> Void)?
  private var pressTime = 0.0
  private var wheelForce = 0.0

  /// Creates the recogniser.
  public init(action: ((PressGestureRecognizer) -> Void)? = nil) { self.action = action }

  /// Handles one input.
  public func handle(_ input: GestureInput) {
    guard !state.isFinished else { return }
    switch input {
    case .down(let p, let t, let pressure):
      location = p
      pressTime = t
      wheelForce = 0
      hasPressure = pressure != nil
      force = min(max(pressure ?? 0, 0), 1)
      move(.began)
    case .moved(let p, let t, let pressure):
      let moved = p != location
      location = p
      // A move is a change even at a saturated force: a drag off must be seen at any force.
      if !update(time: t, pressure: pressure) && moved && state.isActive { move(.changed) }
    case .wheel(let delta, let t):
      wheelForce += delta.y * forcePerWheelPoint
      update(time: t, pressure: nil)
    case .tick(let t): update(time: t, pressure: nil)
    case .scroll: break
    case .up(let p, _):
      location = p
      if state.isActive { move(.ended) } else { fail() }
    case .cancel:
      if state.isActive { move(.cancelled) } else { fail() }
    }
  }

  /// Reads the force at `time`; returns whether it changed (and `.changed` was sent).
  @discardableResult
  private func update(time: Double, pressure: Double?) -> Bool {
    guard state.isActive else { return false }
    if pressure != nil { hasPressure = true }
    let next: Double
    if hasPressure, let pressure {
      next = pressure
    } else if hasPressure {
      next = force
    } else {
      next = max(0, time - pressTime) / rampDuration + wheelForce
    }
    let clamped = min(max(next, 0), 1)
    guard clamped != force else { return false }
    force = clamped
    move(.changed)
    return true
  }

  private func move(_ next: GestureState) {
    if core.move(to: next) { action?(self) }
  }

  /// Back to possible.
  public func reset() {
    core.returnToPossible()
    force = 0
    hasPressure = false
  }
}
