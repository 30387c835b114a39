import FluidMotion

/// Routes pointer interactions to the recognisers and controls attached to layers, like UIKit's
/// gesture environment.
///
/// - A press goes to every enabled recogniser on the layer hit and on its ancestors; the rest of that
///   interaction (moves, wheel, release — also outside the window) goes to the same ones.
/// - When one begins (or a discrete one is recognised), the others that are still possible fail
///   unless either recognises simultaneously.
/// - ``require(_:toFail:)``: a recogniser waits for another to fail before it may recognise (a
///   single click that must not fire when it is the first half of a double click).
/// - The wheel and touchpad scrolls with no button down go to the recognisers under the pointer
///   whose ``GestureCore/acceptsScroll`` is set; a press cancels those still scrolling before it is
///   delivered.
/// - A recogniser that ``GestureCore/spansInteractions`` stays possible after a release, getting
///   ticks and the next press on its layer; a press elsewhere cancels it.
/// - Focus loss cancels the interaction. Call ``tick(at:)`` every frame so time-based recognisers
///   (a press ramping its force, a tap timing out) move on without input.
///
/// ```swift
/// let gestures = GestureDispatcher(root: scene.root)
/// gestures.add(PanGestureRecognizer(beginsOnPress: true) { pan in if pan.state == .ended { fling(pan.velocity) } }, to: pip)
/// gestures.handle(event)
/// ```
public final class GestureDispatcher {
  private let root: Layer
  private var attached: [(layer: Layer, recognizer: any GestureRecognizer)] = []
  private var requirements: [(waiter: any GestureRecognizer, required: any GestureRecognizer)] = []
  /// The recognisers of the press under way.
  private var active: [any GestureRecognizer] = []
  /// Recognisers still at work with no press down: waiting across interactions, or scrolling.
  private var lingering: [any GestureRecognizer] = []

  /// The gesture constants its recognisers default to (their ``GestureCore/settings``, given to each
  /// as it is added and again when these change).
  public var settings: GestureSettings {
    didSet { for a in attached { a.recognizer.core.settings = settings } }
  }

  /// Creates a dispatcher for the layer tree under `root`, with `settings` (by default the standard
  /// ones; a scene passes its ``SceneContext/gestureSettings``).
  public init(root: Layer, settings: GestureSettings = .standard) {
    self.root = root
    self.settings = settings
  }

  /// Attaches `recognizer` to `layer`.
  public func add(_ recognizer: any GestureRecognizer, to layer: Layer) {
    recognizer.core.settings = settings
    attached.append((layer, recognizer))
  }

  /// Detaches `recognizer` (and the failure requirements that name it); it is reset.
  ///
  /// A recognition held back only for it goes through, as if it had failed.
  public func remove(_ recognizer: any GestureRecognizer) {
    attached.removeAll { $0.recognizer === recognizer }
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
  /// action, when `required` fails, and `waiter` fails if `required` recognises.
  public func require(_ waiter: any GestureRecognizer, toFail required: any GestureRecognizer) {
    precondition(waiter !== required, "GestureDispatcher: a recogniser cannot wait for itself")
    requirements.append((waiter, required))
  }

  /// Whether an interaction is under way: a pointer is down on an attached layer, or a recogniser is
  /// still at work without one (waiting for a second click, following a scroll).
  public var isInteracting: Bool { !active.isEmpty || !lingering.isEmpty }

  /// Handles an event; returns whether a recogniser took it.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let p, let t, .primary, let pressure):
      begin(at: p, time: t, pressure: pressure)
    case .pointerMoved(let p, let t, let pressure):
      deliver(.moved(p, time: t, pressure: pressure), to: active)
    case .pointerUp(let p, let t, .primary):
      let used = !active.isEmpty
      deliver(.up(p, time: t), to: active)
      endInteraction()
      return used
    case .wheel(let d, let p, let t):
      if !active.isEmpty { deliver(.wheel(d, time: t), to: active) } else { return scroll(d, at: p, time: t) }
    case .pointerCancelled(let t), .focusLost(let t):
      let used = isInteracting
      cancel(active + lingering, at: t)
      active.removeAll()
      return used
    default: return false
    }
    return !active.isEmpty
  }

  /// Moves time-based recognisers on to `time`.
  public func tick(at time: Double) {
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
    // What waits with a recognition held back keeps waiting; it takes no part in the new press.
    let chain = recognizers(at: p) { $0.core.heldTransitions.isEmpty }
    cancel(lingering.filter { r in r.core.heldTransitions.isEmpty && !chain.contains { $0 === r } }, at: time)
    lingering.removeAll { r in chain.contains { $0 === r } }
    active = chain
    deliver(.down(p, time: time, pressure: pressure), to: active)
  }

  /// A scroll with no button down: to the recognisers under `p` that accept scrolls.
  private func scroll(_ delta: Vector2, at p: Vector2, time: Double) -> Bool {
    let targets = recognizers(at: p) { $0.core.acceptsScroll }
    for r in targets where !lingering.contains(where: { $0 === r }) { lingering.append(r) }
    deliver(.scroll(delta, location: p, time: time), to: targets)
    settleLingering()
    return !targets.isEmpty
  }

  /// The enabled recognisers on the layer hit at `p` and its ancestors, innermost first.
  private func recognizers(at p: Vector2, where accepts: (any GestureRecognizer) -> Bool)
    -> [any GestureRecognizer]
  {
    var chain: [any GestureRecognizer] = []
    var layer = root.hitTest(p)
    while let l = layer {
      chain += attached.filter { $0.layer === l && $0.recognizer.isEnabled && accepts($0.recognizer) }
        .map(\.recognizer)
      layer = l.superlayer
    }
    return chain
  }

  /// Delivers `input`; a recogniser holding a recognition sees its held state (its ``GestureRecognizer/state``)
  /// and may move on from it (a held pan that changes, then ends).
  private func deliver(_ input: GestureInput, to targets: [any GestureRecognizer]) {
    for r in targets {
      r.core.isWaiting = isWaiting(r)
      let before = r.core.state
      r.handle(input)
      if before == .possible && r.core.state != .possible { recognised(r, at: input.time) }
      resolveWaiters()
    }
  }

  /// Whether a recogniser `r` must wait for takes part now and is still possible.
  private func isWaiting(_ r: any GestureRecognizer) -> Bool {
    requirements.contains { pair in
      pair.waiter === r && pair.required.core.state == .possible
        && (active + lingering).contains { $0 === pair.required }
    }
  }

  /// After `r` left the possible state: if it began or was recognised, the others fail (the rule
  /// of the first to begin) — but not those holding a recognition, which their requirements decide.
  ///
  /// One that ``GestureCore/cancelsOthers`` also cancels the active ones at `time`.
  private func recognised(_ r: any GestureRecognizer, at time: Double?) {
    guard r.core.state == .began || r.core.state == .ended else { return }
    if r.core.cancelsOthers, let time {
      for other in active + lingering where other !== r && other.core.state.isActive {
        other.handle(.cancel(time: time))
      }
    }
    guard !r.recognizesSimultaneously else { return }
    for other in active + lingering
    where other !== r && other.core.state == .possible && other.core.heldTransitions.isEmpty
      && !other.recognizesSimultaneously
    {
      other.fail()
    }
  }

  /// Applies or drops held-back recognitions whose requirements have decided: dropped when one
  /// recognised, applied (with the actions) when none is left possible.
  private func resolveWaiters() {
    var changed = true
    while changed {
      changed = false
      for waiter in active + lingering where !waiter.core.heldTransitions.isEmpty {
        let required = requirements.filter { $0.waiter === waiter }.map(\.required)
        if required.contains(where: { [.began, .changed, .ended].contains($0.core.state) }) {
          waiter.fail()
          changed = true
        } else if !isWaiting(waiter) {
          for next in waiter.core.takeHeldTransitions() where waiter.core.move(to: next) {
            waiter.sendActions()
          }
          recognised(waiter, at: nil)
          changed = true
        }
      }
    }
  }

  /// Cancels `targets`: what was held back is dropped, active ones get the cancel, what is still
  /// possible fails, all are reset.
  private func cancel(_ targets: [any GestureRecognizer], at time: Double) {
    for r in targets where !r.core.heldTransitions.isEmpty { r.fail() }
    deliver(.cancel(time: time), to: targets)
    for r in targets where r.core.state == .possible { r.fail() }
    resolveWaiters()
    for r in targets { r.reset() }
    lingering.removeAll { r in targets.contains { $0 === r } }
  }

  /// After a release: what is still possible fails unless it spans interactions or waits; held-back
  /// recognitions decide; what is not finished stays at work without the press.
  private func endInteraction() {
    for r in active
    where r.core.state == .possible && !r.core.spansInteractions && r.core.heldTransitions.isEmpty {
      r.fail()
    }
    resolveWaiters()
    let staying = active.filter {
      !$0.core.state.isFinished && ($0.core.spansInteractions || !$0.core.heldTransitions.isEmpty)
    }
    for r in active where !staying.contains(where: { $0 === r }) { r.reset() }
    lingering += staying
    active.removeAll()
    settleLingering()
  }

  /// Resets and drops the lingering recognisers that are done.
  private func settleLingering() {
    guard active.isEmpty else { return }
    for r in lingering
    where r.core.state == .possible && !r.core.spansInteractions && r.core.heldTransitions.isEmpty {
      r.fail()
    }
    resolveWaiters()
    let done = lingering.filter { $0.core.state.isFinished }
    for r in done { r.reset() }
    lingering.removeAll { r in done.contains { $0 === r } }
  }
}
