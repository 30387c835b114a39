import FluidMotion
import FluidUI

/// Scene 0: objc.io's interactive control-centre pane (issue #12, "Interactive Animations").
///
/// A grey pane, full window width, rests closed (top edge at ¾ of the height) or open (top edge 50 pt
/// below the window top). A click on the background toggles it and keeps the live velocity, so
/// reversing mid-flight is continuous. A press on the pane catches it where it is, on the press frame
/// (``CatchPress``); dragging then moves it 1:1, resisting past open and closed (the bounded rubber
/// band). A click on it reverses it keeping the velocity it had when caught; a hold lets it go to
/// the nearest state; a drag's release sends it to the state nearest the point the release velocity
/// *projects* to (the `UIScrollView` normal deceleration), carrying that velocity. `D` cycles the
/// four drivers.
package final class PaneScene: FluidScene {
  /// Where the pane is headed.
  package enum PaneState: Sendable {
    case open, closed

    /// The snap point's index: open 0, closed 1.
    var index: Int { self == .open ? 0 : 1 }
  }

  /// The window title's scene name.
  package let title = "Control-centre pane"
  /// The white backdrop, sized to the window.
  package let root = Layer()
  /// The grey pane; the animation moves its frame origin.
  package let pane = Layer()
  /// The window around the pane, behind it: a click there toggles the pane.
  ///
  /// A press on the pane never reaches it (it is not the pane's ancestor).
  private let backdrop = Layer()
  private let grabber = Layer()
  private let driverLabel = Layer()
  private let hintLabel = Layer()
  /// The active driver.
  package private(set) var driver = PaneDriver.exactSpring
  /// The state the pane rests in or is heading to.
  package internal(set) var paneState = PaneState.closed {
    didSet { pane.accessibilityExpandedStatus = paneState == .open ? .expanded : .collapsed }
  }
  /// The pane's top-left corner, snapping to open and closed, rubber-banded past both; the driver
  /// moves it.
  lazy var snapping: SnappingValue<Vector2> = {
    let value = SnappingValue(points: restingPoints, at: 1, band: band, animator: context.animator)
    value.motion = { [unowned self] value, velocity, target in
      driver.makeAnimation(
        value: value, velocity: velocity, target: target, itemArea: size.width * size.height)
    }
    value.onChange = { [weak self] in self?.setPaneY($0.y) }
    return value
  }()
  private(set) var size = Size(width: 1280, height: 800)
  /// The press under way, from pointer down to pointer up (``pressed(_:)``); nil between presses.
  var press: CatchPress?
  /// The pointer's y where the pane was caught, while it follows the pointer (its ``SnappingValue``
  /// keeps the pane's own place).
  var grab: Double?
  /// The pointer's y while the pane is held, for the release velocity (which the pane's
  /// ``SnappingValue`` scales by the band's slope where the pane was banded).
  var tracker = VelocityTracker<Double>()
  /// A swipe back closing the open pane, while it lasts (``swipeBack(_:)``).
  var backSwipe: BackSwipeDrag?
  /// A wheel or touchpad scroll dragging the pane.
  let scroll = ScrollGestureRecognizer()
  /// The services the scene runs on.
  package let context: SceneContext
  /// The latest frame's time, s: the overlay's drag velocity is read then (0 once the pointer rests).
  private var now = 0.0

  /// Creates the scene, closed.
  package init(driver: PaneDriver = .exactSpring, context: SceneContext = SceneContext()) {
    self.context = context
    self.driver = driver
    pane.cursor = .move
    backdrop.cursor = .hand  // a click anywhere around the pane toggles it
    root.fill = .solid(.white)
    pane.fill = .solid(Color(hex: 0x808080))
    pane.cornerRadius = 6
    pane.shadow = Shadow(color: Color(white: 0, alpha: 0.18), offset: Size(width: 0, height: -2), radius: 18)
    grabber.fill = .solid(Color(white: 0.72))
    grabber.cornerRadius = 2.5
    pane.addSublayer(grabber)
    driverLabel.textStyle = TextStyle(size: 15, color: .white, bold: true, alignment: .center)
    hintLabel.textStyle = TextStyle(size: 13, color: Color(white: 0.9), alignment: .center)
    pane.addSublayer(driverLabel)
    pane.addSublayer(hintLabel)
    root.addSublayer(backdrop)
    root.addSublayer(pane)
    pane.isAccessibilityElement = true
    pane.accessibilityLabel = "Control-centre pane"
    pane.accessibilityTraits = [.button, .updatesFrequently]
    pane.accessibilityValueBlock = { [weak self] in self?.paneState == .open ? "open" : "closed" }
    pane.accessibilityExpandedStatus = .collapsed
    pane.accessibilityActivateBlock = { [weak self] in
      self?.toggle()
      return self != nil
    }
    layout(size: size)
    context.gestures.add(
      PanGestureRecognizer(beginsOnPress: true) { [weak self] in self?.pressed($0) }, to: pane)
    // A click on the scene around the pane toggles it, however long it is held.
    let backdropClick = TapGestureRecognizer { [weak self] _ in self?.toggle() }
    backdropClick.maximumDuration = .infinity
    context.gestures.add(backdropClick, to: backdrop)
    scroll.action = { [weak self] in self?.scrolled($0) }
    scroll.shouldBegin = ScrollGestureRecognizer.mostlyVertical  // a sideways swipe goes back
    context.gestures.add(scroll, to: root)
  }

  /// The pane's top edge when closed: ¾ of the window height.
  package var closedY: Double { (0.75 * size.height).rounded() }
  /// The pane's top edge when open: 50 pt below the window top (at most ``closedY``: in a window
  /// under 67 pt tall the two meet).
  package var openY: Double { min(50, closedY) }
  /// The top edge for a state.
  package func restingY(_ state: PaneState) -> Double { state == .open ? openY : closedY }
  /// The pane's origin open and closed (the snap points, in ``PaneState`` order).
  var restingPoints: [Vector2] { [Vector2(x: 0, y: openY), Vector2(x: 0, y: closedY)] }
  /// The pane's top edge now, pt.
  package var paneY: Double { pane.frame.origin.y }
  /// The pane's vertical velocity now, pt/s (zero at rest or while held).
  package var paneVelocity: Double { snapping.velocity.y }
  /// Whether an animation moves the pane.
  package var isAnimating: Bool { snapping.isAnimating }

  /// Lays out for a window of `size`; a resting pane stays in its state, a moving one is retargeted.
  package func layout(size: Size) {
    self.size = size
    root.frame = Rect(origin: .zero, size: size)
    backdrop.frame = Rect(origin: .zero, size: size)
    // As tall again below the window: pulled up past open, the pane's bottom never shows.
    pane.frame.size = Size(width: size.width, height: size.height * 2)
    grabber.frame = Rect(x: size.width / 2 - 18, y: 8, width: 36, height: 5)
    driverLabel.frame = Rect(x: 16, y: Self.labelTop, width: SceneLayout.room(size.width - 32), height: 22)
    hintLabel.frame = Rect(x: 16, y: Self.labelTop + 24, width: SceneLayout.room(size.width - 32), height: 18)
    showDriver()
    hintLabel.text = hintLabel.textStyle.fitting(
      "Drag or flick the pane · click anywhere to toggle · D: next driver", width: hintLabel.frame.size.width)
    snapping.band = band
    snapping.move(points: restingPoints)
    if snapping.isHeld || snapping.index == nil { setPaneY(paneY) }  // held: the labels follow the bar
  }

  /// Moves the pane's top edge to `y` (pt).
  ///
  /// Its labels stay below the title bar when it rides up under it (an overshoot past open, a
  /// drag): they never go under the bar.
  func setPaneY(_ y: Double) {
    pane.frame.origin = Vector2(x: 0, y: y)
    let under = max(0, SceneLayout.barHeight + 4 - (y + Self.labelTop))
    driverLabel.frame.origin.y = Self.labelTop + under
    hintLabel.frame.origin.y = Self.labelTop + 24 + under
  }

  /// The driver label's top in the pane, pt (the hint is 24 pt below it).
  static let labelTop = 26.0

  /// Handles input; see the type's description.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool {
    false
  }

  /// Notes the frame's time (for the overlay's drag velocity).
  package func update(at time: Double) { now = time }

  /// When a scroll that has paused counts as released.
  package var nextWakeTime: Double? { scroll.releaseTime }

  /// Space and Enter toggle the pane, ↑ opens it, ↓ closes it, D switches the driver.
  package var keyCommands: [KeyCommand] {
    [
      KeyCommand(.space, title: "Toggle") { [unowned self] in toggle() },
      KeyCommand(.enter, title: "Toggle") { [unowned self] in toggle() },
      KeyCommand(.up, title: "Open") { [unowned self] in go(to: .open) },
      KeyCommand(.down, title: "Close") { [unowned self] in go(to: .closed) },
      KeyCommand(.character("d"), title: "Next driver") { [unowned self] in switchDriver() },
    ]
  }

  func toggle() {
    go(to: paneState == .open ? .closed : .open)
  }

  func go(to state: PaneState) {
    paneState = state
    snapping.redirect(to: state.index)
  }

  /// Names the driver in the pane, as much as fits.
  private func showDriver() {
    driverLabel.text = driverLabel.textStyle.fitting(
      "Driver: \(driver.name)", width: driverLabel.frame.size.width)
  }

  /// The driver, kept between runs.
  package var preferences: [String: Double] { ["paneDriver": Double(driver.rawValue)] }

  /// Takes the driver of an earlier run.
  package func restore(_ preferences: [String: Double]) {
    guard let saved = preferences["paneDriver"],
      let chosen = PaneDriver.allCases.first(where: { Double($0.rawValue) == saved }), chosen != driver
    else { return }
    switchDriver(to: chosen)
  }

  private func switchDriver(to chosen: PaneDriver? = nil) {
    driver = chosen ?? driver.next
    showDriver()
    guard snapping.isAnimating else { return }
    snapping.snap(to: paneState.index, velocity: snapping.velocity)  // the new driver from where it is
  }

  /// White, as the objc.io demo.
  package var background: Color { .white }

  /// The pane's keys and gestures.
  package var helpLines: [String] {
    [
      "Press the pane: it is caught where it is and follows 1:1, resisting past open and closed",
      "Click it, or anywhere else: toggle; a click on the moving pane reverses it keeping its velocity",
      "Release a drag: it goes where the release velocity projects it; a hold: to the nearest state",
      "Scroll (wheel or touchpad) to drag it; a pause in the scroll lets it go with the scroll's speed",
    ]
  }

  /// Velocity, target and the projected landing point.
  package var physics: [PhysicsMarker] {
    let x = size.width / 2
    var markers: [PhysicsMarker] = [
      .velocity(at: Vector2(x: x, y: paneY), Vector2(x: 0, y: paneVelocity)),
      .point(
        Vector2(x: x - 160, y: restingY(paneState)),
        label: paneState == .open ? "target: open" : "target: closed"),
      .note("driver: \(driver.name)"),
      .note(String(describing: "y \(String(whole: paneY)) pt · v \(String(whole: paneVelocity)) pt/s")),
    ]
    if grab != nil {
      let v = tracker.velocity(at: max(now, tracker.latestTime ?? now))
      let landing = paneY + Decay.normal.projectedDistance(initialVelocity: v)
      markers.append(.point(Vector2(x: x + 160, y: landing), label: "projected landing"))
      markers.append(.velocity(at: Vector2(x: x + 160, y: paneY), Vector2(x: 0, y: v)))
    }
    return markers
  }

  /// What the scene shows: pane position and velocity, target state, driver, flags.
  package var state: [String: Double] {
    [
      "paneY": paneY, "velocityY": paneVelocity, "open": paneState == .open ? 1 : 0,
      "driver": Double(driver.rawValue), "animating": isAnimating ? 1 : 0,
      "dragging": isInteracting || backSwipe != nil ? 1 : 0,
    ]
  }
}
