import FluidMotion

/// The one place a window's pointer input is decided: every recogniser and control of every scene
/// (and of the app around them) is a member, and the arena's rules are the only arbitration.
///
/// The rules:
/// 1. **One hit test at the press.** A primary press hit-tests the window's layer tree once; the
///    enabled members on the layer hit and on its ancestors that accept presses
///    (``GestureCore/acceptsPress``), innermost first, are the press's path, and that path gets the
///    press's moves, wheel and release (also outside the window). Each input reaches the path in
///    that order, the members of one layer in the order they were added: on one input that two
///    would both begin on, the earlier decides (a recogniser of yours on a list's
///    ``ScrollView/content`` sees each move before the scroll view's pan).
/// 2. **Every member on the path competes; the first to recognise wins.** When one begins (or a
///    discrete one is recognised), the others still possible fail, unless either recognises
///    simultaneously; one that ``GestureCore/cancelsOthers`` also cancels those already under way.
///    A member that ``GestureCore/takesPrecedence`` (the swipe back) sees each input first and is
///    not made to fail by the others. A ``Control``'s press makes the taps on its path fail
///    (UIKit's rule: a click on a button is not a click on the bar that holds it); pans go on.
/// 3. **``require(_:toFail:)`` holds a member back** until the other fails (a single click that
///    must not fire when it is the first half of a double click).
/// 4. **A member may keep the arena open across releases** (``GestureCore/spansInteractions``: a
///    double tap waiting for its second click); a press elsewhere cancels it.
/// 5. **Scrolls with no button down** go to the members under the pointer that accept them; once one
///    has begun, the scroll is its own (and of those recognising with it) until it ends, wherever the
///    pointer is then (a swipe slides its layer from under a still pointer); a press cancels the
///    scrolls under way before it is delivered.
/// 6. **Hover and the cursor come from the same hit test**: the free pointer's layer shows its hover
///    and names the cursor; a press keeps the cursor and takes the hover off until its release.
/// 7. **Every event gets one answer** (``EventResponse``): whether a member used it and whether it
///    changed what is drawn. Focus loss cancels the press; ``tick(at:)`` moves time-based members on.
///
/// A window has one arena; each scene gets its share as a ``GestureScope`` through
/// ``SceneContext/gestures``, as it gets a scope of the animator, and dropping the scope drops its
/// members. The ``FrameCore`` hit-tests from the scene it runs and feeds the arena every pointer
/// event before the scene sees the event.
///
/// ```swift
/// let arena = GestureArena(root: root)
/// arena.add(PanGestureRecognizer(beginsOnPress: true) { pan in if pan.state == .ended { fling(pan.velocity) } }, to: pip)
/// arena.handle(event)
/// ```
public final class GestureArena {
  /// The window's layer tree, hit-tested at every press (the ``FrameCore`` sets it to its scene's
  /// root).
  public var root: Layer?
  var attached: [Member] = []
  var requirements: [(waiter: any GestureRecognizer, required: any GestureRecognizer)] = []
  /// The members on the path of the press under way.
  var active: [any GestureRecognizer] = []
  /// Members still at work with no press down: waiting across interactions, or scrolling.
  var lingering: [any GestureRecognizer] = []
  /// The free pointer's hover and cursor.
  var hover = HoverTracker()
  /// Where the free pointer is (nil while a button is held, or after it left).
  var freePointer: Vector2?
  /// Whether the primary button is held (whether or not a member is on the press's path).
  public private(set) var isPressed = false
  /// The layer the last press hit (its one hit test), if any.
  public private(set) weak var pressedLayer: Layer?
  /// The hover recognisers following the free pointer.
  var hovering: [HoverGestureRecognizer] = []
  /// How many attached members are hover recognisers (none: a motion asks nothing of them).
  var hoverMemberCount = 0
  /// The modifier keys held, as the latest key event said (none after focus is lost): what each
  /// member reads as its ``GestureRecognizer/modifierFlags``.
  public private(set) var modifierFlags: KeyModifiers = []
  /// The scope of members added to the arena itself.
  private(set) lazy var ownScope = makeScope()

  /// A member: a recogniser on its layer, in a scope.
  struct Member {
    let layer: Layer
    let recognizer: any GestureRecognizer
    let scope: ObjectIdentifier
  }

  /// The gesture constants its members default to (their ``GestureCore/settings``, given to each
  /// as it is added and again when these change).
  public var settings: GestureSettings {
    didSet { for a in attached { a.recognizer.core.settings = settings } }
  }

  /// Called when the cursor the free pointer should show changes.
  public var onCursorChange: ((Cursor) -> Void)?
  /// How many clicks the press under way (or the last one) continues: 1 for a press on its own, 2 for
  /// the second press of a double click, and so on (AppKit's `clickCount`, GTK's `n_press`); what
  /// each member reads as its ``GestureRecognizer/clickCount``.
  ///
  /// A press continues the series when it comes within ``GestureSettings/doubleClickTime`` of the
  /// last press and within ``GestureSettings/doubleClickDistance`` of the series' first, wherever
  /// the presses landed: the second click of a double click that opened something is a second click
  /// for whatever it lands on.
  public private(set) var clickCount = 0
  /// The series of clicks ``clickCount`` counts: where it began and when its last press came.
  private var clickSeries: (first: Vector2, last: Double)?

  /// Creates an arena for the layer tree under `root` (set later for a window whose tree is not
  /// made yet), with `settings` (by default the standard ones; the app passes the desktop's).
  public init(root: Layer? = nil, settings: GestureSettings = .standard) {
    self.root = root
    self.settings = settings
  }

  /// A new share of the arena, for one scene: its members are dropped together.
  public func makeScope() -> GestureScope { GestureScope(arena: self) }

  /// Attaches `recognizer` to `layer`, in the arena's own scope.
  public func add(_ recognizer: any GestureRecognizer, to layer: Layer) {
    ownScope.add(recognizer, to: layer)
  }

  func add(_ recognizer: any GestureRecognizer, to layer: Layer, scope: ObjectIdentifier) {
    recognizer.core.settings = settings
    attached.append(Member(layer: layer, recognizer: recognizer, scope: scope))
    if recognizer is HoverGestureRecognizer { hoverMemberCount += 1 }
  }

  /// Detaches `recognizer` (and the failure requirements that name it); it is reset.
  ///
  /// A recognition held back only for it goes through, as if it had failed.
  public func remove(_ recognizer: any GestureRecognizer) {
    let before = attached.count
    attached.removeAll { $0.recognizer === recognizer }
    if recognizer is HoverGestureRecognizer { hoverMemberCount -= before - attached.count }
    hovering.removeAll { $0 === recognizer }
    requirements.removeAll { $0.waiter === recognizer || $0.required === recognizer }
    active.removeAll { $0 === recognizer }
    lingering.removeAll { $0 === recognizer }
    recognizer.reset()
    resolveWaiters()
    settleLingering()
  }

  /// Makes `waiter` recognise only once `required` has failed (UIKit's `require(toFail:)`).
  ///
  /// While `required` is possible, `waiter`'s recognition is held back; it goes through, with its
  /// action, when `required` fails, and `waiter` fails as soon as `required` begins or recognises,
  /// even when either recognises simultaneously: a waiter never begins while the one it waits for
  /// has begun and not failed.
  public func require(_ waiter: any GestureRecognizer, toFail required: any GestureRecognizer) {
    precondition(waiter !== required, "GestureArena: a recogniser cannot wait for itself")
    requirements.append((waiter, required))
  }

  /// Whether an interaction is under way: a pointer is down on a member's layer, or a member is still
  /// at work without one (waiting for a second click, following a scroll).
  public var isInteracting: Bool { !active.isEmpty || !lingering.isEmpty }

  /// Handles an event; returns whether a member took it.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool { respond(to: event).used }

  /// Handles an event; answers whether a member used it and whether the hover changed.
  public func respond(to event: InputEvent) -> EventResponse {
    let hovered = hover.hovered.map(ObjectIdentifier.init)
    let used = deliver(event)
    followHover(event)
    return EventResponse(used: used, redraw: hover.hovered.map(ObjectIdentifier.init) != hovered)
  }

  private func deliver(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let p, let t, .primary, let pressure):
      isPressed = true
      begin(at: p, time: t, pressure: pressure)
    case .pointerMoved(let p, let t, let pressure):
      deliver(.moved(p, time: t, pressure: pressure), to: active)
    case .pointerUp(let p, let t, .primary):
      isPressed = false
      let used = !active.isEmpty
      deliver(.up(p, time: t), to: active)
      endInteraction()
      return used
    case .wheel(let d, let p, let t):
      if !active.isEmpty { deliver(.wheel(d, time: t), to: active) } else { return scroll(d, at: p, time: t) }
    case .pointerCancelled(let t), .focusLost(let t):
      isPressed = false
      if case .focusLost = event { modifierFlags = [] }
      let used = isInteracting
      cancel(active + lingering, at: t)
      active.removeAll()
      return used
    case .keyDown(_, let modifiers, _, _), .keyUp(_, let modifiers, _):
      modifierFlags = modifiers
      return false
    default: return false
    }
    return !active.isEmpty
  }

  /// Moves time-based members on to `time`, and the hover with what moved under a still pointer
  /// since the last frame (``refreshHover()``).
  public func tick(at time: Double) {
    refreshHover()
    guard isInteracting else { return }
    deliver(.tick(time: time), to: active + lingering)
    settleLingering()
  }

  private func begin(at p: Vector2, time: Double, pressure: Double?) {
    if !active.isEmpty {  // a lost release: cancel what was going on
      cancel(active, at: time)
      active.removeAll()
    }
    // A press ends the scrolls under way, before anything on its path sees it.
    cancel(lingering.filter { $0.core.acceptsScroll && $0.core.state.isActive }, at: time)
    countClick(at: p, time: time)
    // What waits with a recognition held back keeps waiting; it takes no part in the new press.
    pressedLayer = root?.hitTest(p)
    let hit = recognizers(onPathOf: pressedLayer) {
      $0.core.acceptsPress && $0.core.heldTransitions.isEmpty && isInStrip(p, $0.core.pressStrip)
    }
    let chain = hit.filter(\.core.takesPrecedence) + hit.filter { !$0.core.takesPrecedence }
    cancel(lingering.filter { r in r.core.heldTransitions.isEmpty && !chain.contains { $0 === r } }, at: time)
    // A member not at work yet still begun (from an interaction the arena no longer follows) starts
    // this one afresh.
    for r in chain where !isAtWork(r) && r.core.state != .possible { r.reset() }
    lingering.removeAll { r in chain.contains { $0 === r } }
    active = chain
    deliver(.down(p, time: time, pressure: pressure), to: active)
  }

  /// Counts the press at `p` at `time` (s) into the series of clicks, or starts a new one.
  private func countClick(at p: Vector2, time: Double) {
    if let series = clickSeries, settings.continuesClick((series.first, series.last), with: p, at: time) {
      clickCount += 1
      clickSeries = (series.first, time)
    } else {
      clickCount = 1
      clickSeries = (p, time)
    }
  }

  /// A scroll with no button down: to the scroll gestures under way, else to the members under `p`
  /// that accept scrolls.
  private func scroll(_ delta: Vector2, at p: Vector2, time: Double) -> Bool {
    let ongoing = lingering.filter { $0.core.acceptsScroll && $0.core.state.isActive }
    let targets = ongoing.isEmpty ? recognizers(at: p) { $0.core.acceptsScroll } : ongoing
    for r in targets where !lingering.contains(where: { $0 === r }) { lingering.append(r) }
    deliver(.scroll(delta, location: p, time: time), to: targets)
    settleLingering()
    return !targets.isEmpty
  }
}

/// The arena's name before a window had one: a scene now adds its members to
/// ``SceneContext/gestures`` and no longer feeds or ticks them.
@available(*, deprecated, renamed: "GestureArena")
public typealias GestureDispatcher = GestureArena
