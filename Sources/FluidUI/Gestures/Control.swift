import FluidMotion

/// A layer that tracks presses and sends UIKit's control events to closures (`UIControl`).
///
/// A press inside highlights it and sends `touchDown`; dragging sends `touchDragInside`/`Outside`,
/// and crossing the edge widened by ``dragExitMargin`` sends `touchDragExit`/`Enter` (the highlight
/// follows); releasing sends `touchUpInside` (and `primaryActionTriggered`) or `touchUpOutside`; focus
/// loss sends `touchCancel`. Space held on it as the window's focus presses it the same way
/// (`touchDown`, then `touchUpInside` and `primaryActionTriggered` on the release). It is attached
/// to its layer through a ``GestureArena`` like a recogniser.
///
/// The control owns its layer's ``Layer/accessibilityActivateBlock`` and ``Layer/keyPressBlock``:
/// show a pressed look from its events (``ControlEvents/touchDown``, ``ControlEvents/touchUpInside``,
/// ``ControlEvents/touchCancel``), which Space's press sends too, not by setting those blocks. A
/// disabled control (``GestureRecognizer/isEnabled`` false) carries the
/// ``AccessibilityTraits/notEnabled`` trait, and the window's focus passes it by.
///
/// ```swift
/// var entered = ""
/// let key = Control(layer: nine)
/// key.addAction(for: .primaryActionTriggered) { _, _ in entered += "9" }
/// context.gestures.add(key, to: nine)
/// ```
public final class Control: GestureRecognizer {
  /// The state machine, shared in shape by every recogniser.
  public var core = GestureCore()
  /// The control's layer.
  public let layer: Layer
  /// How far outside its bounds a drag still counts as inside, points.
  ///
  /// UIKit uses about 70 on touch screens; a mouse is precise, so the default is 24.
  public var dragExitMargin = 24.0
  /// The longest gap between presses that makes a repeat, seconds (> 0).
  ///
  /// Nil (the default): the window's ``GestureSettings/doubleClickTime``. A repeat is also within
  /// ``GestureSettings/doubleClickDistance`` of the run's first press, as the arena counts clicks.
  public var repeatInterval: Double?
  /// Whether a press is down inside (within the margin).
  public private(set) var isHighlighted = false
  /// Whether a press is being tracked.
  public private(set) var isTracking = false
  /// Presses in the current run of repeats (1 for a single click).
  public private(set) var tapCount = 0
  private var actions: [(events: ControlEvents, handler: (Control, ControlEvents) -> Void)] = []
  /// Where the run of repeats began and when its last press came.
  private var lastPress: (start: Vector2, time: Double)?
  /// Whether the press tracked is Space's (``Layer/keyPressBlock``), not a pointer's.
  private var isKeyPress = false

  /// Creates a control for `layer`, which becomes an accessibility element: a button whose
  /// activation sends ``ControlEvents/primaryActionTriggered`` (give it an ``Layer/accessibilityLabel``
  /// where its text does not say what it does).
  public init(layer: Layer) {
    self.layer = layer
    core.recognizesSimultaneously = true
    layer.isAccessibilityElement = true
    layer.accessibilityTraits.insert(.button)
    layer.accessibilityActivateBlock = { [weak self] in
      guard let self, isEnabled else { return false }
      if isKeyPress { keyPress(.cancelled) }  // Enter during Space's press: one action, now
      send(.primaryActionTriggered)
      return true
    }
    layer.keyPressBlock = { [weak self] phase, _ in self?.keyPress(phase) }
    core.onEnabledChange = { [weak layer] enabled in
      // A disabled control is not enabled to assistive technology, and the focus passes it by.
      if enabled {
        layer?.accessibilityTraits.remove(.notEnabled)
      } else {
        layer?.accessibilityTraits.insert(.notEnabled)
      }
    }
  }

  /// Space held on the focused control: pressed as a pointer would press it, acting on the release
  /// (the events a press inside sends; not while a pointer's press is tracked).
  private func keyPress(_ phase: KeyPressPhase) {
    switch phase {
    case .began:
      guard isEnabled, !isTracking else { return }
      (isTracking, isHighlighted, isKeyPress) = (true, true, true)
      send(.touchDown)
    case .ended, .cancelled:
      guard isKeyPress else { return }
      (isTracking, isHighlighted, isKeyPress) = (false, false, false)
      let acts = phase == .ended && isEnabled  // a control disabled meanwhile does not act
      send(acts ? [.touchUpInside] : [.touchCancel])
      if acts { send(.primaryActionTriggered) }
    }
  }

  /// Calls `handler` whenever one of `events` is sent.
  public func addAction(for events: ControlEvents, _ handler: @escaping (Control, ControlEvents) -> Void) {
    actions.append((events, handler))
  }

  /// Sends `event` to the actions registered for it.
  public func send(_ event: ControlEvents) {
    for action in actions where !action.events.isDisjoint(with: event) { action.handler(self, event) }
  }

  /// Whether a window point counts as inside: the bounds widened by ``dragExitMargin``, through the
  /// layer's transforms.
  public func isInside(_ point: Vector2) -> Bool {
    guard let local = layer.convertFromWindow(point) else { return false }
    return Rect(origin: .zero, size: layer.frame.size).insetBy(-dragExitMargin).contains(local)
  }

  /// The presses in the run of repeats a press at `p` at `t` (s) continues: by the window's
  /// double-click rule (``GestureSettings/continuesClick(_:with:at:)``), counted on this control, so a
  /// click elsewhere just before does not make its first press a repeat.
  private func count(pressAt p: Vector2, time t: Double) -> Int {
    let settings = core.settings
    let gap = repeatInterval ?? settings.doubleClickTime
    if let last = lastPress, t - last.time <= gap, p.distance(to: last.start) <= settings.doubleClickDistance
    {
      lastPress = (last.start, t)
      return tapCount + 1
    }
    lastPress = (p, t)
    return 1
  }

  /// Handles one input.
  public func handle(_ input: GestureInput) {
    switch input {
    case .down(let p, let t, _):
      if isKeyPress { keyPress(.cancelled) }  // the pointer takes the control over from the key
      _ = core.move(to: .began)
      guard state != .failed else { return }  // shouldBegin said no: no press at all
      tapCount = count(pressAt: p, time: t)
      isTracking = true
      isHighlighted = true
      send(.touchDown)
      if tapCount > 1 { send(.touchDownRepeat) }
    case .moved(let p, _, _):
      guard isTracking else { return }
      let inside = isInside(p)
      let crossed = inside != isHighlighted
      isHighlighted = inside  // the highlight changes before the events go out
      if crossed { send(inside ? .touchDragEnter : .touchDragExit) }
      send(inside ? .touchDragInside : .touchDragOutside)
      if state.isActive { _ = core.move(to: .changed) }
    case .up(let p, _):
      guard isTracking else { return }
      let inside = isInside(p)
      endTracking(.ended)
      send(inside ? [.touchUpInside] : [.touchUpOutside])
      if inside { send(.primaryActionTriggered) }
    case .cancel:
      guard isTracking else { return }
      endTracking(.cancelled)
      send(.touchCancel)
    case .tick, .wheel, .scroll: break
    }
  }

  private func endTracking(_ final: GestureState) {
    isTracking = false
    isHighlighted = false
    if state.isActive { _ = core.move(to: final) }
  }

  /// Nothing: a control sends its events as they happen, and nothing of it is held back.
  public func sendActions() {}

  /// Back to possible.
  public func reset() { core.returnToPossible() }
}
