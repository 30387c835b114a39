import FluidMotion
import FluidUI

/// Scene 8: rotation (WWDC18; seed-reference §10).
///
/// Dragging around the square's centre turns it (a mouse stand-in for the two-finger twist); the angle
/// is unwrapped, so one gesture can turn it any number of times. Release projects the angle with the
/// fast deceleration (0.99 per ms) and springs (ζ 0.8, response 0.4 s) to the nearest multiple of 90°,
/// carrying the angular velocity. Pressing it mid-spin catches it where it is on the press frame; a
/// click sends it back to the quarter it left, keeping its spin (``CatchPress``). The wheel or `Q`/`E`
/// turn it by 90°. With two fingers on a touch device it turns as the seed's twist does
/// (``InputEvent/twist(phase:rotation:center:time:)``), released the same way.
package final class RotationScene: FluidScene {
  /// The window title's scene name.
  package let title = "Rotation"
  /// The root layer.
  package let root = Layer()
  /// The 300 pt gradient square.
  package let square = GradientSquare.make(
    size: Size(width: 300, height: 300), top: 0xFF28A5, bottom: 0x7934CF, radius: 60)
  private let hint = Layer()
  private let rotate: RotationGestureRecognizer
  /// The services the scene runs on.
  package let context: SceneContext
  lazy var spring = SpringSlot<Double>(animator: context.animator) { [weak self] in self?.setAngle($0)
  }
  private var baseAngle = 0.0
  private var press: CatchPress?
  /// The quarter turn it left for ``targetAngle``: where a click on it mid-spin sends it back.
  private var originAngle = 0.0
  /// A live two-finger twist: the angle when it began and its rotation samples.
  var twist: (base: Double, tracker: VelocityTracker<Double>)?
  private var wheelTravel = 0.0
  /// The wheel anywhere in the scene: a quarter turn every 40 pt (a notch).
  private let wheel = ScrollGestureRecognizer()
  /// The angle it rests at or is heading to, radians (a multiple of π/2).
  package private(set) var targetAngle = 0.0
  /// How many quarter turns the target may run ahead of the quarter nearest the square: one being
  /// made and one pending.
  static let maxQuartersAhead = 2.0
  /// The spring to a quarter turn: ζ 0.8, response 0.4 s.
  package static let snapSpring = Spring(response: 0.4, dampingRatio: 0.8)

  /// Creates the scene at 0°.
  package init(context: SceneContext = SceneContext()) {
    self.context = context
    hint.textStyle = TextStyle(size: 14, color: Color(white: 0.6), alignment: .center)
    hint.isUserInteractionEnabled = false
    root.addSublayer(hint)
    root.addSublayer(square)
    square.cursor = .move
    rotate = RotationGestureRecognizer(beginsOnPress: true)
    square.isAccessibilityElement = true
    square.accessibilityLabel = "Square"
    square.accessibilityTraits = [.updatesFrequently]
    square.accessibilityValueBlock = { [weak self] in
      guard let self else { return nil }
      let degrees = Int((angle * 180 / .pi).rounded())
      return "\(((degrees % 360) + 360) % 360) degrees"
    }
    rotate.action = { [weak self] in self?.turn($0) }
    gestures.add(rotate, to: square)
    wheel.action = { [weak self] in self?.wheeled($0) }
    wheel.shouldBegin = ScrollGestureRecognizer.mostlyVertical  // a sideways swipe goes back
    gestures.add(wheel, to: root)
  }

  /// The displayed angle, radians (clockwise; unbounded).
  package var angle: Double { square.transform.rotation }
  /// The angular velocity, rad/s.
  package var angularVelocity: Double { spring.velocity }
  /// Whether the pointer is turning it.
  package var isInteracting: Bool {
    (gestures.isInteracting && wheel.releaseTime == nil) || twist != nil
  }

  /// Centres the square between the title bar and the hint, scaled down in a small window so that
  /// even turned 45° (its diagonal, 300√2 pt) it never covers the hint.
  package func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    let top = SceneLayout.barHeight + 4
    let bottom = size.height - 64
    let diagonal = 300 * 2.0.squareRoot()
    let scale = max(0.1, min(1, (bottom - top) / diagonal, (size.width - 16) / diagonal))
    let half = diagonal * scale / 2
    let centerY = max(top + half, min(size.height / 2 + 16, bottom - half))
    square.frame.origin = Vector2(x: (size.width - 300) / 2, y: centerY - 150)
    square.transform.scale = Vector2(x: scale, y: scale)
    rotate.center = square.frame.center
    hint.frame = Rect(x: 0, y: size.height - 60, width: size.width, height: 24)
    hint.text = hint.textStyle.fitting(
      "Drag around the square to turn it · wheel or Q / E: quarter turns", width: size.width - 24)
  }

  func setAngle(_ a: Double) { square.transform.rotation = a }

  private func turn(_ r: RotationGestureRecognizer) {
    switch r.state {
    case .began:
      press = CatchPress(
        at: r.location, time: r.time, velocity: Vector2(x: angularVelocity, y: 0), moving: spring.isRunning,
        settings: context.gestureSettings)
      spring.stop()  // caught where it is, on the press frame
      baseAngle = angle
    case .changed:
      press?.move(to: r.location)
      setAngle(baseAngle + r.rotation)
    case .ended, .cancelled:
      press?.move(to: r.location)
      setAngle(baseAngle + r.rotation)
      let outcome = r.state == .ended ? press?.outcome(releasedAt: r.time) ?? .hold : .hold
      if outcome == .click, let press, press.caughtMoving {  // back to the quarter it left
        snap(to: originAngle, velocity: press.velocity.x)
        return
      }
      release(angularVelocity: outcome == .drag ? r.angularVelocity : 0)
    default: break
    }
  }

  /// Sends it to the quarter turn its release spin (rad/s) projects to, carrying that spin.
  func release(angularVelocity omega: Double) {
    let projected = angle + Decay.fast.projectedDistance(initialVelocity: omega)
    snap(to: (projected / (Double.pi / 2)).rounded() * Double.pi / 2, velocity: omega)
  }

  /// Turns a quarter more in the direction `step` (±1), keeping the spin.
  ///
  /// Turns coalesce: the
  /// target stays within ``maxQuartersAhead`` quarter turns of the quarter nearest the square, so
  /// a burst of wheel notches queues one more turn, not fifty.
  private func quarterTurn(_ step: Double) {
    let quarter = Double.pi / 2
    let nearest = (angle / quarter).rounded() * quarter
    let limit = nearest + step * Self.maxQuartersAhead * quarter
    let next = targetAngle + step * quarter
    snap(
      to: step > 0 ? min(next, max(limit, targetAngle)) : max(next, min(limit, targetAngle)),
      velocity: angularVelocity)
  }

  private func snap(to target: Double, velocity: Double) {
    if target != targetAngle { originAngle = targetAngle }
    targetAngle = target
    spring.go(to: target, spring: Self.snapSpring, from: angle, velocity: velocity, tolerance: 0.0005)
  }

  /// Drags through the recogniser; wheel and Q/E turn by quarter turns.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .twist(let phase, let rotation, _, let t): twisted(phase, rotation, t)
    default:
      return false
    }
    return true
  }

  /// Q and E turn a quarter back and on (held, they repeat), not while a hand turns it.
  package var keyCommands: [KeyCommand] {
    [(Key.character("q"), -1.0), (.character("e"), 1.0)].map { key, step in
      KeyCommand(
        key, title: "A quarter turn back, on", repeats: true, when: { [unowned self] in !isInteracting }
      ) { [unowned self] in quarterTurn(step) }
    }
  }

  /// When a wheel that has paused counts as stopped (its recogniser lets go then).
  package var nextWakeTime: Double? { wheel.releaseTime }

  /// A wheel step turns the square a quarter for every 40 pt scrolled (a notch).
  private func wheeled(_ s: ScrollGestureRecognizer) {
    guard s.state == .changed, twist == nil else { return }
    wheelTravel += s.delta.y
    while abs(wheelTravel) >= 40 {
      let step = wheelTravel > 0 ? -1.0 : 1.0
      wheelTravel += step * 40
      quarterTurn(step)
    }
  }

  /// Turning, flicking and quarter turns.
  package var helpLines: [String] {
    [
      "Drag around the square's centre to turn it, as far as you like; release: it settles on the nearest quarter turn its spin would carry it to",
      "Press it while it spins: it stops where it is; a click sends it back to the quarter it left",
      "The wheel turns it a quarter; on a touchscreen, twist it with two fingers",
    ]
  }

  /// Angles and angular velocity.
  package var physics: [PhysicsMarker] {
    func degrees(_ a: Double) -> String { "\(String(whole: a * 180 / Double.pi))°" }
    return [
      .note("angle \(degrees(angle)) · target \(degrees(targetAngle))"),
      .note(
        "ω \(String(format2: angularVelocity)) rad/s · projected \(degrees(angle + Decay.fast.projectedDistance(initialVelocity: angularVelocity)))"
      ),
    ]
  }

  /// Angle, angular velocity, target, flags.
  package var state: [String: Double] {
    [
      "angle": angle, "angularVelocity": angularVelocity, "target": targetAngle,
      "animating": spring.isRunning ? 1 : 0, "dragging": isInteracting ? 1 : 0,
    ]
  }
}
