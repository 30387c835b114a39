import FluidMotion

/// How the arena settles who wins: delivery, the first to recognise, held-back recognitions,
/// cancellation and the end of a press.
extension GestureArena {
  /// Delivers `input`; a member holding a recognition sees its held state (its ``GestureRecognizer/state``)
  /// and may move on from it (a held pan that changes, then ends).
  ///
  /// A member that another's action dropped while the input was on its way (cancelled with its
  /// scope, say) does not get it: it was reset, and the input would start it afresh outside the
  /// arena, where no release or cancel would reach it.
  func deliver(_ input: GestureInput, to targets: [any GestureRecognizer]) {
    resolveWaiters(at: input.time)  // a required member failed since (its own `fail()`): its waiters go first
    for r in targets {
      guard isAtWork(r) else { continue }
      r.core.isWaiting = isWaiting(r)
      r.core.modifierFlags = modifierFlags
      r.core.clickCount = clickCount
      let before = r.core.state
      r.handle(input)
      if before == .possible && r.core.state != .possible { recognised(r, at: input.time) }
      resolveWaiters(at: input.time)
    }
  }

  /// Whether `r` takes part in the press or the scroll under way.
  func isAtWork(_ r: any GestureRecognizer) -> Bool {
    active.contains { $0 === r } || lingering.contains { $0 === r }
  }

  /// Whether a member `r` must wait for takes part now and is still possible.
  func isWaiting(_ r: any GestureRecognizer) -> Bool {
    requirements.contains { pair in
      pair.waiter === r && pair.required.core.state == .possible
        && (active + lingering).contains { $0 === pair.required }
    }
  }

  /// After `r` left the possible state: if it began or was recognised, the others fail (the rule
  /// of the first to begin) — but not those holding a recognition, which their requirements decide.
  ///
  /// One that ``GestureCore/cancelsOthers`` also cancels the active ones at `time`, and makes the
  /// possible ones fail even when either recognises simultaneously, and those of the press under way
  /// that hold a recognition back (a scroll view's pan that took the press leaves nothing of it to go
  /// through later; a click of an earlier press, held for a double click, still decides).
  func recognised(_ r: any GestureRecognizer, at time: Double?) {
    // Began: also one that began and changed on the same input (a scroll's first step).
    guard r.core.state.isActive || r.core.state == .ended else { return }
    failWaiters(of: r)
    if r is Control {  // UIKit's rule: a click on a control is not a click on what holds it
      for other in active where other is TapGestureRecognizer && other.core.state == .possible {
        other.fail()
      }
    }
    let spared = { (other: any GestureRecognizer) in other.core.takesPrecedence && !r.core.takesPrecedence }
    if r.core.cancelsOthers, let time {
      for other in active + lingering where other !== r && other.core.state.isActive && !spared(other) {
        other.handle(.cancel(time: time))
      }
    }
    let overrides = r.core.cancelsOthers
    guard overrides || !r.recognizesSimultaneously else { return }
    for other in active + lingering
    where other !== r && other.core.state == .possible
      && (other.core.heldTransitions.isEmpty || (overrides && active.contains { $0 === other }))
      && (overrides || !other.recognizesSimultaneously) && !spared(other)
    {
      other.fail()
    }
  }

  /// Fails the members at work that wait for `required`, which began or recognised (UIKit's rule: a
  /// waiter never begins while the one it waits for has begun and not failed), also those that
  /// recognise simultaneously or take precedence.
  func failWaiters(of required: any GestureRecognizer) {
    for pair in requirements where pair.required === required && isAtWork(pair.waiter) {
      if pair.waiter.core.state == .possible { pair.waiter.fail() }
    }
  }

  /// Applies or drops held-back recognitions whose requirements have decided: dropped when one
  /// recognised, applied (with the actions) when none is left possible; at `time` (s), the input's,
  /// one applied that cancels others (a scroll view's pan) cancels those under way then.
  func resolveWaiters(at time: Double? = nil) {
    var changed = true
    while changed {
      changed = false
      for waiter in active + lingering where !waiter.core.heldTransitions.isEmpty {
        let required = requirements.filter { $0.waiter === waiter }.map(\.required)
        if required.contains(where: { [.began, .changed, .ended].contains($0.core.state) }) {
          waiter.fail()
          changed = true
        } else if !isWaiting(waiter) {
          for next in waiter.core.takeHeldTransitions() where waiter.core.state != .failed {
            if waiter.core.move(to: next) { waiter.sendActions() }
          }
          waiter.core.isReplaying = false
          recognised(waiter, at: time)
          changed = true
        }
      }
    }
  }

  /// Cancels `targets`: what was held back is dropped, active ones get the cancel, what is still
  /// possible fails, all are reset.
  func cancel(_ targets: [any GestureRecognizer], at time: Double) {
    for r in targets where !r.core.heldTransitions.isEmpty { r.fail() }
    deliver(.cancel(time: time), to: targets)
    for r in targets where r.core.state == .possible { r.fail() }
    resolveWaiters()
    for r in targets { r.reset() }
    lingering.removeAll { r in targets.contains { $0 === r } }
  }

  /// After a release: what is still possible fails unless it spans interactions or waits; held-back
  /// recognitions decide; what is not finished stays at work without the press.
  func endInteraction() {
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

  /// Resets and drops the lingering members that are done.
  func settleLingering() {
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

  /// Drops every member of `scope` (a scene going away): those at work are cancelled at `time`.
  func removeScope(_ scope: ObjectIdentifier, at time: Double) {
    let leaving = attached.filter { $0.scope == scope }.map(\.recognizer)
    guard !leaving.isEmpty else { return }
    let working = (active + lingering).filter { r in leaving.contains { $0 === r } }
    cancel(working, at: time)
    attached.removeAll { $0.scope == scope }
    hoverMemberCount -= leaving.filter { $0 is HoverGestureRecognizer }.count
    hovering.removeAll { r in leaving.contains { $0 === r } }
    requirements.removeAll { pair in leaving.contains { $0 === pair.waiter || $0 === pair.required } }
    active.removeAll { r in leaving.contains { $0 === r } }
    for r in leaving { r.reset() }
    resolveWaiters()
    settleLingering()
  }

  /// Cancels the members of `scope` at work at `time`; they stay attached.
  func cancelScope(_ scope: ObjectIdentifier, at time: Double) {
    let working = (active + lingering).filter { r in
      !r.core.state.isFinished && attached.contains { $0.scope == scope && $0.recognizer === r }
    }
    guard !working.isEmpty else { return }
    cancel(working, at: time)
    active.removeAll { r in working.contains { $0 === r } }
    settleLingering()
  }

  /// Whether a member of `scope` is at work.
  func isInteracting(scope: ObjectIdentifier) -> Bool {
    guard isInteracting else { return false }  // the common case, asked every frame
    return attached.contains { member in
      member.scope == scope
        && (active.contains { $0 === member.recognizer } || lingering.contains { $0 === member.recognizer })
    }
  }
}
