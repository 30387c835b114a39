import FluidMotion

/// A vertical scroll view, as `UIScrollView`: content taller than its viewport follows a drag 1:1,
/// resists past its ends, glides on after a flick and bounces back from an end, scrolls under the
/// wheel or a touchpad, and a press catches it at any instant.
///
/// - A drag past ``slop`` moves the content 1:1, resisting past either end (the bounded rubber band
///   over the viewport's height).
/// - Released, the content glides on at UIScrollView's normal deceleration (0.998 per ms); past an end,
///   or reaching one, a critically damped spring (response 0.4 s) brings it back, carrying its
///   velocity.
/// - A press stops a moving scroll where it is (``handle(_:)`` reports ``Use/caught``: the press is
///   the scroll view's, not the content's, as a tap on a moving list only stops it).
/// - The wheel or a touchpad scrolls by its deltas, within the ends.
///
/// The viewport (``layer``) masks its content; put what scrolls in ``content``, set
/// ``contentHeight``, and pass the pointer events to ``handle(_:)`` first.
///
/// ```swift
/// let scroll = ScrollView(animator: context.animator)
/// scroll.content.addSublayer(list)
/// scroll.layout(frame: Rect(x: 0, y: 44, width: 400, height: 600), contentHeight: 1200)
/// if scroll.handle(event) == .dragging { cancelRowPress() }
/// ```
public final class ScrollView {
  /// What a pointer event meant to the scroll view.
  public enum Use: Sendable, Equatable {
    /// Nothing: the content may take the event (a press that is not a catch, a move within the slop).
    case none
    /// A press stopped a moving scroll: the content should not take this press.
    case caught
    /// The pointer drags the content, or the wheel scrolled it: the content should cancel its press.
    case dragging
  }

  /// How far a press moves before it drags, pt.
  public static let slop = 8.0
  /// The spring that brings the content back inside its ends.
  public static let bounce = Spring(response: 0.4, dampingRatio: 1)
  /// The viewport: it masks ``content``.
  public let layer = Layer()
  /// What scrolls; its origin is moved by ``offset``.
  public let content = Layer()
  private let indicator = Layer()
  private let animator: Animator
  private var motion: ScrollMotion?
  private var press: (y: Double, offset: Double, caught: Bool, dragging: Bool)?
  private var tracker = VelocityTracker<Double>()
  /// The content's height, pt.
  public private(set) var contentHeight = 0.0
  /// How far the content is scrolled: its top is this far above the viewport's top, pt (0 at the top,
  /// ``maxOffset`` at the bottom; beyond them while it resists or bounces).
  public private(set) var offset = 0.0

  /// Creates a scroll view whose glides and bounces run on `animator`.
  public init(animator: Animator) {
    self.animator = animator
    layer.masksToBounds = true
    layer.addSublayer(content)
    indicator.fill = .solid(Color(white: 1, alpha: 0.45))
    indicator.cornerRadius = 1.5
    indicator.isHidden = true
    indicator.isUserInteractionEnabled = false
    layer.addSublayer(indicator)
  }

  /// The largest resting offset, pt: 0 when the content fits.
  public var maxOffset: Double { max(0, contentHeight - layer.frame.size.height) }
  /// Whether a glide or a bounce moves the content.
  public var isMoving: Bool { motion.map { animator.contains($0) } ?? false }
  /// Whether the pointer drags the content.
  public var isDragging: Bool { press?.dragging ?? false }
  /// Whether a press is down on the viewport.
  public var isTracking: Bool { press != nil }

  /// Places the viewport at `frame` (its parent's points) over content `contentHeight` points tall;
  /// the offset stays, brought inside the new ends.
  public func layout(frame: Rect, contentHeight: Double) {
    layer.frame = frame
    self.contentHeight = max(0, contentHeight)
    content.frame.size = Size(width: frame.size.width, height: self.contentHeight)
    if !isMoving && !isDragging { setOffset(min(max(offset, 0), maxOffset)) }
  }

  /// Scrolls so that `rect` (content points) shows, gliding there on the bounce spring.
  public func scrollToVisible(_ rect: Rect) {
    let view = layer.frame.size.height
    let target = min(max(offset, rect.maxY - view), rect.minY)
    guard target != offset else { return }
    settle(to: min(max(target, 0), maxOffset), velocity: motion?.velocity ?? 0)
  }

  /// Moves the content to `offset` at once (no glide).
  public func setOffset(_ offset: Double) {
    self.offset = offset
    content.frame.origin = Vector2(x: 0, y: -offset)
    let view = layer.frame.size.height
    guard contentHeight > view, view > 0 else { return indicator.isHidden = true }
    let height = max(24, view * view / contentHeight)
    let travel = (view - height) * min(max(offset / maxOffset, 0), 1)
    indicator.frame = Rect(x: layer.frame.size.width - 6, y: travel, width: 3, height: height)
  }

  /// Handles a pointer or wheel event (window points); see ``Use``.
  public func handle(_ event: InputEvent) -> Use {
    switch event {
    case .pointerDown(let p, let t, .primary, _):
      guard let local = layer.convertFromWindow(p),
        Rect(origin: .zero, size: layer.frame.size).contains(local)
      else { return .none }
      let caught = isMoving
      stop()
      press = (p.y, offset, caught, false)
      tracker.reset()
      tracker.add(offset, at: t)
      return caught ? .caught : .none
    case .pointerMoved(let p, let t, _): return moved(to: p.y, at: t)
    case .pointerUp(let p, let t, .primary):
      let use = moved(to: p.y, at: t)
      let velocity = isDragging ? tracker.velocity(at: t) : 0
      let caught = press?.caught ?? false
      press = nil
      release(velocity: velocity)
      return caught ? .caught : use
    case .pointerCancelled, .focusLost:
      let use: Use = isDragging ? .dragging : .none
      press = nil
      release(velocity: 0)
      return use
    case .wheel(let delta, let p, _):
      guard contentHeight > layer.frame.size.height, let local = layer.convertFromWindow(p),
        Rect(origin: .zero, size: layer.frame.size).contains(local)
      else { return .none }
      stop()
      setOffset(min(max(offset - delta.y, 0), maxOffset))
      return .dragging
    default: return .none
    }
  }

  private func moved(to y: Double, at time: Double) -> Use {
    guard var held = press else { return .none }
    if !held.dragging, abs(y - held.y) > Self.slop, contentHeight > layer.frame.size.height {
      held.dragging = true
    }
    press = held
    guard held.dragging else { return .none }
    let band = RubberBand.bounded(dimension: max(layer.frame.size.height, 1))
    let raw = band.unclamp(held.offset, from: 0...maxOffset) - (y - held.y)
    setOffset(band.clamp(raw, to: 0...maxOffset))
    tracker.add(offset, at: time)
    indicator.isHidden = false
    return .dragging
  }

  /// Lets go with `velocity` (pt/s of offset): a glide, or a bounce back inside the ends.
  private func release(velocity: Double) {
    if offset < 0 || offset > maxOffset {
      settle(to: min(max(offset, 0), maxOffset), velocity: velocity)
    } else if velocity != 0 {
      start(ScrollMotion(offset: offset, velocity: velocity, range: 0...maxOffset))
    } else {
      indicator.isHidden = true
    }
  }

  private func settle(to target: Double, velocity: Double) {
    stop()
    start(ScrollMotion(offset: offset, velocity: velocity, range: 0...maxOffset, bounceTo: target))
  }

  private func start(_ next: ScrollMotion) {
    next.onUpdate = { [weak self] in self?.setOffset($0) }
    motion = next
    indicator.isHidden = false
    animator.add(next) { [weak self] in self?.indicator.isHidden = true }
  }

  private func stop() {
    if let motion { animator.remove(motion) }
    motion = nil
  }
}
