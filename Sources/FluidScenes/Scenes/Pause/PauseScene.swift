import FluidMotion
import FluidUI

/// Scene 5: acceleration pausing (WWDC18; seed-reference §7).
///
/// Drag the square up: it follows freely for 360 pt, then resists (and resists at once downwards).
/// When the drag decelerates to a stop, the time-windowed ``PauseDetector`` shows "PAUSED" with a light
/// click — the moment an interface could reveal more; moving on un-pauses. Release springs it back (ζ
/// 0.8, response 0.3 s) with the label fading in the same animation. Pressing it mid-return catches it.
package final class PauseScene: FluidScene {
  /// The window title's scene name.
  package let title = "Acceleration pausing"
  /// The root layer.
  package let root = Layer()
  /// The 160 pt gradient square.
  package let square = GradientSquare.make(
    size: Size(width: 160, height: 160), top: 0x64FF8F, bottom: 0x51FFEA, radius: 32)
  /// The "PAUSED" label.
  package let label = Layer()
  private let hint = Layer()
  /// The square's side as shown, pt: 160, less in the shortest windows.
  private var side = 160.0
  private var detector = PauseDetector()
  private let feedback: any FeedbackSink
  /// The services the scene runs on.
  package let context: SceneContext
  private lazy var spring = SpringSlot<AnimatablePair<Double, Double>>(animator: context.animator) {
    [weak self] v in
    self?.setOffset(v.first)
    self?.label.alpha = min(max(v.second, 0), 1)
  }
  private var grabRaw = 0.0
  /// A pull the arrow keys make.
  private var keyDrag: KeyDrag?
  /// The square's pan: the pointer's, and the arrow keys' (``KeyDrag``).
  private let squarePan = PanGestureRecognizer(beginsOnPress: true)
  private var fadeOut: PropertyAnimator?
  private let band = RubberBand.power()
  /// The free travel upwards, pt (2 × 180).
  package static let freeTravel = 360.0
  /// The spring back: ζ 0.8, response 0.3 s.
  package static let returnSpring = Spring(response: 0.3, dampingRatio: 0.8)

  /// Creates the scene; the click plays through `context`.
  package init(context: SceneContext = SceneContext()) {
    self.context = context
    feedback = context.feedback
    label.text = "PAUSED"
    label.textStyle = TextStyle(size: 16, color: .white, bold: true, alignment: .left)
    label.alpha = 0
    hint.textStyle = TextStyle(size: 14, color: Color(white: 0.6), alignment: .center)
    [label, hint, square].forEach(root.addSublayer)
    square.cursor = .move
    for l in [label, hint] { l.isUserInteractionEnabled = false }
    squarePan.action = { [weak self] in self?.pan($0) }
    gestures.add(squarePan, to: square)
  }

  /// The displayed offset, pt (negative is up).
  package var offset: Double { square.transform.translation.y }
  /// Whether the drag is paused now.
  package var isPaused: Bool { detector.isPaused }
  /// Whether the pointer holds the square.
  package var isInteracting: Bool { gestures.isInteracting || keyDrag != nil }

  /// The square 180 pt below the centre (higher in a short window, to stay clear of the hint, and
  /// smaller where even that leaves too little room between the bar and the hint), the label beside
  /// it, following it.
  package func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    let top = SceneLayout.barHeight + 8
    side = 160 * SceneLayout.squeeze(160, into: size.height - 48 - top)
    let y = max(top, min(size.height / 2 + 180 - 80, size.height - 48 - side))  // its top, as shown
    square.transform.scale = Vector2(x: side / 160, y: side / 160)
    square.frame.origin = Vector2(x: size.width / 2 - 80, y: y - (160 - side) / 2)
    // Beside the square, where the window leaves room for it; in a narrow one (200 pt), on it.
    let beside = size.width / 2 + side / 2 + 24
    let fits = beside + 96 <= size.width - 8
    label.frame =
      fits ? Rect(x: beside, y: 0, width: 96, height: 24) : Rect(x: 0, y: 0, width: size.width, height: 24)
    label.textStyle.alignment = fits ? .left : .center
    label.textStyle.color = fits ? .white : Color(white: 0.1)  // dark on the square's light green
    label.zPosition = fits ? 0 : 1
    setOffset(offset)
    hint.frame = Rect(x: 0, y: size.height - 40, width: size.width, height: 24)
    hint.text = hint.textStyle.fitting(
      "Drag the square up and stop: the pause is detected the moment you stop", width: size.width - 24)
  }

  /// Moves the square to `y` (pt, negative is up); the label rides beside it, never under it nor
  /// under the title bar (a short window's free travel reaches past the bar).
  private func setOffset(_ y: Double) {
    square.transform.translation = Vector2(x: 0, y: y)
    let beside = square.frame.center.y + y - label.frame.size.height / 2
    label.frame.origin.y = max(SceneLayout.barHeight + 8, beside)
  }
  private var range: ClosedRange<Double> { -Self.freeTravel...0 }

  /// The room below the square at rest down to 8 pt above the hint, pt (≥ 1).
  private var roomBelow: Double { max(1, hint.frame.minY - 8 - square.frame.center.y - side / 2) }
  /// The band below the rest position where the power band would reach the hint: bounded by the
  /// room, so the square never covers the text.
  private var belowBand: RubberBand { .bounded(dimension: roomBelow) }

  /// The square's offset for a pull of `raw` pt: free over the travel, banded past it; below its
  /// rest the lesser of the power band and one bounded by the room above the hint.
  private func banded(_ raw: Double) -> Double {
    guard raw > 0 else { return band.clamp(raw, to: range) }
    return min(band.offset(forOvershoot: raw), belowBand.offset(forOvershoot: raw))
  }

  /// The pull that shows the offset `shown` > 0 below the rest position (``banded(_:)``'s inverse).
  private func belowOvershoot(_ shown: Double) -> Double {
    max(band.overshoot(forOffset: shown), belowBand.overshoot(forOffset: shown))
  }

  private func pan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      spring.stop()  // caught where it is
      grabRaw = offset > 0 ? belowOvershoot(offset) : band.unclamp(offset, from: range)
      detector.begin(position: pan.location.y, at: pan.time)
    case .changed:
      setOffset(banded(grabRaw + pan.translation.y))
      react(detector.add(position: pan.location.y, at: pan.time))
    case .ended, .cancelled:
      setOffset(banded(grabRaw + pan.translation.y))
      detector.reset()
      springBack()
    default: break
    }
  }

  private func react(_ event: PauseDetector.Event?) {
    switch event {
    case .paused:
      if let f = fadeOut, f.state == .active { f.stopAnimation(true) }
      label.alpha = 1
      feedback.impact(.light)
    case .resumed:
      let fade = PropertyAnimator(duration: 0.2, curve: .easeOut, animator: context.animator) {
        self.label.alpha = 0
      }
      fade.startAnimation()
      fadeOut = fade
    case nil: break
    }
  }

  private func springBack() {
    if let f = fadeOut, f.state == .active { f.stopAnimation(true) }
    spring.start(
      spring: Self.returnSpring, from: AnimatablePair(offset, label.alpha), to: AnimatablePair(0.0, 0.0),
      tolerance: 0.25)
  }

  /// Drags through the recogniser.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool {
    KeyDrag.finish(&keyDrag, with: event)
  }

  /// ↑ held pulls the square up as a pointer would (↓ down), and its release lets it go; not while a
  /// hand holds it.
  package var keyCommands: [KeyCommand] {
    [Key.up, .down].map { key in
      KeyCommand(
        key, title: "Held: pull up the free 360 pt, and pause", isHidden: key == .down,
        when: { [unowned self] in !isInteracting }
      ) { [unowned self] t in
        keyDrag = KeyDrag.begin(
          key, on: square, offset: offset, time: t, speed: 900, reach: 360, pan: squarePan)
      }
    }
  }

  /// Checks for a pause every frame: a pointer at rest sends no events.
  package func update(at time: Double) {
    keyDrag?.move(at: time)
    if isInteracting { react(detector.update(at: time)) }
  }

  /// Dragging and pausing.
  package var helpLines: [String] {
    [
      "Drag the square up; stop moving and hold: PAUSED appears with a click the moment you stop",
      "Move on and it un-pauses; let go and it springs back. The pause is time-windowed: the same at 60 Hz and 1000 Hz input",
    ]
  }

  /// Offset and the detector's state.
  package var physics: [PhysicsMarker] {
    [
      .note("offset \(String(whole: offset)) pt · \(isPaused ? "paused" : "moving")"),
      .note("pause: speed ≤ 100 pt/s after a 90 % drop within 100 ms, ≥ 50 pt from the start"),
    ]
  }

  /// Offset, label, flags.
  package var state: [String: Double] {
    [
      "offset": offset, "label": label.alpha, "paused": isPaused ? 1 : 0, "dragging": isInteracting ? 1 : 0,
      "animating": spring.isRunning ? 1 : 0,
    ]
  }
}
