import FluidMotion
import FluidUI

/// Scene 2: spring animations (WWDC18; seed-reference §4).
///
/// The square travels across on a spring of the sliders' damping ratio and response, then jumps back
/// and goes again. The sliders apply live: the running spring changes mid-flight, keeping position and
/// velocity. The plot shows position over time for the current parameters, with the square's point on
/// it. Pressing the square catches it (``CatchPress``): a click reverses it keeping its velocity, a
/// hold lets it go to the nearer end, a flick to the end its release projects to; the loop goes on.
package final class SpringScene: FluidScene {
  /// The window title's scene name.
  package let title = "Spring animations"
  /// The root layer.
  package let root = Layer()
  /// The 80 pt gradient square.
  package let square = GradientSquare.make(
    size: Size(width: 80, height: 80), top: 0x64CCF7, bottom: 0x359EEC, radius: 16)
  /// The damping ratio's slider (0.1…1).
  let damping = Slider(title: "DAMPING (BOUNCINESS)", range: 0.1...1, value: 0.5)
  /// The response's slider (0.1…2 s).
  let response = Slider(title: "RESPONSE (SPEED)", range: 0.1...2, value: 1)
  private let plot = SpringPlot()
  private(set) var size = Size(width: 1280, height: 800)
  /// The services the scene runs on.
  package let context: SceneContext
  lazy var spring = SpringSlot<Double>(animator: context.animator) { [weak self] in self?.setX($0) }
  /// The slider the keys adjust: 0 the damping, 1 the response.
  private(set) var selected = 0
  /// The running loop's own time (scaled by slow motion) and the animator time it was read at.
  private var runClock: (elapsed: Double, last: Double)?
  private var now = 0.0
  private var caught = false
  private var press: CatchPress?
  /// The end the run was heading for when the square was caught (0 is the start).
  private var caughtHeading = 0.0

  /// Creates the scene with damping 0.5 and response 1.0.
  package init(context: SceneContext = SceneContext()) {
    self.context = context
    [plot.layer, damping.layer, response.layer, square].forEach(root.addSublayer)
    square.cursor = .move
    gestures.add(PanGestureRecognizer(beginsOnPress: true) { [weak self] in self?.grab($0) }, to: square)
    for (i, slider) in [damping, response].enumerated() {
      gestures.add(
        PanGestureRecognizer(beginsOnPress: true) { [weak self] pan in self?.slide(i, pan) },
        to: slider.hitArea)  // the thumb and track only, not the labels
      // A scroll over a slider drags its thumb: sideways as the fingers go, up to raise the value.
      gestures.add(ScrollGestureRecognizer { [weak self] in self?.scrolled(i, $0) }, to: slider.layer)
      slider.onAccessibilityChange { [weak self] value in
        guard let self else { return }
        set(damping: i == 0 ? value : damping.value, response: i == 1 ? value : response.value)
      }
    }
    damping.isSelected = true
  }

  /// The spring the sliders describe.
  package var parameters: Spring { Spring(response: response.value, dampingRatio: damping.value) }
  /// The square's offset from its start, pt.
  package var x: Double { square.transform.translation.x }
  /// Its velocity, pt/s.
  package var velocity: Double { spring.velocity }
  /// The distance of one run, pt: the room (the width less 2 × 30 margins and the square) shortened
  /// by the bounciest spring's overshoot, so the square never leaves it and rests at the same x for
  /// every damping.
  package var distance: Double { runDistance }
  /// Where the plot's dot is: the run's time on the scene's clock (slowed by slow motion), s, and
  /// the square's offset then, pt; nil between runs.
  package private(set) var plotMark: (time: Double, x: Double)?
  /// The plot's span, s, and whether its dot shows.
  package var plotShows: (span: Double, mark: Bool) { (plot.timeSpan, plot.isMarkShown) }
  /// The damping ratio and response chosen.
  package var sliderValues: (damping: Double, response: Double) { (damping.value, response.value) }

  /// Lays out: the damping block centred vertically, the response block 140 pt lower, the square 80 pt
  /// above the damping block, the plot between the title bar and the square; the gaps close up in a
  /// short window so the plot keeps at least 80 pt.
  package func layout(size: Size) {
    self.size = size
    root.frame = Rect(origin: .zero, size: size)
    let top = 48.0
    var (mid, gap, step) = ((size.height / 2).rounded(), 80.0, 140.0)
    if mid - 80 - gap - 24 - top < 80 {
      (gap, step) = (40, 96)
      mid = top + 80 + 24 + 80 + gap
    }
    if mid + step + 56 > size.height - 8 {  // too short for one above the other (a small screen)
      // Shorter still (200 pt), no room for the plot: the square just below the bar.
      let plotless = size.height - 64 < top + 80 + 24 + gap
      if plotless { gap = 16 }
      mid = max(plotless ? SceneLayout.barHeight + 8 + 80 + gap : top + 80 + 24 + gap, size.height - 64)
      let half = SceneLayout.room((size.width - 84) / 2)
      damping.layout(frame: Rect(x: 30, y: mid, width: half, height: 56))
      response.layout(frame: Rect(x: 54 + half, y: mid, width: half, height: 56))
    } else {
      damping.layout(frame: Rect(x: 30, y: mid, width: SceneLayout.room(size.width - 60), height: 56))
      response.layout(frame: Rect(x: 30, y: mid + step, width: SceneLayout.room(size.width - 60), height: 56))
    }
    square.frame.origin = Vector2(x: 30, y: mid - gap - 80)
    let plotBottom = mid - gap - 80 - 24
    let plotHeight = SceneLayout.room(min(plotBottom - top, 360))  // no taller than a plot needs
    plot.layer.isHidden = plotHeight < 24  // no room for a curve: the shortest windows
    plot.layout(
      frame: Rect(
        x: 30, y: plotBottom - plotHeight, width: SceneLayout.room(size.width - 60), height: plotHeight))
    plot.draw(parameters, distance: distance, top: room)
    retarget(from: parameters)
  }

  private func setX(_ v: Double) { square.transform.translation = Vector2(x: v, y: 0) }

  private func startRun(from value: Double, velocity: Double, to target: Double) {
    runClock = target == 0 ? nil : (0, context.animator.time ?? now)
    spring.start(spring: parameters, from: value, velocity: velocity, to: target, tolerance: 0.25) {
      [weak self] in
      guard let self else { return }
      self.setX(0)  // jump back and go again, as the original loop does
      self.startRun(from: 0, velocity: 0, to: self.distance)
    }
  }

  private func grab(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      let heading = spring.animation?.target ?? 0
      press = CatchPress(
        at: pan.location, time: pan.time, velocity: Vector2(x: velocity, y: 0),
        settings: context.gestureSettings)
      caughtHeading = heading
      spring.stop()
      caught = true
    case .changed: press?.move(to: pan.location)
    case .ended, .cancelled:
      caught = false
      press?.move(to: pan.location)
      let outcome = pan.state == .ended ? press?.outcome(releasedAt: pan.time) ?? .hold : .hold
      let ends = [0, distance]
      switch outcome {
      case .click where press?.caughtMoving == true:  // reverses, keeping its velocity
        startRun(from: x, velocity: press?.velocity.x ?? 0, to: caughtHeading == 0 ? distance : 0)
      case .click: startRun(from: x, velocity: 0, to: 0)
      case .hold: startRun(from: x, velocity: 0, to: ends.min { abs($0 - x) < abs($1 - x) }!)
      case .drag:
        // The square does not follow the pointer: the release's direction picks the end.
        let v = pan.velocity.x
        let landing = x + Decay.normal.projectedDistance(initialVelocity: v)
        startRun(from: x, velocity: 0, to: ends.min { abs($0 - landing) < abs($1 - landing) }!)
      }
    default: break
    }
  }

  private func slide(_ index: Int, _ pan: PanGestureRecognizer) {
    guard pan.state.isActive || pan.state == .ended else { return }
    select(index)
    let old = parameters
    (index == 0 ? damping : response).set(windowX: pan.location.x)
    parametersChanged(from: old)
  }

  /// Slider `index` (0 damping, 1 response) is the one the keys adjust; `focusing`, from the keyboard,
  /// it takes the window's focus too: the scene's selection is the ring's (the arrows changed a slider
  /// while the ring was on the bar).
  func select(_ index: Int, focusing: Bool = false) {
    selected = index
    damping.isSelected = index == 0
    response.isSelected = index == 1
    let slider = index == 0 ? damping : response
    if focusing, context.focus.isFocusVisible, context.focus.focusedLayer !== slider.layer {
      context.focus.setFocus(slider.layer)
    }
  }

  /// Tab put the ring on a slider: it is the scene's selection too.
  ///
  /// With the focus out of the scene (on the bar's controls), no slider shows selected: the keys are
  /// the focused control's.
  func followFocus() {
    let focused = context.focus.focusedLayer
    if focused === damping.layer, selected != 0 { select(0) }
    if focused === response.layer, selected != 1 { select(1) }
    damping.isSelected = hasFocus && selected == 0
    response.isSelected = hasFocus && selected == 1
  }

  /// Whether the window's focus is in the scene, or nowhere: the arrows then adjust the selection.
  var hasFocus: Bool { context.focus.focusedLayer.map { $0.isDescendant(of: root) } ?? true }

  /// The sliders moved from `old`: the square's spring changes live and the plot is drawn anew.
  func parametersChanged(from old: Spring) {
    retarget(from: old)  // live: keeps position, velocity within the window's room
    plot.draw(parameters, distance: distance, top: room)
  }

  /// A scroll step over slider `i` moves its thumb by the step: sideways as the fingers go, up to
  /// raise the value.
  private func scrolled(_ i: Int, _ s: ScrollGestureRecognizer) {
    guard s.state == .changed else { return }
    select(i)
    let old = parameters
    (i == 0 ? damping : response).move(by: s.delta.y - s.delta.x)
    parametersChanged(from: old)
  }

  /// Sliders and the square through recognisers; ↑/↓ choose a slider, ←/→ adjust (Shift: finer).
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool { false }

  /// Starts the loop on the first frame and moves the plot's point.
  package func update(at time: Double) {
    now = time
    followFocus()
    if !spring.isRunning && !caught { startRun(from: 0, velocity: 0, to: distance) }
    if var clock = runClock, let t = animator.time {
      clock.elapsed += max(0, t - clock.last) * animator.timeScale
      clock.last = t
      runClock = clock
    }
    plotMark = runClock.map { ($0.elapsed, x) }
    plot.mark(time: runClock?.elapsed, x: x)
  }

  /// Sliders, keys, catching.
  package var helpLines: [String] {
    [
      "Drag the sliders, or scroll over them: the spring changes live",
      "The plot is the position over time for these parameters; the dot is the square",
      "Press the square to catch it; a click reverses it, a hold lets it go to the nearer end, a flick sends it to the end it points to; then the loop goes on",
    ]
  }

  /// Velocity and parameters.
  package var physics: [PhysicsMarker] {
    let c = square.frameInWindow.center
    let p = parameters
    return [
      .velocity(at: Vector2(x: c.x + x, y: c.y), Vector2(x: velocity, y: 0)),
      .note(
        "ζ \(String(format2: p.dampingRatio)) · response \(String(format2: p.response)) s · k \(String(whole: p.stiffness)) · c \(String(format2: p.damping))"
      ),
    ]
  }

  /// Position, velocity, sliders.
  package var state: [String: Double] {
    [
      "x": x, "velocity": velocity, "damping": damping.value, "response": response.value,
      "selected": Double(selected),
    ]
  }
}
