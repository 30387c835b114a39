import FluidMotion

/// A ``ListView`` row's sideways swipe that uncovers its actions (``ListView/leadingSwipeActions``,
/// ``ListView/trailingSwipeActions``): a member of the window's arena an adopter can order against its
/// own recognisers, as the list's ``ListView/rowTapGestureRecognizer``.
///
/// - A press on a row that is springing open or shut catches it where it is, on the press frame.
/// - Past the click slop, a move mostly sideways on a row with actions that way (or on the open or
///   caught row, either way) begins it, and the row follows the pointer 1:1, rubber-banded past its
///   buttons unless a full swipe can carry it on; a move mostly up or down fails it and leaves the
///   press to the list's scroll.
/// - The release springs the row to where its velocity projects it: shut, open, or out (a full swipe,
///   which performs the first action), carrying that velocity.
///
/// ``ListView/attach(to:)`` adds it, and makes the row tap wait for it to fail.
///
/// ```swift
/// inbox.swipeGestureRecognizer.action = { swipe in
///   if swipe.state == .began { showLabel() }
/// }
/// ```
public final class RowSwipeGestureRecognizer: ActionGestureRecognizer {
  /// The state machine, shared in shape by every recogniser.
  public var core = GestureCore()
  /// Called on began, changed, ended and cancelled, after the row has moved.
  public var action: ((RowSwipeGestureRecognizer) -> Void)?
  /// Where the pointer is, window points.
  public private(set) var location = Vector2.zero
  /// The pointer's offset from where it went down, points (slop included).
  public private(set) var translation = Vector2.zero
  /// The pointer's velocity, pt/s: tracked while it moves, the release's once ended.
  public private(set) var velocity = Vector2.zero
  /// The time of the latest pointer event, seconds.
  public private(set) var time = 0.0
  private weak var list: ListView?
  private var start = Vector2.zero
  private var tracker = VelocityTracker<Vector2>()
  /// Whether the press caught a moving row (which it lets go of if the press is not a swipe).
  private var caught = false

  init(list: ListView) { self.list = list }

  /// Handles one input: catches, drags and releases the row.
  public func handle(_ input: GestureInput) {
    // Another member won: a caught row goes on (not while a swipe held back waits to be applied).
    if core.state.isFinished { return letGo() }
    switch input {
    case .down(let p, let t, _):
      (start, location, time, translation) = (p, p, t, .zero)
      tracker.reset()
      tracker.add(p, at: t)
      caught = list?.catchSwipe(at: p) ?? false
    case .moved(let p, let t, _):
      follow(p, t)
      if state == .possible, translation.magnitude > core.settings.clickSlop {
        guard let list, list.swipeMayBegin(at: start, translation: translation) else { return giveUp() }
        move(.began)
      } else if state.isActive {
        move(.changed)
      }
    case .up(let p, let t):
      follow(p, t)
      guard state.isActive else { return giveUp() }
      move(.ended)
    case .cancel:
      velocity = .zero
      guard state.isActive else { return giveUp() }
      move(.cancelled)
    case .tick, .wheel, .scroll: break
    }
  }

  /// Back to possible; a row caught and not swiped goes on to the nearer of shut and open.
  public func reset() {
    letGo()
    core.returnToPossible()
    translation = .zero
    velocity = .zero
  }

  /// Fails it: a row it caught goes on, to the nearer of shut and open.
  private func giveUp() {
    letGo()
    fail()
  }

  private func letGo() {
    guard caught else { return }
    caught = false
    list?.settleSwipe()
  }

  private func follow(_ p: Vector2, _ t: Double) {
    (location, time, translation) = (p, t, p - start)
    tracker.add(p, at: t)
    velocity = tracker.velocity(at: t)
  }

  private func move(_ next: GestureState) {
    if core.move(to: next) { sendActions() }
  }

  /// Moves the row with the transition applied, then calls the action.
  ///
  /// Began takes hold of the row, changed drags it, ended lets it go at the release's velocity,
  /// cancelled settles it shut or open (never the full swipe's action). The arena calls it too for
  /// a transition it applies once the recogniser this one waited for failed; a swipe held back or
  /// refused never moves the row.
  public func sendActions() {
    switch core.state {
    case .began:
      caught = false
      list?.beginSwipe(at: start, translation: translation)
      list?.dragSwipe(by: translation.x)
    case .changed: list?.dragSwipe(by: translation.x)
    case .ended:
      list?.dragSwipe(by: translation.x)
      list?.releaseSwipe(velocity: velocity.x)
    case .cancelled: list?.settleSwipe()
    default: break
    }
    action?(self)
  }
}
