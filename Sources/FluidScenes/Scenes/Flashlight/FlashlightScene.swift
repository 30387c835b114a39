#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import FluidMotion
import FluidUI

/// Scene 3: the flashlight button (WWDC18; seed-reference §5).
///
/// Pressing harder grows the button from 50 to 92 pt. Force comes from real pressure (pen, touch
/// screen), else from holding (0.5 after 0.35 s), the wheel while pressed, or Space held. Crossing 0.5
/// gives a light click; easing below 0.49 toggles the light with a medium click; it re-arms only below
/// 0.4, so it never flickers. Releasing while still armed toggles too — one toggle per press. With a
/// synthesised force (no real pressure), a release eases the force off at ``easeOffRate`` as a finger
/// would, so the confirming click and the toggle come as it passes 0.49; then it springs back (ζ 0.4,
/// response 0.2 s) from there, keeping the ease's speed. Dragging 20 pt past the button's edge cancels
/// (45 pt from the centre in the button's own points, as the original measures it: 83 pt on screen at
/// full force). A press during the ease or the spring catches it where it is.
package final class FlashlightScene: FluidScene {
  /// Where the force state machine is.
  package enum Phase: Sendable, Equatable { case reset, activated, confirmed }

  /// The window title's scene name.
  package let title = "Flashlight button"
  /// The root layer.
  package let root = Layer()
  /// The button.
  package let button = Layer(frame: Rect(x: 0, y: 0, width: 50, height: 50))
  private let glyph = FlashlightGlyph()
  private let thresholdRing = Layer()
  private let forceRing = Layer()
  private let hint = Layer()
  let press = PressGestureRecognizer()
  private let feedback: any FeedbackSink
  private var cue: FeedbackCue?
  /// The services the scene runs on.
  package let context: SceneContext
  /// The spring back to rest: scale, and the mix from the colour at release to the rest colour.
  private lazy var rest = SpringSlot<AnimatablePair<Double, Double>>(animator: context.animator) {
    [weak self] v in
    guard let self else { return }
    self.button.transform.scale = Vector2(x: v.first, y: v.first)
    self.button.fill = .solid(self.restFrom.mixed(with: self.restColor(), v.second))
    self.paint()
  }
  private var restFrom = Color.black
  private var caught: (force: Double, time: Double)?
  private var cancelled = false
  var spaceDown = false
  /// The switches made when Space went down on the focused button: a release with none since is
  /// the button's activation (a tap of Space switches it, as a toggle button's does).
  var spaceOnFocus: Int?
  /// A release easing the synthesised force off.
  var easing: ForceEaseOff?
  /// Whether the light is on.
  package private(set) var isOn = false
  /// The force state machine's phase.
  package internal(set) var phase = Phase.reset
  /// The force shown now, 0...1.
  package private(set) var force = 0.0
  /// How many times the light has toggled.
  package private(set) var toggles = 0
  /// The spring back to rest: ζ 0.4, response 0.2 s.
  package static let restSpring = Spring(response: 0.2, dampingRatio: 0.4)
  /// How fast a released synthesised force eases off, per second (1 → 0.49 in about 0.13 s).
  package nonisolated static let easeOffRate = 4.0
  /// The force at which the ease hands over to the rest spring (below the 0.4 re-arm level).
  package nonisolated static let easeOffEnd = 0.3

  /// Creates the scene; feedback plays through `context`.
  package init(context: SceneContext = SceneContext()) {
    self.context = context
    button.cornerRadius = 25
    button.cursor = .hand
    button.hoverFill = .solid(Color(white: 1, alpha: 0.08))
    button.fill = .solid(Color(white: 0.2))
    button.addSublayer(glyph.container)
    for ring in [thresholdRing, forceRing] {
      ring.isUserInteractionEnabled = false
      root.addSublayer(ring)
    }
    thresholdRing.border = (1, Color(white: 1, alpha: 0.25))
    hint.textStyle = TextStyle(size: 14, color: Color(white: 0.6), alignment: .center)
    root.addSublayer(hint)
    root.addSublayer(button)
    root.addSublayer(thresholdRing)  // above the button, so the threshold shows through a big press
    feedback = context.feedback
    press.action = { [weak self] in self?.pressed($0) }
    gestures.add(press, to: button)
    button.isAccessibilityElement = true
    button.accessibilityLabel = "Flashlight"
    button.accessibilityActivateBlock = { [weak self] in
      self?.toggle()
      self?.paint()
      return true
    }
    button.keyPressBlock = { [weak self] phase, t in self?.holdByKey(phase, at: t) }
    paint()
  }

  /// The button's scale, 1...1.84 (beyond with the spring's overshoot).
  package var scale: Double { button.transform.scale.x }
  /// Whether a press is live.
  package var isInteracting: Bool { gestures.isInteracting || spaceDown }
  var center: Vector2 { button.frameInWindow.center }

  /// Centres the button and its rings.
  package func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    button.frame.origin = Vector2(x: size.width / 2 - 25, y: size.height / 2 - 25 + 16)
    let ringSize = 50 * (1 + 0.84 * 0.5) + 12
    thresholdRing.frame = Rect(
      x: center.x - ringSize / 2, y: center.y - ringSize / 2, width: ringSize, height: ringSize)
    thresholdRing.cornerRadius = ringSize / 2
    // Below the threshold ring, even where the window is too short for its usual place.
    let hintTop = min(max(size.height - 60, thresholdRing.frame.maxY + 8), size.height - 24)
    hint.frame = Rect(x: 0, y: hintTop, width: size.width, height: 24)
    hint.text = hint.textStyle.fitting(
      "Press and hold (or Space, or wheel while pressed) to switch the light", width: size.width - 24)
    paint()
  }

  private func restColor() -> Color { isOn ? Color(white: 0.95) : Color(white: 0.2) }

  /// Draws scale, colour and rings for the current force.
  private func paint() {
    button.accessibilityTraits = isOn ? [.button, .toggleButton, .selected] : [.button, .toggleButton]
    button.accessibilityValue = isOn ? "on" : "off"
    if !rest.isRunning {
      button.transform.scale = Vector2(x: 1 + 0.84 * force, y: 1 + 0.84 * force)
      button.fill = .solid(isOn ? Color(white: 0.95) : Color(white: 0.2 - 0.2 * force))
    }
    glyph.paint(
      ink: isOn ? .black : .white, background: button.fill?.color(at: 0) ?? restColor(), on: isOn)
    let d = 50 * scale + 12
    forceRing.frame = Rect(x: center.x - d / 2, y: center.y - d / 2, width: d, height: d)
    forceRing.cornerRadius = d / 2
    forceRing.border = (2, phase == .reset ? Color(white: 1, alpha: 0.5) : Color(hex: 0xEDEDED))
    forceRing.isHidden = force <= 0.01
  }

  private func pressed(_ r: PressGestureRecognizer) {
    switch r.state {
    case .began:
      if rest.isRunning {  // catch it where it is
        rest.stop()
        caught = ((scale - 1) / 0.84, now)
      } else if let easing {
        context.animator.remove(easing)
        self.easing = nil
        caught = (force, now)
      }
      cancelled = false
      apply(force: r.force)
    case .changed:
      guard !cancelled else { return }
      if r.location.distance(to: center) / max(scale, 1) >= 45 && !spaceDown {  // dragged off
        callOff()
        return
      }
      apply(force: r.force)
    case .ended, .cancelled:
      guard !cancelled else { return }
      if r.state == .ended && !r.hasPressure && force > Self.easeOffEnd {
        easeOff()
        return
      }
      if phase == .activated { toggle() }
      phase = .reset
      springToRest()
    default: break
    }
  }

  private var now = 0.0

  /// Ends the press with nothing switched (dragged off, or a key's press called off): the button
  /// springs back.
  func callOff() {
    cancelled = true
    phase = .reset
    springToRest()
  }

  /// Runs the force state machine for a new force reading.
  func apply(force raw: Double) {
    var f = raw
    if let c = caught {
      f = max(f, c.force * exp(-(now - c.time) / 0.1))  // the caught size fades out under the press
      if f == raw { caught = nil }
    }
    force = f
    switch phase {
    case .reset where f >= 0.5:
      phase = .activated
      impact(.light)
    case .activated where f <= 0.49:
      phase = .confirmed
      toggle()
    case .confirmed where f <= 0.4:
      phase = .reset
    default: break
    }
    paint()
  }

  func toggle() {
    isOn.toggle()
    toggles += 1
    impact(.medium)
  }

  /// Plays feedback and flashes the ring (the cue is made with the animator the app runs).
  private func impact(_ style: FeedbackStyle) {
    if cue == nil {
      let made = FeedbackCue(around: button, sink: feedback, animator: context.animator)
      made.color = Color(hex: 0xEDEDED)
      cue = made
    }
    cue?.impact(style)
  }

  /// Springs scale and colour back to rest, the scale starting at `velocity` (1/s).
  func springToRest(velocity: Double = 0) {
    restFrom = button.fill?.color(at: 0) ?? restColor()
    force = 0
    caught = nil
    rest.start(
      spring: Self.restSpring, from: AnimatablePair(scale, 0.0), velocity: AnimatablePair(velocity, 0.0),
      to: AnimatablePair(1.0, 1.0), tolerance: 0.002)
    paint()
  }

  /// Presses through the recogniser; Space held presses the button.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .keyUp(.space, _, let t) where spaceDown: endKeyHold(at: t)
    case .focusLost(let t) where spaceDown: cancelKeyHold(at: t)
    default:
      return false
    }
    return true
  }

  /// Moves the hold ramp on.
  package func update(at time: Double) {
    now = time
    if spaceDown { press.handle(.tick(time: time)) }
  }
}
