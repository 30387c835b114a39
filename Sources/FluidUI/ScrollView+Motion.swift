import FluidMotion

extension ScrollView {
  /// Lets go with `velocity` (pt/s of offset): per axis, a bounce back inside the ends, a spring to
  /// the page the projection lands in, or a glide.
  func release(velocity: Vector2) {
    for axis in 0...1 {
      let (value, v, r) = (offset[axis], scrolls(axis) ? velocity[axis] : 0, range(axis))
      if isPagingEnabled && bounds[axis] > 0 && r.upperBound > r.lowerBound {
        let landing = value + decelerationRate.projectedDistance(initialVelocity: v)
        let page = ((clamp(landing, r) - r.lowerBound) / bounds[axis]).rounded()
        let target = clamp(r.lowerBound + page * bounds[axis], r)
        if target != value || v != 0 {
          start(axis, ScrollMotion(offset: value, velocity: v, range: r, bounceTo: target))
        }
      } else if !r.contains(value) {
        start(axis, ScrollMotion(offset: value, velocity: v, range: r, bounceTo: clamp(value, r)))
      } else if v != 0 {
        start(
          axis, ScrollMotion(offset: value, velocity: v, range: r, decay: decelerationRate, bounces: bounces))
      }
    }
    if !isDecelerating { indicators.fadeOut(on: animator) }
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
    animator.add(motion) { [weak self] in
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

/// Waits out a wheel scroll's pause: ``WheelDrag/pause`` seconds with no step, then `onPause`.
final class WheelPause: Animation {
  private var quiet = 0.0
  private let onPause: () -> Void

  init(onPause: @escaping () -> Void) { self.onPause = onPause }

  /// A step came: the pause starts again.
  func restart() { quiet = 0 }

  func advance(by dt: Double) -> AnimationStatus {
    quiet += dt
    guard quiet >= WheelDrag.pause - 1e-9 else { return .running }
    onPause()
    return .finished
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
