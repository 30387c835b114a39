import FluidMotion

extension ScrollView {
  /// A press at `p`: stops any motion where it is; returns whether it caught one moving at least
  /// the settings' catch speed (the press is then the scroll view's, not the content's).
  func beginPress(at p: Vector2, time t: Double, settings: GestureSettings) -> Bool {
    interactionSettings = settings
    let v = velocity
    let caught = isDragging || (isDecelerating && max(abs(v.x), abs(v.y)) >= settings.catchSpeed)
    let page = pageAtRest
    endWheel(release: false)
    stopMotion()
    press = ScrollPress(start: p, startOffset: offset, startPage: page, caught: caught)
    press?.tracker.add(offset, at: t)
    return caught
  }

  /// Whether the press has gone past the drag threshold at `p` on an axis that scrolls.
  ///
  /// Once the content follows it (``followPress(to:at:)``), it drags until released. Nothing moves
  /// here: the pan follows only once it has begun, so a pan held back or refused never moves the
  /// content.
  func pressDrags(to p: Vector2, settings: GestureSettings) -> Bool {
    guard let held = press else { return false }
    if held.dragging { return true }
    let travel = p - held.start
    return (scrolls(0) && abs(travel.x) > settings.dragThreshold)
      || (scrolls(1) && abs(travel.y) > settings.dragThreshold)
  }

  /// The content follows the press's pointer at `p` 1:1 from where the press found it: the pan has
  /// begun, or goes on.
  func followPress(to p: Vector2, at time: Double) {
    guard var held = press else { return }
    held.dragging = true
    defer { press = held }
    onUserScroll?(self)
    let travel = p - held.start
    follow(from: held.startOffset, by: Vector2(x: -travel.x, y: -travel.y))
    held.tracker.add(offset, at: time)
  }

  /// Releases the press at `t` (s): a drag lets go at its velocity, a still press where it is.
  func endPress(at t: Double) {
    guard let held = press else { return }
    press = nil
    // Only a drag ends dragging: a still press (a catch, a click) rests where it is, or on the nearer page.
    release(
      velocity: held.dragging ? held.tracker.velocity(at: t) : .zero,
      from: held.dragging ? held.startPage : nil)
  }

  /// Ends a press, a wheel scroll and a drag where they are (focus lost, another gesture won).
  func cancelPress() {
    press = nil
    endWheel(release: false)
    release(velocity: .zero, from: nil)
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
}
