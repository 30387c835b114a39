import FluidMotion
import FluidUI

/// Scene 7: FaceTime's picture-in-picture window (WWDC18; seed-reference §9).
///
/// The window can be thrown to any of four corner slots. Pressing it catches it where it is (even
/// mid-flight) on the press frame and keeps the grab offset (``CatchPress``); releasing a drag
/// projects its position with the scroll view's deceleration (0.998 per ms) and springs (ζ 1,
/// response 0.4 s) to the slot nearest the projected point, carrying the release velocity, so a small
/// flick throws it across the screen. A click on it mid-flight reverses it to the corner it came
/// from, keeping its velocity; a hold lets it go to the nearest slot. Arrow keys move it to the
/// neighbouring corner; a resize keeps it in its corner.
package final class PipScene: FluidScene {
  /// A corner slot.
  package enum Corner: Int, CaseIterable, Sendable {
    /// Top left, top right, bottom left, bottom right.
    case topLeft, topRight, bottomLeft, bottomRight

    var isLeft: Bool { self == .topLeft || self == .bottomLeft }
    var isTop: Bool { self == .topLeft || self == .topRight }

    static func at(left: Bool, top: Bool) -> Corner {
      top ? (left ? .topLeft : .topRight) : (left ? .bottomLeft : .bottomRight)
    }
  }

  /// The window title's scene name.
  package let title = "FaceTime PiP"
  /// The root layer.
  package let root = Layer()
  /// The PiP window, 86 × 130 pt.
  package let pip = GradientSquare.make(size: PipScene.pipSize, top: 0xF2F23A, bottom: 0xF7A51C, radius: 16)
  private var slots: [Layer] = []
  private var size = Size(width: 1280, height: 800)
  /// The services the scene runs on.
  package let context: SceneContext
  /// The window's centre, snapping to the four slots (no resistance anywhere: it follows the pointer).
  private lazy var snapping: SnappingValue<Vector2> = {
    let value = SnappingValue(
      points: Corner.allCases.map { slotCenter($0) }, at: Corner.bottomRight.rawValue,
      spring: Self.slotSpring,
      band: .power(1), animator: context.animator)
    value.tolerance = 0.5
    value.onChange = { [weak self] in self?.setCenter($0) }
    return value
  }()
  private var grabOffset = Vector2.zero
  private var press: CatchPress?
  /// A wheel or touchpad scroll over the window, moving it (elsewhere, a sideways two-finger swipe
  /// goes back).
  private let scroll = ScrollGestureRecognizer()
  /// The window's centre when the scroll began.
  private var scrollStart = Vector2.zero
  /// The corner it left for ``corner``: where a click on it mid-flight sends it back.
  private var origin = Corner.bottomRight
  /// The corner it rests in or is heading to.
  package private(set) var corner = Corner.bottomRight {
    didSet { if corner != oldValue { origin = oldValue } }
  }
  /// The spring to a slot: ζ 1, response 0.4 s.
  package static let slotSpring = Spring(response: 0.4, dampingRatio: 1)
  /// The PiP's size, pt, where the window has room for two slots a side.
  package static let pipSize = Size(width: 86, height: 130)
  /// The PiP's size in this window, pt: ``pipSize``, scaled down (to a quarter at most) in a window too
  /// small for two slots a side 12 pt apart (shorter or narrower than the app's smallest window; no
  /// window is under 200 pt a side, where they still part).
  package var shownSize: Size {
    let room = Size(width: size.width - 2 * 23 - 12, height: size.height - 32 - 2 * 25 - 12)
    let scale = min(
      1, max(0.25, min(room.width / (2 * Self.pipSize.width), room.height / (2 * Self.pipSize.height))))
    return Size(
      width: (Self.pipSize.width * scale).rounded(), height: (Self.pipSize.height * scale).rounded())
  }

  /// Creates the scene with the PiP in the bottom-right slot.
  package init(context: SceneContext = SceneContext()) {
    self.context = context
    pip.cursor = .move
    for _ in Corner.allCases {
      let slot = Layer(frame: Rect(origin: .zero, size: Self.pipSize))
      slot.fill = .solid(.black)
      slot.border = (2, Color(white: 0.3))
      slot.cornerRadius = 16
      slot.isUserInteractionEnabled = false
      slots.append(slot)
      root.addSublayer(slot)
    }
    root.addSublayer(pip)
    pip.isAccessibilityElement = true
    pip.accessibilityLabel = "Picture in picture"
    pip.accessibilityTraits = [.updatesFrequently]
    pip.accessibilityValueBlock = { [weak self] in
      self.map { ["top left", "top right", "bottom left", "bottom right"][$0.corner.rawValue] }
    }
    gestures.add(PanGestureRecognizer(beginsOnPress: true) { [weak self] in self?.pan($0) }, to: pip)
    scroll.action = { [weak self] in self?.scrolled($0) }
    gestures.add(scroll, to: pip)
  }

  /// The PiP's centre, window points.
  package var center: Vector2 { pip.frame.center }
  /// Its velocity, pt/s.
  package var velocity: Vector2 { snapping.velocity }

  /// The centre of a slot: 23 pt from the sides, 25 pt from the top (below the title bar) and bottom.
  package func slotCenter(_ c: Corner) -> Vector2 {
    let (w, h) = (shownSize.width, shownSize.height)
    let x = c.isLeft ? 23 + w / 2 : size.width - 23 - w / 2
    let y = c.isTop ? 32 + 25 + h / 2 : size.height - 25 - h / 2
    return Vector2(x: x, y: y)
  }

  /// Places the slots; a resting PiP stays in its corner, a moving one is retargeted to it.
  package func layout(size: Size) {
    self.size = size
    root.frame = Rect(origin: .zero, size: size)
    let shown = shownSize
    if pip.frame.size != shown {  // about its centre, as it is
      let c = center
      pip.frame.size = shown
      setCenter(c)
    }
    for c in Corner.allCases { slots[c.rawValue].frame = Rect(origin: slotCenter(c) - halfSize, size: shown) }
    snapping.move(points: Corner.allCases.map(slotCenter))
  }

  private var halfSize: Vector2 { Vector2(x: pip.frame.size.width / 2, y: pip.frame.size.height / 2) }
  private func setCenter(_ c: Vector2) { pip.frame.origin = c - halfSize }

  private func pan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      press = CatchPress(
        at: pan.location, time: pan.time, velocity: velocity, moving: snapping.isAnimating,
        settings: context.gestureSettings)
      snapping.grab()  // caught where it is, on the press frame
      grabOffset = pan.location - center
    case .changed:
      press?.move(to: pan.location)
      snapping.drag(to: pan.location - grabOffset)
    case .ended, .cancelled:
      press?.move(to: pan.location)
      snapping.drag(to: pan.location - grabOffset)
      let outcome = pan.state == .ended ? press?.outcome(releasedAt: pan.time) ?? .hold : .hold
      if outcome == .click, let press, press.caughtMoving {  // back where it came from, same velocity
        corner = origin
        snapping.snap(to: corner.rawValue, velocity: press.velocity)
        return
      }
      release(velocity: outcome == .drag ? pan.velocity : .zero)
    default: break
    }
  }

  /// Lets it go with `v` (pt/s): to the slot nearest its projected landing, carrying `v`.
  private func release(velocity v: Vector2) {
    corner = Corner(rawValue: snapping.release(velocity: v))!
  }

  /// Sends it to the `target` slot: a moving window turns there keeping its velocity.
  private func send(to target: Corner) {
    corner = target
    snapping.redirect(to: target.rawValue)
  }

  /// Drags through the recogniser; arrow keys move to the neighbouring corner.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool { false }

  /// The arrows send the window to the next corner that way, not while a hand holds it.
  package var keyCommands: [KeyCommand] {
    [Key.left, .right, .up, .down].map { key in
      KeyCommand(
        key, title: "To the next corner", repeats: true, when: { [unowned self] in !gestures.isInteracting }
      ) {
        [unowned self] in
        switch key {
        case .left: send(to: .at(left: true, top: corner.isTop))
        case .right: send(to: .at(left: false, top: corner.isTop))
        case .up: send(to: .at(left: corner.isLeft, top: true))
        default: send(to: .at(left: corner.isLeft, top: false))
        }
      }
    }
  }

  /// When a scroll that has paused counts as released.
  package var nextWakeTime: Double? { scroll.releaseTime }

  /// A wheel or touchpad scroll moves the window as a pointer drag would (its first step catches
  /// it); a pause lets it go at the scroll's velocity, a press or a lost focus from rest.
  private func scrolled(_ s: ScrollGestureRecognizer) {
    switch s.state {
    case .began:
      snapping.grab()
      scrollStart = center
    case .changed: snapping.drag(to: scrollStart + s.translation)
    default: release(velocity: s.velocity)
    }
  }

  /// Throw the window; arrows move it.
  package var helpLines: [String] {
    [
      "Drag the window anywhere; press it mid-flight to catch it, click it to send it back",
      "Release: it flies to the corner nearest where its momentum would carry it (scroll-view deceleration); scroll (wheel, touchpad) to throw it",
    ]
  }

  /// Velocity, projected landing point, target slot.
  package var physics: [PhysicsMarker] {
    let v = velocity
    return [
      .velocity(at: center, v),
      .point(center + Decay.normal.projectedDistance(initialVelocity: v), label: "projected"),
      .point(slotCenter(corner), label: "target"),
      .note("v (\(String(whole: v.x)), \(String(whole: v.y))) pt/s"),
    ]
  }

  /// Centre, velocity, corner, flags.
  package var state: [String: Double] {
    [
      "x": center.x, "y": center.y, "vx": velocity.x, "vy": velocity.y, "corner": Double(corner.rawValue),
      "animating": snapping.isAnimating ? 1 : 0, "dragging": isInteracting ? 1 : 0,
    ]
  }
}
