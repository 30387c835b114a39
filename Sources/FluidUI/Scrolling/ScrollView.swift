import FluidMotion

/// A scroll view with `UIScrollView`'s physics and names: content larger than its viewport follows
/// a drag 1:1, resists past its ends, glides on after a flick, bounces back from an end, pages,
/// scrolls under the wheel or a touchpad, and a press catches it at any instant.
///
/// - A drag past the drag threshold (``GestureSettings/dragThreshold``) moves the content 1:1,
///   resisting past either end on UIKit's bounded rubber band over the viewport's size (or stopping
///   at the end, without ``bounces``).
/// - Released, each axis glides on at ``decelerationRate`` (0.998 per ms: `Decay.normal`) and comes
///   to rest exactly where `Decay.projectedDistance(initialVelocity:)` says — or where
///   ``willEndDragging`` moves that target. Crossing an end, it bounces back on a critically damped
///   spring (``bounce``) from the exact instant it crossed, with the velocity it had then.
/// - With ``isPagingEnabled``, a release turns at most one page: a flick faster than
///   ``GestureSettings/flickSpeed`` turns the page in its direction, a slower release goes to the
///   nearer page (`UIScrollView`'s paging).
/// - A notched wheel scrolls a fixed distance a notch, gliding on ``wheelSpring``; a touchpad moves
///   the content as a drag does, and a pause of ``GestureSettings/scrollPause`` is the release, with
///   the scroll's velocity (momentum).
/// - A press stops a moving scroll where it is: the press is the scroll view's, not the content's, as
///   a tap on a moving list only stops it (its ``panGestureRecognizer`` begins on the press, so the
///   content's recognisers fail). Below
///   ``GestureSettings/catchSpeed`` it stops it and is the content's press.
/// - Overlay scroll bars show while it scrolls and fade out after it rests; near the pointer a bar
///   widens over its trough, its thumb can be dragged and its trough pages (GTK 4's overlay scroll
///   bars). Home, End, Page Up and Page Down scroll on its spring (``handleKey(_:)``).
///
/// The viewport (``layer``) masks its content; put what scrolls in ``content``, set ``contentSize``,
/// and ``attach(to:)`` the scene's share of the gesture arena: the pan on ``layer`` and the bars'
/// recognisers. The content's own recognisers (a row's tap) then lose to a drag, and one can wait
/// for the pan to fail.
///
/// ```swift
/// let scroll = ScrollView(animator: context.animator)
/// scroll.content.addSublayer(list)
/// scroll.layout(frame: Rect(x: 0, y: 44, width: 400, height: 600))
/// scroll.contentSize = Size(width: 400, height: 1200)
/// scroll.attach(to: context.gestures)
/// context.gestures.add(TapGestureRecognizer { tap in select(at: tap.location) }, to: list)
/// ```
public final class ScrollView {
  /// The spring that brings the content back inside its ends, to a page, or to an animated offset.
  public static let bounce = Spring(response: 0.4, dampingRatio: 1)
  /// The viewport: it masks ``content``.
  public let layer = Layer()
  /// What scrolls; its origin is moved by ``contentOffset``.
  public let content = Layer()
  let indicators = ScrollIndicators()
  let animator: Animator
  /// The glide or bounce of each axis (x, y), if one runs.
  var motions: [ScrollMotion?] = [nil, nil]
  var press: ScrollPress?
  var wheel: (drag: WheelDrag, start: Vector2, startPage: (column: Int, row: Int), pause: WheelPause)?
  /// The scroll view's pan: drags, flicks, the wheel and the press that catches a glide, as a
  /// member of the window's ``GestureArena``.
  public private(set) lazy var panGestureRecognizer = ScrollPanGestureRecognizer(scrollView: self)
  /// The overlay scroll bars' recognisers (horizontal, vertical): each drags its thumb and pages on
  /// its trough; ``attach(to:)`` adds them to the arena.
  public private(set) lazy var scrollBarGestureRecognizers = [
    ScrollBarGestureRecognizer(scrollView: self, axis: 0),
    ScrollBarGestureRecognizer(scrollView: self, axis: 1),
  ]
  /// The free pointer moving over the viewport shows the scroll bars.
  ///
  /// They fade once it rests, as GTK 4's overlay scroll bars do; ``attach(to:)`` adds it. A pointer that only came over it (a
  /// window opened under it) shows nothing until it moves.
  public private(set) lazy var hoverGestureRecognizer = HoverGestureRecognizer { [weak self] hover in
    guard let self, hover.state == .changed else { return }
    indicators.show()
    if !isDragging && !isDecelerating { indicators.fadeOut(on: animator) }
  }
  /// The settings of the press or scroll under way (the arena's).
  var interactionSettings = GestureSettings.standard
  /// The spring a notched wheel's steps glide on (default: critically damped, 0.2 s).
  public var wheelSpring = Spring(response: 0.2, dampingRatio: 1)
  /// Called as a drag or a touchpad scroll ends, with the release velocity (pt/s of offset) and
  /// where the content will come to rest (UIKit's
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`): change the target and the
  /// glide decays onto it instead (or, paging, springs to it), kept within the ends.
  public var willEndDragging: ((ScrollView, Vector2, inout Vector2) -> Void)?

  /// The size of what scrolls, pt (each ≥ 0).
  public var contentSize = Size(width: 0, height: 0) {
    didSet { contentDidChange() }
  }
  /// Room added around the content, pt: the offset ranges from `-top`/`-left` to the content's far
  /// edge plus `bottom`/`right`.
  public var contentInset = EdgeInsets.zero {
    didSet { contentDidChange() }
  }
  /// Where the viewport's top-left corner is in the content, pt; setting it stops any motion.
  public var contentOffset: Vector2 {
    get { offset }
    set {
      stopMotion()
      apply(newValue)
      if !isDragging { indicators.fadeOut(on: animator) }
    }
  }
  private(set) var offset = Vector2.zero
  /// How fast a glide slows: `Decay.normal` (UIKit's `.normal`, 0.998 per ms) or `Decay.fast` (0.99).
  public var decelerationRate = Decay.normal
  /// Whether the content rubber-bands past its ends and bounces back (default true).
  public var bounces = true
  /// Whether it rubber-bands vertically even when the content is not taller than the viewport.
  public var alwaysBounceVertical = false
  /// Whether it rubber-bands horizontally even when the content is not wider than the viewport.
  public var alwaysBounceHorizontal = false
  /// Whether a release comes to rest on a multiple of the viewport's size (default false).
  public var isPagingEnabled = false
  /// Whether the vertical indicator shows while scrolling (default true).
  public var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows while scrolling (default true).
  public var showsHorizontalScrollIndicator = true
  /// Called whenever ``contentOffset`` changes (`scrollViewDidScroll`).
  public var onScroll: ((ScrollView) -> Void)?
  /// Called when the hand moves the content.
  ///
  /// A drag, each wheel or touchpad step, a press on a scroll bar: not ``contentOffset`` set by code,
  /// nor ``handleKey(_:)``. What follows the content itself (a selection kept in view) lets go here.
  public var onUserScroll: ((ScrollView) -> Void)?

  /// Creates a scroll view whose glides and bounces run on `animator`.
  public init(animator: Animator) {
    self.animator = animator
    layer.masksToBounds = true
    layer.accessibilityContainerType = .scrollPane
    layer.accessibilityRevealBlock = { [weak self] in self?.reveal($0) }
    layer.addSublayer(content)
    indicators.install(in: layer)
    indicators.onHoverEnd = { [unowned self] in
      if !isDecelerating && !isDragging { indicators.fadeOut(on: self.animator) }
    }
  }

  /// The viewport's size, pt.
  public var bounds: Size { layer.frame.size }
  /// Whether a press is down on the viewport (it may not have moved yet).
  public var isTracking: Bool { press != nil }
  /// Whether the pointer or the wheel moves the content.
  public var isDragging: Bool { press?.dragging ?? false || wheel != nil }
  /// Whether the content moves on its own after a release: a glide, a bounce or a page snap.
  public var isDecelerating: Bool { motions.contains { $0.map { animator.contains($0) } ?? false } }

  /// Places the viewport at `frame` (its parent's points); the offset stays, brought inside the ends.
  public func layout(frame: Rect) {
    layer.frame = frame
    contentDidChange()
  }

  /// Places the viewport at `frame` over content of `size`, then brings the offset inside the ends.
  public func layout(frame: Rect, contentSize size: Size) {
    layer.frame = frame
    contentSize = size
  }

  /// Moves the content to `offset`; `animated` glides there on ``bounce`` from the velocity it has.
  public func setContentOffset(_ target: Vector2, animated: Bool) {
    guard animated else { return contentOffset = target }
    let v = velocity
    stopMotion()
    for axis in 0...1 where target[axis] != offset[axis] || v[axis] != 0 {
      start(
        axis,
        ScrollMotion(offset: offset[axis], velocity: v[axis], range: range(axis), bounceTo: target[axis]))
    }
  }

  /// Scrolls the least that shows `rect` (content points), as much of it as fits.
  public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
    var target = offset
    let (low, high) = (minimumContentOffset, maximumContentOffset)
    for axis in 0...1 {
      let (lo, hi, view) = (rect.origin[axis], rect.origin[axis] + rect.size[axis], bounds[axis])
      target[axis] = min(max(min(max(offset[axis], hi - view), lo), low[axis]), max(high[axis], low[axis]))
    }
    if target != offset { setContentOffset(target, animated: animated) }
  }

  /// The resting range of `axis` (0 x, 1 y), pt.
  func range(_ axis: Int) -> ClosedRange<Double> {
    minimumContentOffset[axis]...max(minimumContentOffset[axis], maximumContentOffset[axis])
  }

  /// Whether `axis` scrolls: its content overflows, or it always bounces.
  func scrolls(_ axis: Int) -> Bool {
    range(axis).upperBound > range(axis).lowerBound
      || (axis == 0 ? alwaysBounceHorizontal : alwaysBounceVertical)
  }

  /// Shows `offset`: moves the content and the indicators.
  func apply(_ next: Vector2) {
    let changed = next != offset
    offset = next
    content.frame.origin = Vector2(x: -next.x, y: -next.y)
    indicators.update(
      bounds: bounds, contentSize: contentSize, offset: next, min: minimumContentOffset,
      max: maximumContentOffset, shows: (showsHorizontalScrollIndicator, showsVerticalScrollIndicator))
    if changed { onScroll?(self) }
  }

  func motionVelocity(_ axis: Int) -> Double {
    guard let m = motions[axis], animator.contains(m) else { return 0 }
    return m.velocity
  }

  func page(_ axis: Int, at value: Double) -> Int {
    guard bounds[axis] > 0 else { return 0 }
    return Int(((value - range(axis).lowerBound) / bounds[axis]).rounded())
  }

  private func contentDidChange() {
    content.frame.size = contentSize
    if isDecelerating {  // the ends moved: the motion goes on, at its velocity, within the new ones
      let v = velocity
      stopMotion()
      release(velocity: v, from: nil)
    }
    guard !isDecelerating && !isDragging else { return apply(offset) }
    apply(Vector2(x: clamp(offset.x, range(0)), y: clamp(offset.y, range(1))))
  }

  func clamp(_ value: Double, _ r: ClosedRange<Double>) -> Double {
    min(max(value, r.lowerBound), r.upperBound)
  }
}
