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
  /// The pointer of the press under way and its time (s), if any.
  private var pointer: (Vector2, Double)?

  init(scrollView: ScrollView) {
    self.scrollView = scrollView
    core.acceptsScroll = true
    core.cancelsOthers = true
  }

  /// Handles one input: begins, changes or ends with the press's drag or a touchpad's scroll.
  ///
  /// A press drags the content, and a touchpad scrolls it, only with a transition that is applied
  /// (``sendActions()``), not while one is held back or after a refusal; a wheel notch scrolls
  /// without beginning, so nothing holds it back.
  public func handle(_ input: GestureInput) {
    guard let scroll = scrollView else { return }
    if core.state == .failed {  // another recogniser won: the press is not the scroll view's
      if scroll.isTracking { scroll.cancelPress() }
      return
    }
    switch input {
    case .down(let p, let t, _):
      pointer = (p, t)
      if scroll.beginPress(at: p, time: t, settings: core.settings) { advance() }
    case .moved(let p, let t, _):
      pointer = (p, t)
      if scroll.pressDrags(to: p, settings: core.settings) { advance() }
    case .up(let p, let t):
      pointer = (p, t)
      if state == .possible && scroll.pressDrags(to: p, settings: core.settings) { advance() }
      guard state.isActive else {
        scroll.endPress(at: t)
        return fail()
      }
      // Held back: the press ends where the content is, which a late replay does not move.
      if !core.state.isActive { scroll.endPress(at: t) }
      transition(to: .ended)
    case .cancel:
      scroll.cancelPress()
      guard state.isActive else { return fail() }
      transition(to: .cancelled)
    case .scroll(let delta, _, let t):
      scrolled(delta, at: t, on: scroll)
    case .tick:
      // A touchpad scroll ends at its pause (the scroll view lets go then); one held back waits.
      guard core.state.isActive, !scroll.isTracking, !scroll.isDragging else { return }
      transition(to: .ended)
    case .wheel: break
    }
  }

  /// A wheel notch scrolls without beginning; a touchpad scroll begins it first (its first step mostly
  /// along an axis that scrolls: a sideways swipe over a list is left to the members around it), and
  /// moves the content only once begun.
  private func scrolled(_ delta: Vector2, at t: Double, on scroll: ScrollView) {
    guard !core.settings.isWheelNotch(delta) else {
      if scroll.scrollWheel(delta, at: t, settings: core.settings), state.isActive { advance() }
      return
    }
    if state == .possible && !scroll.isDragging {
      guard scroll.scrolls(abs(delta.x) > abs(delta.y) ? 0 : 1) else { return }  // another's swipe
      guard core.move(to: .began) else { return }  // held back or refused: the content waits
      _ = scroll.scrollWheel(delta, at: t, settings: core.settings)
      sendActions()
    } else if state == .possible || core.state.isActive {  // not held back
      if scroll.scrollWheel(delta, at: t, settings: core.settings) { advance() }
    }
  }

  /// Begins, or changes once begun.
  private func advance() {
    transition(to: state == .possible ? .began : .changed)
  }

  private func transition(to next: GestureState) {
    if core.move(to: next) { sendActions() }
  }

  /// Moves the content with the transition applied (a began or changed press drag follows the
  /// pointer, an ended one lets go at its velocity), then calls the action: also for a transition
  /// the arena applies once the recogniser this one waited for failed.
  public func sendActions() {
    if let scroll = scrollView, scroll.isTracking, let (p, t) = pointer {
      switch core.state {
      case .began, .changed:
        if scroll.pressDrags(to: p, settings: core.settings) { scroll.followPress(to: p, at: t) }
      case .ended:
        if scroll.pressDrags(to: p, settings: core.settings) { scroll.followPress(to: p, at: t) }
        scroll.endPress(at: t)
      default: break
      }
    }
    action?(self)
  }

  /// Back to possible; a press still held (its drag waited and was dropped) lets go where it is.
  public func reset() {
    if let scroll = scrollView, scroll.isTracking { scroll.cancelPress() }
    pointer = nil
    core.returnToPossible()
  }
}
