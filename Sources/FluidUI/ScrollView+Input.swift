import FluidMotion

/// A press on a scroll view: where it began, the offset then, whether it caught a motion, whether it
/// drags, and the offset's recent path.
struct ScrollPress {
  var start: Vector2
  var startOffset: Vector2
  var caught: Bool
  var dragging = false
  var tracker = VelocityTracker<Vector2>()
}

extension ScrollView {
  /// Handles a pointer or wheel event (window points); see ``Use``.
  public func handle(_ event: InputEvent) -> Use {
    switch event {
    case .pointerDown(let p, let t, .primary, _):
      guard contains(p) else { return .none }
      let v = velocity
      let caught = isDragging || (isDecelerating && max(abs(v.x), abs(v.y)) >= Self.catchSpeed)
      endWheel(release: false)
      stopMotion()
      press = ScrollPress(start: p, startOffset: offset, caught: caught)
      press?.tracker.add(offset, at: t)
      return caught ? .caught : .none
    case .pointerMoved(let p, let t, _): return moved(to: p, at: t)
    case .pointerUp(let p, let t, .primary):
      let use = moved(to: p, at: t)
      guard let held = press else { return use }
      press = nil
      release(velocity: held.dragging ? held.tracker.velocity(at: t) : .zero)
      return held.caught ? .caught : use
    case .pointerCancelled, .focusLost:
      let use: Use = isDragging ? .dragging : .none
      press = nil
      endWheel(release: false)
      release(velocity: .zero)
      return use
    case .wheel(let delta, let p, let t):
      guard press == nil, scrolls(0) || scrolls(1), contains(p) else { return .none }
      scrollWheel(delta, at: t)
      return .dragging
    default: return .none
    }
  }

  private func contains(_ p: Vector2) -> Bool {
    guard let local = layer.convertFromWindow(p) else { return false }
    return Rect(origin: .zero, size: bounds).contains(local)
  }

  private func moved(to p: Vector2, at time: Double) -> Use {
    guard var held = press else { return .none }
    let travel = p - held.start
    if !held.dragging, max(abs(travel.x), abs(travel.y)) > Self.slop, scrolls(0) || scrolls(1) {
      held.dragging = true
    }
    defer { press = held }
    guard held.dragging else { return .none }
    follow(from: held.startOffset, by: Vector2(x: -travel.x, y: -travel.y))
    held.tracker.add(offset, at: time)
    return .dragging
  }

  /// Shows `start` moved by `travel` (pt of offset) on the axes that scroll: 1:1 inside the ends,
  /// on the bounded rubber band past them (or stopped there, without bounces).
  func follow(from start: Vector2, by travel: Vector2) {
    var next = offset
    for axis in 0...1 where scrolls(axis) {
      let r = range(axis)
      guard bounces else {
        next[axis] = clamp(start[axis] + travel[axis], r)
        continue
      }
      let band = RubberBand.bounded(dimension: max(bounds[axis], 1))
      next[axis] = band.clamp(band.unclamp(start[axis], from: r) + travel[axis], to: r)
    }
    indicators.show()
    apply(next)
  }

  /// One wheel or touchpad step: the first catches a motion; each moves the content as a drag; a
  /// pause is the release.
  private func scrollWheel(_ delta: Vector2, at time: Double) {
    if wheel == nil {
      stopMotion()
      let pause = WheelPause { [weak self] in self?.endWheel(release: true) }
      wheel = (WheelDrag(time: time), offset, pause)
      animator.add(pause)
    }
    // SDL's wheel: positive y scrolls up (the offset falls), positive x scrolls right (it grows).
    wheel?.drag.add(Vector2(x: -delta.x, y: delta.y), at: time)
    wheel?.pause.restart()
    guard let held = wheel else { return }
    follow(from: held.start, by: held.drag.translation)
  }

  /// Ends a wheel scroll; with `release`, lets go at its velocity.
  func endWheel(release letGo: Bool) {
    guard let held = wheel else { return }
    wheel = nil
    animator.remove(held.pause)
    if letGo { release(velocity: held.drag.releaseVelocity) }
  }
}
