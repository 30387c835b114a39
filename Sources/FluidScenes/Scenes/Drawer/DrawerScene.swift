import FluidMotion
import FluidUI

/// Scene 6: rewarding momentum — the drawer (WWDC18; seed-reference §8, with Gitter's own redo list).
///
/// The drawer's position is the state: it rests open or closed (0.6 of the height lower, less in a
/// short window, where 60 pt of it stay in view). A press
/// catches it wherever it is, even moving, on the press frame (``CatchPress``); dragging moves it
/// 1:1, with rubber banding past open and closed. A click (or Space) toggles it with no bounce (ζ 1,
/// response 0.4 s); a click on the moving drawer reverses it keeping the velocity it had. Held still
/// past 0.5 s and let go, it goes to the nearest state. A flick sends it to the state nearest its
/// projected landing point with a bounce (ζ 0.8, response 0.3 s), carrying the release velocity. It
/// can be reversed at any time.
package final class DrawerScene: FluidScene {
  /// The window title's scene name.
  package let title = "Rewarding momentum"
  /// The root layer.
  package let root = Layer()
  /// The drawer.
  package let drawer = GradientSquare.make(
    size: Size(width: 100, height: 100), top: 0x61A8FF, bottom: 0x243BD1, radius: 30)
  private let handleBar = Layer()
  private let hint = Layer()
  private var size = Size(width: 1280, height: 800)
  /// The services the scene runs on.
  package let context: SceneContext
  /// The offset, snapping to open (0) and closed, rubber-banded past both.
  private lazy var snapping: SnappingValue<Double> = {
    let value = SnappingValue(
      points: [0, closedOffset], at: 1, spring: Self.tapSpring, band: band, animator: context.animator)
    value.tolerance = 0.5
    value.onChange = { [weak self] in self?.setOffset($0) }
    return value
  }()
  private var press: CatchPress?
  /// A swipe back closing the open drawer, while it lasts (``swipeBack(_:)``).
  private var backSwipe: BackSwipeDrag?
  /// A wheel or touchpad scroll dragging the drawer, anywhere in the scene.
  private let scroll = ScrollGestureRecognizer()
  /// Whether the drawer is open or heading there.
  package private(set) var isOpen = false {
    didSet { drawer.accessibilityExpandedStatus = isOpen ? .expanded : .collapsed }
  }
  /// Tap spring (no bounce) and flick spring (bounce).
  package static let tapSpring = Spring(response: 0.4, dampingRatio: 1)
  /// The spring for a flick.
  package static let flickSpring = Spring(response: 0.3, dampingRatio: 0.8)
  /// Release speeds below this (pt/s) count as no momentum.
  package static let flickSpeed = 200.0

  /// Creates the scene, closed.
  package init(context: SceneContext = SceneContext()) {
    self.context = context
    drawer.cursor = .move
    handleBar.fill = .solid(Color(white: 1, alpha: 0.5))
    handleBar.cornerRadius = 2.5
    handleBar.isUserInteractionEnabled = false
    drawer.addSublayer(handleBar)
    hint.textStyle = TextStyle(size: 14, color: Color(white: 0.6), alignment: .center)
    root.addSublayer(hint)
    root.addSublayer(drawer)
    drawer.isAccessibilityElement = true
    drawer.accessibilityLabel = "Drawer"
    drawer.accessibilityTraits = [.button, .updatesFrequently]
    drawer.accessibilityValueBlock = { [weak self] in self?.isOpen == true ? "open" : "closed" }
    drawer.accessibilityExpandedStatus = .collapsed
    drawer.accessibilityActivateBlock = { [weak self] in self?.toggle() ?? false }
    gestures.add(PanGestureRecognizer(beginsOnPress: true) { [weak self] in self?.pan($0) }, to: drawer)
    scroll.action = { [weak self] in self?.scrolled($0) }
    scroll.shouldBegin = ScrollGestureRecognizer.mostlyVertical  // a sideways swipe goes back
    gestures.add(scroll, to: root)
  }

  /// The offset of a closed drawer, pt: 0.6 of the height; less in a window under 430 pt, so 60 pt
  /// of the closed drawer still show to click.
  package var closedOffset: Double {
    SceneLayout.room(min(0.6 * size.height, size.height - Self.openTop - 60)).rounded()
  }
  /// The displayed offset below the open position, pt.
  package var offset: Double { drawer.transform.translation.y }
  /// The velocity, pt/s.
  package var velocity: Double { snapping.velocity }
  private var band: RubberBand { .bounded(dimension: size.height / 2) }

  /// The open drawer's top, pt: 80 pt below the title bar.
  static let openTop = SceneLayout.barHeight + 80

  /// Lays out: 8 pt from the sides, top 80 pt below the title bar, bottom 80 pt past the window.
  package func layout(size: Size) {
    self.size = size
    root.frame = Rect(origin: .zero, size: size)
    drawer.frame = Rect(
      x: 8, y: Self.openTop, width: SceneLayout.room(size.width - 16),
      height: SceneLayout.room(size.height - SceneLayout.barHeight))
    handleBar.frame = Rect(x: (size.width - 16 - 50) / 2, y: 10, width: 50, height: 5)
    hint.frame = Rect(x: 0, y: SceneLayout.barHeight + 28, width: size.width, height: 24)
    hint.text = hint.textStyle.fitting(
      "Click or Space: open / close · drag or flick the drawer · press it to catch it", width: size.width - 24
    )
    snapping.band = band
    snapping.move(points: [0, closedOffset])
  }

  private func setOffset(_ y: Double) { drawer.transform.translation = Vector2(x: 0, y: y) }

  private func pan(_ pan: PanGestureRecognizer) {
    switch pan.state {
    case .began:
      press = CatchPress(
        at: pan.location, time: pan.time, velocity: Vector2(x: 0, y: velocity), moving: snapping.isAnimating,
        settings: context.gestureSettings)
      snapping.grab()  // caught where it is, on the press frame
    case .changed:
      press?.move(to: pan.location)
      snapping.drag(translation: pan.translation.y)
    case .ended, .cancelled:
      defer { press = nil }  // a back asks whether a hand holds it
      press?.move(to: pan.location)
      snapping.drag(translation: pan.translation.y)
      let outcome = pan.state == .ended ? press?.outcome(releasedAt: pan.time) ?? .hold : .hold
      if outcome == .click {  // reverses keeping the caught velocity; toggles at rest
        isOpen.toggle()
        snapping.snap(to: isOpen ? 0 : 1, velocity: press?.velocity.y ?? 0, spring: Self.tapSpring)
        return
      }
      release(velocity: outcome == .drag ? pan.velocity.y : 0)
    default: break
    }
  }

  /// Lets it go at `v` (pt/s): to the state nearest its projected landing; a flick bounces.
  private func release(velocity v: Double) {
    let index = snapping.release(velocity: v) {
      abs($0) < Self.flickSpeed ? Self.tapSpring : Self.flickSpring
    }
    isOpen = index == 0
  }

  /// Opens or closes it (Space, Enter, the accessibility action); whether it did (not while held).
  ///
  /// Reversing a moving drawer keeps its live velocity.
  private func toggle() -> Bool {
    guard !isInteracting else { return false }
    isOpen.toggle()
    snapping.redirect(to: isOpen ? 0 : 1, spring: Self.tapSpring)
    return true
  }

  /// Back (Esc, Alt+←, ‹ Menu, the mouse's Back button) closes an open drawer first; one in hand
  /// stays there (Esc waits for its release); a closed one leaves back to the app.
  package func goBack() -> Bool {
    guard isOpen else { return false }
    if press == nil && backSwipe == nil { _ = toggle() }
    return true
  }

  /// A swipe back with the drawer open draws it toward closed, catchably.
  ///
  /// Sideways by the window's width is the whole way; the release lets it go at the swipe's
  /// velocity, a cut swipe springs it back open. With the drawer closed the navigation has it.
  package func swipeBack(_ phase: BackSwipe) -> Bool {
    switch phase {
    case .began(_, let time):
      guard isOpen, press == nil else { return false }
      backSwipe = BackSwipeDrag(distance: closedOffset, width: size.width, time: time)
      snapping.grab()
    case .changed(let translation, let time):
      guard let travel = backSwipe?.follow(translation, time: time) else { return false }
      snapping.drag(translation: travel)
    case .ended(let time):
      guard let swipe = backSwipe else { return false }
      backSwipe = nil
      release(velocity: swipe.velocity(at: time))
    case .cancelled:
      guard backSwipe != nil else { return false }
      backSwipe = nil
      snapping.redirect(to: 0, spring: Self.tapSpring)
    }
    return true
  }

  /// Drags through the recogniser; the keys are ``keyCommands``.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool { false }

  /// Space or Enter opens or closes it, not while it is held.
  package var keyCommands: [KeyCommand] {
    [Key.space, .enter].map { key in
      KeyCommand(key, title: "Open or close", when: { [unowned self] in !isInteracting }) { [unowned self] in
        _ = toggle()
      }
    }
  }

  /// When a scroll that has paused counts as released.
  package var nextWakeTime: Double? { scroll.releaseTime }

  /// A wheel or touchpad scroll drags the drawer as a pointer would (its first step catches it); a
  /// pause lets it go at the scroll's velocity, a press or a lost focus from rest.
  private func scrolled(_ s: ScrollGestureRecognizer) {
    switch s.state {
    case .began: snapping.grab()
    case .changed: snapping.drag(translation: s.translation.y)
    default: release(velocity: s.velocity.y)
    }
  }

  /// Click, drag, flick, catch.
  package var helpLines: [String] {
    [
      "Click the drawer: it opens or closes without a bounce; flick it: it goes where its momentum points, with a bounce that shows that momentum",
      "Press it while it moves: it stops where it is; a click reverses it; held 0.5 s: the nearest state",
      "Drag past open or closed: it resists; scroll (wheel, touchpad) to drag it, pause to let go",
    ]
  }

  /// Velocity, target and projected landing point.
  package var physics: [PhysicsMarker] {
    let x = size.width - 120
    let top = drawer.frame.minY
    return [
      .velocity(at: Vector2(x: x, y: top + offset), Vector2(x: 0, y: velocity)),
      .point(
        Vector2(x: x - 60, y: top + (isOpen ? 0 : closedOffset)),
        label: isOpen ? "target: open" : "target: closed"),
      .point(
        Vector2(x: x - 200, y: top + offset + Decay.normal.projectedDistance(initialVelocity: velocity)),
        label: "projected"),
    ]
  }

  /// Offset, velocity, target state, flags.
  package var state: [String: Double] {
    [
      "offset": offset, "velocity": velocity, "open": isOpen ? 1 : 0,
      "animating": snapping.isAnimating ? 1 : 0,
      "dragging": isInteracting || backSwipe != nil ? 1 : 0,
    ]
  }
}
