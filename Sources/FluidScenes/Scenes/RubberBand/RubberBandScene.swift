import FluidMotion
import FluidUI

/// Scene 4: rubber banding (WWDC18 "Designing Fluid Interfaces"; seed-reference §6).
///
/// Dragging the square moves it less and less the farther it goes: the offset is the rubber band of the
/// pointer's travel. Release springs it back (ζ 0.6, response 0.3 s) carrying the release velocity
/// through the curve's derivative, so the hand-off is continuous. Pressing it mid-return catches it
/// where it is on screen: the curve is inverted to find the pointer travel that shows that offset, so
/// the first move does not jump (the seed demo jumped to 0). The wheel overscrolls it too, springing
/// back once the wheel stops. `R` switches between Gitter's power curve and UIScrollView's bounded one.
package final class RubberBandScene: FluidScene {
  /// The window title's scene name.
  package let title = "Rubberbanding"
  /// The root layer.
  package let root = Layer()
  /// The 160 pt gradient square.
  package let square = GradientSquare.make(
    size: Size(width: 160, height: 160), top: 0xFF5B50, bottom: 0xFFC950, radius: 32)
  private let label = Layer()
  private var size = Size(width: 1280, height: 800)
  /// The services the scene runs on.
  package let context: SceneContext
  private lazy var spring = SpringSlot<Double>(animator: context.animator) { [weak self] in
    self?.setOffset($0)
  }
  /// The curve in use.
  package private(set) var band = RubberBand.power()
  /// The pointer travel (pt) that the current offset shows.
  package private(set) var rawOffset = 0.0
  private var grabRaw = 0.0
  /// A wheel or touchpad overscroll, anywhere in the scene (its pause is the release).
  private let scroll = ScrollGestureRecognizer()
  /// A pull the arrow keys make.
  private var keyDrag: KeyDrag?
  /// The square's pan: the pointer's, and the arrow keys' (``KeyDrag``).
  private let squarePan = PanGestureRecognizer(beginsOnPress: true)
  /// The spring back: ζ 0.6, response 0.3 s.
  package static let returnSpring = Spring(response: 0.3, dampingRatio: 0.6)

  /// Creates the scene.
  package init(context: SceneContext = SceneContext()) {
    self.context = context
    label.textStyle = TextStyle(size: 14, color: Color(white: 0.6), alignment: .center)
    label.isUserInteractionEnabled = false
    root.addSublayer(label)
    root.addSublayer(square)
    square.cursor = .move
    squarePan.action = { [weak self] in self?.pan($0) }
    gestures.add(squarePan, to: square)
    scroll.action = { [weak self] in self?.scrolled($0) }
    scroll.shouldBegin = ScrollGestureRecognizer.mostlyVertical  // a sideways swipe goes back
    gestures.add(scroll, to: root)
    updateLabel()
  }

  /// The displayed vertical offset, pt.
  package var offset: Double { square.transform.translation.y }
  /// The displayed velocity, pt/s.
  package var velocity: Double { spring.velocity }
  /// Whether the pointer holds the square.
  ///
  /// A wheel overscroll is not holding it: the loop sleeps until the wheel counts as stopped
  /// (``nextWakeTime``) and springs it back at that instant.
  package var isInteracting: Bool {
    (gestures.isInteracting && scroll.releaseTime == nil) || keyDrag != nil
  }

  /// Centres the square.
  package func layout(size: Size) {
    self.size = size
    root.frame = Rect(origin: .zero, size: size)
    label.frame = Rect(x: 0, y: size.height - 60, width: size.width, height: 24)
    // Centred, between the bar and the hint (smaller where they leave less than its 160 pt).
    let (top, bottom) = (SceneLayout.barHeight + 8, label.frame.minY - 8)
    let side = 160 * SceneLayout.squeeze(160, into: bottom - top)
    let y = min(max(size.height / 2, top + side / 2), bottom - side / 2)  // its centre
    square.transform.scale = Vector2(x: side / 160, y: side / 160)
    square.frame.origin = Vector2(x: (size.width - 160) / 2, y: y - 80)
    updateLabel()
    if case .bounded(let c, _) = band.form { band = .bounded(coefficient: c, dimension: size.height / 2) }
  }

  private func updateLabel() {
    let name = {
      if case .power(let p) = self.band.form { return "power |x|^\(p)" } else { return "bounded, c = 0.55" }
    }()
    label.text = label.textStyle.fitting(
      "Pull the square up or down · wheel to overscroll · R: curve (\(name))", width: size.width - 24)
  }

  private func setOffset(_ y: Double) { square.transform.translation = Vector2(x: 0, y: y) }

  private func pan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      stopSpring()
      grabRaw = band.overshoot(forOffset: offset)  // catch where it is on screen
      rawOffset = grabRaw
    case .changed:
      rawOffset = grabRaw + pan.translation.y
      setOffset(band.offset(forOvershoot: rawOffset))
    case .ended, .cancelled:
      rawOffset = grabRaw + pan.translation.y
      setOffset(band.offset(forOvershoot: rawOffset))
      let slope = band.derivative(atOvershoot: max(abs(rawOffset), 1))
      springBack(velocity: pan.state == .ended ? slope * pan.velocity.y : 0)
    default: break
    }
  }

  private func stopSpring() { spring.stop() }

  private func springBack(velocity: Double) {
    spring.start(spring: Self.returnSpring, from: offset, velocity: velocity, to: 0, tolerance: 0.25) {
      [weak self] in self?.rawOffset = 0
    }
  }

  /// Handles input: drags through the recogniser, the wheel, `R`.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool {
    KeyDrag.finish(&keyDrag, with: event)
  }

  /// ↑ ↓ held pull the square as a pointer would (their release lets it go), not while a hand
  /// holds it; R switches the curve.
  package var keyCommands: [KeyCommand] {
    [Key.up, .down].map { key in
      KeyCommand(key, title: "Held: pull it up, down", when: { [unowned self] in !isInteracting }) {
        [unowned self] t in
        keyDrag = KeyDrag.begin(
          key, on: square, offset: offset, time: t, speed: 600, reach: 600, pan: squarePan)
      }
    } + [
      KeyCommand(.character("r"), title: "Power curve ↔ bounded (UIScrollView)") { [unowned self] in
        switchCurve()
      }
    ]
  }

  /// `R`: the power curve and the bounded one (UIScrollView's) in turn.
  private func switchCurve() {
    band = band.form == RubberBand.power().form ? .bounded(dimension: size.height / 2) : .power()
    rawOffset = band.overshoot(forOffset: offset)
    updateLabel()
  }

  /// Moves a key pull and the recognisers on (a stopped wheel springs the square back).
  package func update(at time: Double) {
    keyDrag?.move(at: time)
  }

  /// The wheel counts as stopped a scroll pause after its last notch: the spring back is due then.
  package var nextWakeTime: Double? { scroll.releaseTime }

  /// The wheel overscrolls the square from where it is; when it stops (or a press comes), the square
  /// springs back from rest.
  private func scrolled(_ s: ScrollGestureRecognizer) {
    switch s.state {
    case .began:
      stopSpring()
      rawOffset = band.overshoot(forOffset: offset)
    case .changed:
      rawOffset -= s.delta.y
      setOffset(band.offset(forOvershoot: rawOffset))
    default: springBack(velocity: 0)
    }
  }

  /// Drag or wheel; R switches the curve.
  package var helpLines: [String] {
    [
      "Drag the square up or down: it follows less the farther it goes; release: it springs back (ζ 0.6, response 0.3 s) with the release velocity",
      "Press it while it returns: it stops where it is, no jump; the wheel overscrolls it, and it springs back when the wheel stops",
    ]
  }

  /// Velocity, rest point, pointer travel versus displayed offset.
  package var physics: [PhysicsMarker] {
    let c = square.frameInWindow.center
    return [
      .velocity(at: Vector2(x: c.x + 100, y: c.y + offset), Vector2(x: 0, y: velocity)),
      .point(Vector2(x: c.x - 100, y: c.y), label: "rest"),
      .note("pointer travel \(String(whole: rawOffset)) pt → offset \(String(whole: offset)) pt"),
      .note("slope \(String(band.derivative(atOvershoot: max(abs(rawOffset), 1))).prefix(5))"),
    ]
  }

  /// Offset, velocity, pointer travel, curve, flags.
  package var state: [String: Double] {
    [
      "offset": offset, "velocity": velocity, "raw": rawOffset,
      "bounded": band.form == RubberBand.power().form ? 0 : 1, "dragging": isInteracting ? 1 : 0,
      "animating": spring.isRunning ? 1 : 0,
    ]
  }
}
