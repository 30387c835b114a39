import FluidMotion

extension ScrollView {
  /// One wheel or touchpad step of `delta` (pt, as ``InputEvent/wheel(delta:position:time:)``);
  /// returns whether it scrolled.
  ///
  /// - A notched wheel (whole notches of ``GestureSettings/wheelNotch``, with no touchpad scroll
  ///   under way) moves the offset's target a fixed distance per notch — a page per notch with
  ///   paging — and the content glides there on ``wheelSpring``, keeping its velocity when the next
  ///   notch comes: the same distance whatever the rhythm of the notches, no momentum after.
  /// - A touchpad's fractional steps move the content 1:1, as a drag; a pause of
  ///   ``GestureSettings/scrollPause`` is the release, with the scroll's velocity.
  func scrollWheel(_ delta: Vector2, at time: Double, settings: GestureSettings) -> Bool {
    guard scrolls(0) || scrolls(1), delta != .zero else { return false }
    interactionSettings = settings
    onUserScroll?(self)
    // SDL's wheel: positive y scrolls up (the offset falls), positive x scrolls right (it grows).
    let step = Vector2(x: delta.x, y: -delta.y)
    if wheel == nil, let notches = Self.notches(in: step, of: settings.wheelNotch) {
      turnNotches(notches, by: settings.wheelNotch)
      return true
    }
    if wheel == nil {
      stopMotion()
      let pause = WheelPause(pause: settings.scrollPause) { [weak self] in self?.endWheel(release: true) }
      wheel = (WheelDrag(time: time, pause: settings.scrollPause), offset, pageAtRest, pause)
      animator.add(pause)
    }
    wheel?.drag.add(Vector2(x: -step.x, y: -step.y), at: time)
    wheel?.pause.restart()
    guard let held = wheel else { return true }
    follow(from: held.start, by: held.drag.translation)
    return true
  }

  /// The whole notches in `step` (per axis), or nil when it is not a whole number of them.
  private static func notches(in step: Vector2, of notch: Double) -> Vector2? {
    guard notch > 0 else { return nil }
    let n = Vector2(x: step.x / notch, y: step.y / notch)
    let whole = abs(n.x - n.x.rounded()) < 1e-6 && abs(n.y - n.y.rounded()) < 1e-6
    return whole ? Vector2(x: n.x.rounded(), y: n.y.rounded()) : nil
  }

  /// Moves the target of a notched scroll by `notches` (per axis) of `notch` pt, or pages with
  /// paging, and glides there from the velocity the content has.
  private func turnNotches(_ notches: Vector2, by notch: Double) {
    let (from, v, page) = (targetContentOffset, velocity, pageAtRest)
    var target = offset
    for axis in 0...1 where scrolls(axis) {
      let r = range(axis)
      if isPagingEnabled && bounds[axis] > 0 {
        let turn = notches[axis] == 0 ? 0.0 : notches[axis] < 0 ? -1.0 : 1.0  // one page a step
        let next = Double(axis == 0 ? page.column : page.row) + turn
        target[axis] = clamp(r.lowerBound + next * bounds[axis], r)
      } else {
        target[axis] = clamp(clamp(from[axis], r) + notches[axis] * notch, r)
      }
    }
    stopMotion()
    for axis in 0...1 where target[axis] != offset[axis] {
      start(
        axis,
        ScrollMotion(
          offset: offset[axis], velocity: v[axis], range: range(axis), bounceTo: target[axis],
          spring: wheelSpring))
    }
  }

  /// The page the content is at or heading for: counted from where the motion under way rests.
  var pageAtRest: (column: Int, row: Int) {
    let resting = targetContentOffset
    return (page(0, at: resting.x), page(1, at: resting.y))
  }

  /// Ends a touchpad scroll; with `release`, lets go at its velocity.
  func endWheel(release letGo: Bool) {
    guard let held = wheel else { return }
    wheel = nil
    animator.remove(held.pause)
    if letGo { release(velocity: held.drag.releaseVelocity, from: held.startPage) }
  }
}
