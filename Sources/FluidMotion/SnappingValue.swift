/// A value a drag moves and a release sends to one of its snap points: a sheet's detents, a drawer's
/// open and closed, the corners of a picture-in-picture window, a card kept or flung away.
///
/// The whole fluid gesture in one piece. ``grab()`` catches the value where it is, moving or not, on
/// the press. ``drag(translation:)`` follows the pointer 1:1 between the snap points' extremes and
/// rubber-bands past them, axis by axis (``band``). ``release(velocity:)`` projects where the release
/// velocity would carry the value (``decay``), picks the snap point nearest that landing, and springs
/// there, carrying the velocity: where the value was banded, the pointer's velocity scaled by the
/// band's slope, so nothing jumps. ``snap(to:velocity:)`` goes to a point on the same spring.
///
/// Not thread-safe: use it on the thread of the ``Animator`` that runs it.
///
/// ```swift
/// let sheet = SnappingValue(points: [600.0, 300.0, 60.0], animator: animator)   // closed, half, full
/// sheet.onChange = { y in print("the sheet's top is at", y) }
/// sheet.grab()                               // on the press
/// sheet.drag(translation: -120)              // on each move: the translation since the press
/// sheet.release(velocity: -900)              // on the release: its velocity, pt/s
/// ```
public final class SnappingValue<Value: AxisValue> {
  /// The snap points, at least one (``move(points:)`` changes them).
  public private(set) var points: [Value]
  /// The spring a release or a snap moves on.
  public var spring: Spring
  /// The deceleration a release's landing is projected with.
  public var decay: Decay
  /// The resistance past the snap points' extremes, axis by axis (`.power(1)`: none).
  public var band: RubberBand
  /// How close to a point, in value units (> 0), counts as landed; nil (the default) follows the move
  /// (``SpringAnimation/relativeTolerance``).
  public var tolerance: Double?
  /// What moves the value to a point.
  ///
  /// Called with the value, its velocity and the target; nil (the default) is a ``SpringAnimation``
  /// on the move's spring with ``tolerance``. Give one to move it with another integrator (an Euler
  /// or RK4 spring, a dynamics world).
  public var motion:
    ((_ value: Value, _ velocity: Value, _ target: Value) -> any InterruptibleAnimation<Value>)?
  /// The value now.
  public private(set) var value: Value
  /// The velocity now, value units per second: the spring's while it moves, else zero.
  public var velocity: Value { animation?.velocity ?? .zero }
  /// The snap point the value rests at or moves to, or nil while it is held.
  public private(set) var index: Int?
  /// Whether it is held (between ``grab()`` and ``release(velocity:)``).
  public private(set) var isHeld = false
  /// Called whenever the value changes.
  public var onChange: ((Value) -> Void)?
  /// Called when the value comes to rest on a snap point, with its index.
  public var onRest: ((Int) -> Void)?

  private var low: Value
  private var high: Value
  private weak var animator: Animator?
  private var animation: (any InterruptibleAnimation<Value>)?
  /// The unbanded value the drag started from.
  private var grabbed: Value = .zero

  /// Creates the value resting on `points[index]`.
  /// - Parameters:
  ///   - points: The snap points, at least one, each finite.
  ///   - index: The point it starts on (default the first).
  ///   - spring: The spring of a release or a snap (default: response 0.4 s, ζ 0.85).
  ///   - decay: The projection of a release (default `.normal`, `UIScrollView`'s).
  ///   - band: The resistance past the extremes (default `.power()`, 0.7).
  ///   - animator: The animator that runs the spring (held weakly: one the frame loop ticks).
  public init(
    points: [Value], at index: Int = 0, spring: Spring = Spring(response: 0.4, dampingRatio: 0.85),
    decay: Decay = .normal, band: RubberBand = .power(), animator: Animator
  ) {
    precondition(!points.isEmpty, "SnappingValue: points must not be empty")
    precondition(points.allSatisfy(\.isFiniteValue), "SnappingValue: points must be finite")
    precondition(points.indices.contains(index), "SnappingValue: index \(index) is not one of the points")
    (self.points, self.spring, self.decay, self.band, self.animator) = (points, spring, decay, band, animator)
    (low, high) = Self.extremes(of: points)
    value = points[index]
    self.index = index
  }

  deinit {
    if let animation { animator?.remove(animation) }
  }

  /// Catches the value where it is (stopping its spring) for a drag; call it on the press.
  public func grab() {
    if let animation { animator?.remove(animation) }
    animation = nil
    index = nil
    isHeld = true
    grabbed = unbanded(value)
  }

  /// Moves the held value by `translation` (value units) from where ``grab()`` caught it, banded
  /// past the snap points' extremes.
  public func drag(translation: Value) {
    precondition(translation.isFiniteValue, "SnappingValue: translation must be finite")
    if !isHeld { grab() }
    set(banded(grabbed + translation))
  }

  /// Lets the value go with `velocity` (the pointer's, value units per second): it springs to the
  /// snap point nearest the landing the velocity projects, carrying it.
  /// - Returns: The index of that snap point.
  @discardableResult
  public func release(velocity: Value) -> Int { release(velocity: velocity) { _ in spring } }

  /// Lets the value go as ``release(velocity:)`` does, on the spring `spring` chooses for the velocity
  /// it carries (the pointer's, scaled by the band's slope where it was banded): a slow release might
  /// settle without a bounce, a flick bounce.
  /// - Returns: The index of the snap point it goes to.
  @discardableResult
  public func release(velocity: Value, spring: (Value) -> Spring) -> Int {
    precondition(velocity.isFiniteValue, "SnappingValue: velocity must be finite")
    isHeld = false
    var shown = velocity
    let raw = unbanded(value)
    for axis in 0..<Value.axisCount {
      let over = raw[axis: axis] - min(max(raw[axis: axis], low[axis: axis]), high[axis: axis])
      if over != 0 { shown[axis: axis] *= min(band.derivative(atOvershoot: over), 1) }
    }
    let target = nearest(to: value + decay.projectedDistance(initialVelocity: shown))
    snap(to: target, velocity: shown, spring: spring(shown))
    return target
  }

  /// Puts the value at `value` at once, stopping its spring (a new card placed off screen, say);
  /// ``snap(to:velocity:)`` then brings it to a point.
  public func place(at value: Value) {
    precondition(value.isFiniteValue, "SnappingValue: value must be finite")
    if let animation { animator?.remove(animation) }
    animation = nil
    index = nil
    isHeld = false
    set(value)
  }

  /// Springs to `points[index]` from where the value is, starting at `velocity`.
  public func snap(to index: Int, velocity: Value = .zero) {
    snap(to: index, velocity: velocity, spring: spring)
  }

  /// Springs to `points[index]` on `spring` (this move only: a tap's and a flick's can differ), from
  /// where the value is, starting at `velocity`.
  public func snap(to index: Int, velocity: Value, spring: Spring) {
    precondition(points.indices.contains(index), "SnappingValue: index \(index) is not one of the points")
    precondition(velocity.isFiniteValue, "SnappingValue: velocity must be finite")
    if let animation { animator?.remove(animation) }
    isHeld = false
    self.index = index
    let next: any InterruptibleAnimation<Value> =
      motion?(value, velocity, points[index])
      ?? SpringAnimation(
        spring: spring, value: value, velocity: velocity, target: points[index], tolerance: tolerance)
    next.onUpdate = { [weak self] value, _ in self?.set(value) }
    animation = next
    guard let animator else { preconditionFailure("SnappingValue: its Animator was released") }
    animator.add(next) { [weak self] _ in
      guard let self, self.animation === next else { return }
      self.animation = nil
      self.onRest?(self.index ?? index)  // where it landed: a redirect may have changed it
    }
  }

  /// Whether a spring moves the value.
  public var isAnimating: Bool { animation != nil }

  /// Heads for `points[index]`: a moving value is retargeted, keeping its spring's state and
  /// parameters (a reversal is continuous); a resting or held one springs there on `spring` (default
  /// ``spring``) from rest.
  public func redirect(to index: Int, spring: Spring? = nil) {
    precondition(points.indices.contains(index), "SnappingValue: index \(index) is not one of the points")
    guard let animation else { return snap(to: index, velocity: .zero, spring: spring ?? self.spring) }
    self.index = index
    animation.target = points[index]
  }

  /// Moves a held value to `value` (rubber-banded past the extremes): for a drag that keeps its own
  /// grab offset; ``drag(translation:)`` is the same from the press's translation.
  public func drag(to value: Value) {
    precondition(value.isFiniteValue, "SnappingValue: value must be finite")
    if !isHeld { grab() }
    set(banded(value))
  }

  /// Replaces the points (a resize moves them): a moving value is retargeted to its point's new place,
  /// a resting one moves with its point, a held one stays where the pointer has it.
  /// - Precondition: as many points as before, all finite.
  public func move(points newPoints: [Value]) {
    precondition(newPoints.count == points.count, "SnappingValue: move(points:) keeps the number of points")
    precondition(newPoints.allSatisfy(\.isFiniteValue), "SnappingValue: points must be finite")
    points = newPoints
    (low, high) = Self.extremes(of: newPoints)
    guard let index, !isHeld else { return }
    if let animation { animation.target = newPoints[index] } else { set(newPoints[index]) }
  }

  /// The index of the snap point nearest `landing` (the first of equals).
  public func nearest(to landing: Value) -> Int {
    points.indices.min { (points[$0] - landing).magnitudeSquared < (points[$1] - landing).magnitudeSquared }!
  }

  private func set(_ next: Value) {
    value = next
    onChange?(next)
  }

  /// `raw` with each axis rubber-banded past the extremes.
  private func banded(_ raw: Value) -> Value {
    var out = raw
    for axis in 0..<Value.axisCount {
      out[axis: axis] = band.clamp(raw[axis: axis], to: low[axis: axis]...high[axis: axis])
    }
    return out
  }

  /// The raw value that shows as `shown` (the inverse of ``banded(_:)``).
  private func unbanded(_ shown: Value) -> Value {
    var out = shown
    for axis in 0..<Value.axisCount {
      out[axis: axis] = band.unclamp(shown[axis: axis], from: low[axis: axis]...high[axis: axis])
    }
    return out
  }

  /// The smallest and largest coordinate of `points` on each axis.
  private static func extremes(of points: [Value]) -> (Value, Value) {
    var (low, high) = (points[0], points[0])
    for point in points {
      for axis in 0..<Value.axisCount {
        low[axis: axis] = min(low[axis: axis], point[axis: axis])
        high[axis: axis] = max(high[axis: axis], point[axis: axis])
      }
    }
    return (low, high)
  }
}
