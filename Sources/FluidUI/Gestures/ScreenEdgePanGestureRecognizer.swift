import FluidMotion

/// A pan that starts at an edge of the window and moves away from it, as UIKit's
/// `UIScreenEdgePanGestureRecognizer`: the swipe back from the left edge.
///
/// It takes part only in a press within ``edgeWidth`` of its ``edge`` (the table's
/// ``GestureSettings/edgeWidth`` unless set): the arena leaves any other press off its path
/// (``GestureCore/pressStrip``). It begins once the pointer has moved past the drag
/// threshold away from the edge more than along it; a move past the threshold any other way fails
/// it. It sees each move before the content under it (``GestureCore/takesPrecedence``), so a list's
/// pan or a pan that began on the press cannot take the swipe from it; until it begins the content
/// has the press too, and its beginning cancels the content's gestures
/// (``GestureCore/cancelsOthers``): the press was a swipe back, not a drag of what was under it.
///
/// ```swift
/// let navigation = InteractiveTransition(progress: 1, animator: context.animator)
/// let back = ScreenEdgePanGestureRecognizer(edge: .left) { pan in
///   if pan.state == .ended { navigation.release(at: pan.time, moved: true) }
/// }
/// context.gestures.add(back, to: root)
/// ```
public final class ScreenEdgePanGestureRecognizer: ActionGestureRecognizer {
  /// An edge of the window a swipe may start from (at the window's origin).
  public enum Edge: Sendable {
    /// The left edge: the swipe moves right (back, in a left-to-right layout).
    case left
    /// The top edge: the swipe moves down.
    case top
  }

  /// The state machine, shared in shape by every recogniser.
  public var core = GestureCore()
  /// The edge the press must land at.
  public let edge: Edge
  /// How far from the edge a press still counts, pt (> 0); `nil` for the table's
  /// ``GestureSettings/edgeWidth``.
  public var edgeWidth: Double? {
    didSet { core.pressStrip = GestureCore.EdgeStrip(edge: edge, width: edgeWidth) }
  }
  /// Where the press landed, window points.
  public private(set) var start = Vector2.zero
  /// Where the pointer is, window points.
  public private(set) var location = Vector2.zero
  /// When the last input came, s.
  public private(set) var time = 0.0
  /// The pointer's movement since the press, pt.
  public var translation: Vector2 { location - start }
  /// Called as the swipe begins, changes, ends or is cancelled.
  public let action: ((ScreenEdgePanGestureRecognizer) -> Void)?

  /// Creates the recogniser for `edge`, calling `action` as it begins, changes, ends or is cancelled.
  public init(edge: Edge, action: ((ScreenEdgePanGestureRecognizer) -> Void)? = nil) {
    self.edge = edge
    self.action = action
    core.recognizesSimultaneously = true
    core.cancelsOthers = true
    core.takesPrecedence = true
    core.pressStrip = GestureCore.EdgeStrip(edge: edge)
  }

  /// Handles one input.
  public func handle(_ input: GestureInput) {
    time = input.time
    switch input {
    case .down(let p, _, _):
      start = p
      location = p
      let strip = GestureCore.EdgeStrip(edge: edge, width: edgeWidth)
      if !strip.contains(p, tableWidth: core.settings.edgeWidth) { fail() }
    case .moved(let p, _, _):
      location = p
      move()
    case .up(let p, _):
      location = p
      if state.isActive, core.move(to: .ended) { sendActions() } else { fail() }
    case .cancel:
      if state.isActive, core.move(to: .cancelled) { sendActions() } else { fail() }
    case .wheel, .scroll, .tick: break
    }
  }

  private func move() {
    if state.isActive {
      if core.move(to: .changed) { sendActions() }
      return
    }
    guard state == .possible else { return }
    let d = translation
    let (away, along) = edge == .left ? (d.x, abs(d.y)) : (d.y, abs(d.x))
    let threshold = core.settings.dragThreshold
    if away > threshold && away > along {
      if core.move(to: .began) { sendActions() }
    } else if d.magnitude > threshold {
      fail()
    }
  }

  /// Calls the action.

  /// Back to possible.
  public func reset() { core.returnToPossible() }
}
