import FluidMotion

extension ScrollView {
  /// Lets go with `velocity` (pt/s of offset) after a press or a scroll that began on `startPage`
  /// (nil: no drag, as when the ends move under a glide): per axis, a bounce back inside the ends, a
  /// spring to the page, or a glide; ``willEndDragging`` may move where it rests.
  func release(velocity: Vector2, from startPage: (column: Int, row: Int)?) {
    var v = velocity
    for axis in 0...1 where !scrolls(axis) { v[axis] = 0 }
    let proposed = restingTarget(velocity: v, startPage: startPage)
    var target = proposed
    if startPage != nil { willEndDragging?(self, v, &target) }
    for axis in 0...1 {
      let (value, r) = (offset[axis], range(axis))
      let moved = target[axis] != proposed[axis]
      let end = clamp(target[axis].isFinite ? target[axis] : proposed[axis], r)
      if isPaging(axis) || (moved && !r.contains(value)) {
        if end != value || v[axis] != 0 {
          start(axis, ScrollMotion(offset: value, velocity: v[axis], range: r, bounceTo: end))
        }
      } else if !r.contains(value) {
        start(axis, ScrollMotion(offset: value, velocity: v[axis], range: r, bounceTo: clamp(value, r)))
      } else if moved {  // the decay that lands exactly on the new target: v = distance · λ
        let glide = (end - value) * decelerationRate.lambda
        if glide != 0 {
          start(axis, ScrollMotion(offset: value, velocity: glide, range: r, decay: decelerationRate))
        }
      } else if v[axis] != 0 {
        start(
          axis,
          ScrollMotion(offset: value, velocity: v[axis], range: r, decay: decelerationRate, bounces: bounces))
      }
    }
    if !isDecelerating { indicators.fadeOut(on: animator) }
  }

  /// Whether `axis` pages: paging is on and there is more than one page.
  private func isPaging(_ axis: Int) -> Bool {
    isPagingEnabled && bounds[axis] > 0 && range(axis).upperBound > range(axis).lowerBound
  }

  /// Where a release at `v` comes to rest per axis: the projection clamped to the ends, or, paging,
  /// the page next to `startPage` in a flick's direction, else the nearer page (never more than one
  /// page from the start).
  private func restingTarget(velocity v: Vector2, startPage: (column: Int, row: Int)?) -> Vector2 {
    var target = Vector2.zero
    for axis in 0...1 {
      let (value, r) = (offset[axis], range(axis))
      guard isPaging(axis) else {
        target[axis] = clamp(value + decelerationRate.projectedDistance(initialVelocity: v[axis]), r)
        continue
      }
      let size = bounds[axis]
      let here = (clamp(value, r) - r.lowerBound) / size
      var page = here.rounded()
      let flick = interactionSettings.flickSpeed
      if let startPage {
        let first = Double(axis == 0 ? startPage.column : startPage.row)
        if abs(v[axis]) >= flick { page = v[axis] > 0 ? first + 1 : first - 1 }
        page = min(max(page, first - 1), first + 1)
      }
      let last = ((r.upperBound - r.lowerBound) / size).rounded(.up)
      target[axis] = clamp(r.lowerBound + min(max(page, 0), last) * size, r)
    }
    return target
  }

  /// Runs `motion` on `axis`, moving the content as it goes.
  func start(_ axis: Int, _ motion: ScrollMotion) {
    if let old = motions[axis] { animator.remove(old) }
    let id = ObjectIdentifier(motion)  // not the motion itself: its own closure must not hold it
    motion.onUpdate = { [weak self] value in
      guard let self, self.motions[axis].map(ObjectIdentifier.init) == id else { return }  // replaced
      var next = self.offset
      next[axis] = value
      self.apply(next)
    }
    motions[axis] = motion
    indicators.show()
    animator.add(motion) { [weak self] _ in
      guard let self, !self.isDecelerating, !self.isDragging else { return }
      self.indicators.fadeOut(on: self.animator)
    }
  }

  /// Stops every glide and bounce where it is.
  func stopMotion() {
    for case let m? in motions { animator.remove(m) }
    motions = [nil, nil]
  }
}

extension Vector2 {
  /// The x (0) or y (1) component.
  subscript(axis: Int) -> Double {
    get { axis == 0 ? x : y }
    set { if axis == 0 { x = newValue } else { y = newValue } }
  }
}

extension Size {
  /// The width (0) or height (1).
  subscript(axis: Int) -> Double { axis == 0 ? width : height }
}
