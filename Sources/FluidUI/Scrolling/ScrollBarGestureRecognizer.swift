import FluidMotion

/// A scroll view's overlay scroll bar as a member of the gesture arena: a press on the thumb drags
/// it, a press on the trough jumps there, a Shift+press on the trough pages toward the pointer, as
/// GTK 4's scroll bars do (`gtk-primary-button-warps-slider`).
///
/// - On the thumb, the content follows the pointer at the ratio of the content's travel to the
///   thumb's (the thumb stays under the pointer), held within the ends.
/// - On the trough, the thumb's middle jumps under the pointer and the press goes on as a drag of
///   the thumb from there.
/// - With Shift (``GestureRecognizer/modifierFlags``), on the trough the content turns a page toward
///   the pointer on the scroll view's spring; held, it turns another after ``repeatDelay`` and then
///   every ``repeatInterval``, until the thumb reaches the pointer.
/// - It begins on the press, so the content's recognisers and the scroll view's pan fail.
///
/// ``ScrollView/attach(to:)`` adds it, with the pan, to a scene's share of the arena.
///
/// ```swift
/// let scroll = ScrollView(animator: context.animator)
/// scroll.attach(to: context.gestures)  // the pan, and a bar recogniser on each trough
/// ```
public final class ScrollBarGestureRecognizer: ActionGestureRecognizer {
  /// The state machine, shared in shape by every recogniser.
  public var core = GestureCore()
  /// The scroll view it moves.
  public private(set) weak var scrollView: ScrollView?
  /// The axis of its bar: 0 the horizontal bar, 1 the vertical one.
  public let axis: Int
  /// Called on began, changed, ended and cancelled.
  public var action: ((ScrollBarGestureRecognizer) -> Void)?
  /// Seconds a press on the trough is held before the pages repeat.
  public static let repeatDelay = 0.3
  /// Seconds between repeated pages.
  public static let repeatInterval = 0.1

  /// Whether the press drags the thumb (else it pages on the trough).
  public private(set) var isDraggingThumb = false
  private var grab: (pointer: Double, offset: Double)?
  private var paging: (toward: Double, next: Double)?

  init(scrollView: ScrollView, axis: Int) {
    precondition(axis == 0 || axis == 1, "ScrollBarGestureRecognizer: axis is 0 or 1 (got \(axis))")
    self.scrollView = scrollView
    self.axis = axis
    core.cancelsOthers = true
  }

  /// Handles one input: grabs the thumb or pages at the press, follows the pointer, repeats pages.
  public func handle(_ input: GestureInput) {
    guard let scroll = scrollView, core.state != .failed else { return }
    switch input {
    case .down(let p, let t, _):
      guard let along = scroll.along(axis, p), let thumb = scroll.indicators.thumb(axis) else {
        return fail()
      }
      let began = core.move(to: .began)
      guard state != .failed else { return }  // shouldBegin said no: the content has the press
      press(scroll, at: along, on: thumb, time: t)
      if began { action?(self) }
    case .moved(let p, _, _):
      guard let along = scroll.along(axis, p) else { return }
      if let grab, let thumb = scroll.indicators.thumb(axis), thumb.travel > 0 {
        let ratio = (scroll.range(axis).upperBound - scroll.range(axis).lowerBound) / thumb.travel
        var next = scroll.contentOffset
        next[axis] = scroll.clamp(grab.offset + (along - grab.pointer) * ratio, scroll.range(axis))
        scroll.contentOffset = next
      } else if paging != nil {
        paging?.toward = along
      }
      if core.move(to: .changed) { action?(self) }
    case .tick(let t):
      guard let page = paging, t >= page.next else { return }
      paging?.next = t + Self.repeatInterval
      scroll.turnPage(axis, toward: page.toward)
    case .up, .cancel:
      finish(scroll, cancelled: { if case .cancel = input { return true } else { return false } }())
    case .wheel, .scroll: break
    }
  }

  /// The press at `along` (viewport points along the bar): grabs the thumb, jumps there, or with
  /// Shift turns a page toward it.
  private func press(
    _ scroll: ScrollView, at along: Double, on thumb: (start: Double, length: Double, travel: Double),
    time: Double
  ) {
    scroll.indicators.held[axis] = true
    scroll.indicators.show()
    scroll.onUserScroll?(scroll)
    let onThumb = along >= thumb.start && along <= thumb.start + thumb.length
    if onThumb || !modifierFlags.contains(.shift) {
      isDraggingThumb = true
      if !onThumb { scroll.jump(axis, toThumbMiddleAt: along) } else { scroll.stopMotion() }
      grab = (along, scroll.contentOffset[axis])
    } else {
      paging = (along, time + Self.repeatDelay)
      scroll.turnPage(axis, toward: along)
    }
  }

  private func finish(_ scroll: ScrollView, cancelled: Bool) {
    scroll.indicators.held[axis] = false
    if !scroll.isDecelerating { scroll.indicators.fadeOut(on: scroll.animator) }
    guard state.isActive else { return }
    if core.move(to: cancelled ? .cancelled : .ended) { action?(self) }
  }

  /// Back to possible.
  public func reset() {
    core.returnToPossible()
    if let scroll = scrollView, grab != nil || paging != nil {  // made to fail mid-press
      scroll.indicators.held[axis] = false
      if !scroll.isDecelerating { scroll.indicators.fadeOut(on: scroll.animator) }
    }
    (grab, paging, isDraggingThumb) = (nil, nil, false)
  }
}

extension ScrollView {
  /// Where window point `p` lies along `axis` in the viewport, pt (nil when the viewport collapses).
  func along(_ axis: Int, _ p: Vector2) -> Double? {
    layer.convertFromWindow(p).map { $0[axis] }
  }

  /// Moves the content at once so that the thumb of `axis` has its middle at `along` (viewport
  /// points along the bar), held within the ends; any motion stops.
  func jump(_ axis: Int, toThumbMiddleAt along: Double) {
    guard let thumb = indicators.thumb(axis), thumb.travel > 0 else { return }
    let span = range(axis).upperBound - range(axis).lowerBound
    let fraction = (along - thumb.length / 2 - ScrollIndicators.inset) / thumb.travel
    var next = contentOffset
    next[axis] = clamp(range(axis).lowerBound + span * fraction, range(axis))
    contentOffset = next
  }

  /// Turns a page along `axis` toward `along` (viewport points along the bar), from where the
  /// motion under way comes to rest; nothing once the thumb is under it.
  func turnPage(_ axis: Int, toward along: Double) {
    guard let thumb = indicators.thumb(axis) else { return }
    let target = targetContentOffset[axis]
    let step = pageStep(axis)
    // The thumb where the motion under way rests.
    let span = range(axis).upperBound - range(axis).lowerBound
    let restingStart =
      ScrollIndicators.inset + thumb.travel * (span > 0 ? (target - range(axis).lowerBound) / span : 0)
    if along >= restingStart && along <= restingStart + thumb.length { return }
    var next = targetContentOffset
    next[axis] = clamp(target + (along < restingStart ? -step : step), range(axis))
    if next[axis] != target { setContentOffset(next, animated: true) }
  }

  /// A page along `axis`: the viewport (paging on), else the viewport less 40 pt of overlap (at
  /// least half the viewport), as GTK's and the browsers' Page Down keep a line in view.
  func pageStep(_ axis: Int) -> Double {
    isPagingEnabled ? bounds[axis] : max(bounds[axis] - 40, bounds[axis] / 2)
  }
}
