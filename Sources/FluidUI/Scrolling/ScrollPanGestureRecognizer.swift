import FluidMotion

/// A scroll view's pan as a recogniser (`UIScrollView.panGestureRecognizer`): attach it to the
/// scene's ``GestureArena`` on the scroll view's layer, and the content's recognisers compete
/// with it.
///
/// - It begins on a press that catches a moving scroll (at least ``GestureSettings/catchSpeed``), so
///   that press never counts for the content: a row's tap fails, a control's press is cancelled
///   (``GestureCore/cancelsOthers``).
/// - Otherwise it begins once the press has moved past ``GestureSettings/dragThreshold`` on an axis
///   that scrolls, and the content follows 1:1; a release ends it and lets the content glide.
/// - A press released before it drags fails it, and the content's tap recognises; a recogniser may
///   wait for it to fail (``GestureArena/require(_:toFail:)``).
/// - The wheel and touchpad scrolls over the layer reach it with no button down
///   (``GestureCore/acceptsScroll``). A touchpad scroll begins it when its first step is mostly along
///   an axis that scrolls (a sideways swipe over a list is left to the members around it, a swipe
///   back), and it ends at the scroll's pause; a notched wheel scrolls without beginning it.
///
/// ```swift
/// gestures.add(scroll.panGestureRecognizer, to: scroll.layer)
/// let tap = TapGestureRecognizer { tap in select(at: tap.location) }
/// gestures.add(tap, to: rows)  // a drag or a caught glide makes it fail
/// ```
public final class ScrollPanGestureRecognizer: ActionGestureRecognizer {
  /// The state machine, shared in shape by every recogniser.
  public var core = GestureCore()
  /// The scroll view it moves.
  public private(set) weak var scrollView: ScrollView?
  /// Called on began, changed, ended and cancelled.
  public var action: ((ScrollPanGestureRecognizer) -> Void)?

  init(scrollView: ScrollView) {
    self.scrollView = scrollView
    core.acceptsScroll = true
    core.cancelsOthers = true
  }

  /// Handles one input: moves the scroll view, and begins, changes or ends with its drag.
  public func handle(_ input: GestureInput) {
    guard let scroll = scrollView else { return }
    if core.state == .failed {  // another recogniser won: the press is not the scroll view's
      if scroll.isTracking { scroll.cancelPress() }
      return
    }
    switch input {
    case .down(let p, let t, _):
      if scroll.beginPress(at: p, time: t, settings: core.settings) { advance() }
    case .moved(let p, let t, _):
      if scroll.movePress(to: p, at: t, settings: core.settings) == .dragging { advance() }
    case .up(let p, let t):
      let use = scroll.endPress(at: p, time: t, settings: core.settings)
      if use == .dragging, state == .possible { advance() }
      guard state.isActive else { return fail() }
      if core.move(to: .ended) { action?(self) }
    case .cancel:
      scroll.cancelPress()
      guard state.isActive else { return fail() }
      if core.move(to: .cancelled) { action?(self) }
    case .scroll(let delta, _, let t):
      let touchpad = !core.settings.isWheelNotch(delta)
      if touchpad && state == .possible && !scroll.isDragging {
        guard scroll.scrolls(abs(delta.x) > abs(delta.y) ? 0 : 1) else { return }  // another's swipe
      }
      guard scroll.scrollWheel(delta, at: t, settings: core.settings), touchpad || state.isActive else {
        return
      }
      advance()
    case .tick:
      // A touchpad scroll ends at its pause (the scroll view lets go then).
      guard state.isActive, !scroll.isTracking, !scroll.isDragging else { return }
      if core.move(to: .ended) { action?(self) }
    case .wheel: break
    }
  }

  /// Begins, or changes once begun.
  private func advance() {
    let next: GestureState = state == .possible ? .began : .changed
    if core.move(to: next) { action?(self) }
  }

  /// Back to possible.
  public func reset() { core.returnToPossible() }
}
