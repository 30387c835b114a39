import FluidMotion

/// A layer that zooms between a source rect (a cell) and a destination rect (the window), on an
/// ``InteractiveTransition``; dragged, it comes loose and shrinks about the pointer (iOS 18's zoom).
///
/// At progress p the layer's frame, corner radius and shadow are p of the way from the source's to the
/// destination's. A press catches it anywhere, open or in flight (``pause(at:time:)``); a drag then
/// moves it with the pointer 1:1 and shrinks it about the pointer as it goes down or sideways
/// (``update(to:time:)``), while the progress falls by that travel over ``dismissDistance``: a
/// swipe back from the window's edge sends it home as a drag down does (iOS 18's zoom). The release (``release(at:)``) goes to the end nearest the projected landing,
/// carrying the velocity, and the loose frame springs back onto the path as it goes.
///
/// ```swift
/// let zoom = ZoomTransition(
///   layer: card, source: Rect(x: 40, y: 80, width: 120, height: 160),
///   destination: Rect(x: 0, y: 0, width: 640, height: 480), animator: animator)
/// zoom.open()
/// zoom.addCompletion { end in print(end == .start ? "back in its cell" : "open") }
/// ```
public final class ZoomTransition {
  /// The spring of the zoom and of the loose frame's return: response 0.45 s, ζ 0.9.
  public static let spring = Spring(response: 0.45, dampingRatio: 0.9)

  /// The layer that travels.
  public let layer: Layer
  /// Where the layer rests closed (progress 0), in its superlayer's points.
  public var source: Rect { didSet { apply() } }
  /// Where the layer rests open (progress 1).
  public var destination: Rect { didSet { apply() } }
  /// The corner radius closed and open, pt ≥ 0.
  public var cornerRadius: (source: Double, destination: Double) = (12, 0) { didSet { apply() } }
  /// The shadow closed and open (nil: none); colour, offset and radius are interpolated.
  public var shadow: (source: Shadow?, destination: Shadow?) = (nil, nil) { didSet { apply() } }
  /// The drag down or sideways, pt (> 0), that takes the progress from 1 to 0; default the
  /// destination's height.
  public var dismissDistance: Double?
  /// The fraction of its size a drag of ``dismissDistance`` takes off (0...0.9, default 0.5).
  public var shrink = 0.5
  /// The progress: 0 closed, 1 open.
  public let transition: InteractiveTransition
  /// Called each time the zoom lands: `.start` in its cell, `.end` open.
  @available(*, deprecated, message: "use addCompletion(_:), called once at the landing it was added before")
  public var onComplete: ((AnimatingPosition) -> Void)? {
    get { landed }
    set { landed = newValue }
  }
  private var landed: ((AnimatingPosition) -> Void)?
  /// Called after every change of the layer (progress, drag, the loose frame's return).
  public var onChange: (() -> Void)?
  /// The pointer's hold on it, once ``makeInteractive(in:edgeSwipeOn:)`` made one.
  public internal(set) var interaction: ZoomInteraction?

  private let animator: Animator
  /// The loose frame's offset from the path at the last release, and its weight (1 → 0 on a spring).
  private var loose: (offset: Rect, weight: SpringAnimation<Double>)?
  private var drag: (start: Vector2, frame: Rect, pointer: Vector2)?

  /// Creates a zoom at rest closed, with the layer on `source`.
  /// - Parameters:
  ///   - layer: The layer that travels (its frame, corner radius and shadow are set).
  ///   - source: Its cell, in its superlayer's points.
  ///   - destination: Where it opens to.
  ///   - animator: The clock that runs it (a scene's `context.animator`).
  public init(layer: Layer, source: Rect, destination: Rect, animator: Animator) {
    self.layer = layer
    self.source = source
    self.destination = destination
    self.animator = animator
    transition = InteractiveTransition(progress: 0, spring: Self.spring, animator: animator)
    transition.clickReverses = true
    transition.onChange = { [weak self] in self?.apply() }
    transition.onLand = { [weak self] end in
      // Home means home: what is left of a loose frame's return (its spring stops within 0.1 % of
      // the offset) is dropped, so a completion finds the layer exactly at its end.
      self?.dropLoose()
      self?.apply()
      self?.landed?(end)
    }
    apply()
  }

  deinit {
    if let loose { animator.remove(loose.weight) }
  }

  /// The progress now: 0 closed, 1 open.
  public var progress: Double { transition.progress }
  /// Whether a press holds it.
  public var isDragging: Bool { drag != nil }

  /// Adds a completion: called once, with where the zoom landed (`.start` in its cell, `.end`
  /// open), the next time it lands, then forgotten: Fluid's one completion shape (it is
  /// ``transition``'s, after the layer took its place).
  public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
    transition.addCompletion(completion)
  }

  /// Opens on the spring, from wherever it is (a drag in progress lets go of it).
  public func open() {
    transition.finish()
    loosen()
  }

  /// Closes into its cell on the spring (a drag in progress lets go of it).
  public func close() {
    transition.cancel()
    loosen()
  }
  /// Rests at `end` (0 closed, 1 open) at once.
  public func jump(to end: Double) {
    dropLoose()
    drag = nil
    transition.jump(to: end)
  }

  /// The frame on the path at progress `p`.
  public func pathFrame(at p: Double) -> Rect { source + (destination - source).scaled(by: p) }

  /// Catches the layer under a press at `point` (its superlayer's points) at `time`: it stops where
  /// it is on this frame.
  public func pause(at point: Vector2, time: Double) {
    let frame = layer.frame
    dropLoose()
    transition.pause(at: point, time: time)
    drag = (point, frame, point)
    apply()
  }

  /// Moves a caught layer with the pointer at `point`: 1:1, shrinking about the pointer as it goes
  /// down or sideways; the progress falls by that travel (``dismissTravel(from:to:)``) over
  /// ``dismissDistance``.
  public func update(to point: Vector2, time: Double) {
    guard let start = drag?.start, point.x.isFinite, point.y.isFinite else { return }
    drag?.pointer = point
    let distance = dismissDistance ?? destination.size.height
    transition.update(
      translation: -Self.dismissTravel(from: start, to: point), over: max(distance, 1), at: point, time: time)
  }

  /// How far a drag from `start` to `point` goes toward dismissing, pt (≥ 0): down or sideways,
  /// whichever is further; up counts nothing.
  public static func dismissTravel(from start: Vector2, to point: Vector2) -> Double {
    max(point.y - start.y, abs(point.x - start.x), 0)
  }

  /// Lets go at `time`: a drag goes to the end nearest its projected landing, carrying its velocity; a
  /// click reverses a moving zoom (``CatchPress``'s rule); a hold settles at the nearer end.
  public func release(at time: Double) {
    guard drag != nil else { return }
    transition.release(at: time)
    loosen()
  }

  /// Ends a drag where the layer is: the frame it was pulled to springs back onto the path.
  private func loosen() {
    guard drag != nil else { return }
    let frame = layer.frame
    drag = nil
    let offset = frame - pathFrame(at: transition.progress)
    guard offset.magnitudeSquared > 1e-12 else { return apply() }
    let weight = SpringAnimation(spring: Self.spring, value: 1.0, target: 0, tolerance: 0.001)
    weight.onUpdate = { [weak self] _, _ in self?.apply() }
    animator.add(weight) { [weak self] _ in
      self?.loose = nil
      self?.apply()
    }
    loose = (offset, weight)
  }

  private func dropLoose() {
    if let loose { animator.remove(loose.weight) }
    loose = nil
  }

  /// Sets the layer for the progress, the loose offset and a drag.
  private func apply() {
    let p = transition.progress
    var frame = pathFrame(at: p)
    if let loose { frame = frame + loose.offset.scaled(by: loose.weight.value) }
    if let drag {
      let distance = max(dismissDistance ?? destination.size.height, 1)
      let down = min(max(Self.dismissTravel(from: drag.start, to: drag.pointer) / distance, 0), 1)
      let s = 1 - min(max(shrink, 0), 0.9) * down
      // The press point of the layer stays under the pointer: origin = pointer + (origin₀ − press)·s.
      let grab = drag.frame.origin - drag.start
      let origin = drag.frame.origin + (drag.pointer - drag.start) + grab.scaled(by: s - 1)
      frame = Rect(origin: origin, size: drag.frame.size.scaled(by: s))
    }
    layer.frame = frame
    let t = min(max(p, 0), 1)
    layer.cornerRadius = cornerRadius.source + (cornerRadius.destination - cornerRadius.source) * t
    layer.shadow = Self.mix(shadow.source, shadow.destination, t)
    onChange?()
  }

  /// A shadow `t` of the way from `a` to `b` (a missing one is the other, transparent).
  static func mix(_ a: Shadow?, _ b: Shadow?, _ t: Double) -> Shadow? {
    guard
      let from = a ?? b.map({ Shadow(color: $0.color.withAlpha(0), offset: $0.offset, radius: $0.radius) })
    else { return nil }
    let to = b ?? Shadow(color: from.color.withAlpha(0), offset: from.offset, radius: from.radius)
    return Shadow(
      color: from.color.mixed(with: to.color, t),
      offset: from.offset + (to.offset - from.offset).scaled(by: t),
      radius: from.radius + (to.radius - from.radius) * t)
  }
}
