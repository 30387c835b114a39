import FluidMotion

/// Recognises the free pointer over its layer (UIKit's `UIHoverGestureRecognizer`): began when the
/// pointer comes over the layer with no button down, changed as it moves there, ended when it leaves
/// the layer, a press starts or the window loses the pointer.
///
/// A window mapped under a still pointer gets one motion event: that begins the hover, and only a
/// move changes it.
///
/// It takes no part in presses: the arena follows it apart from the press's members, on each
/// motion of the free pointer, so it never makes another member fail.
///
/// ```swift
/// let hover = HoverGestureRecognizer { hover in
///   if hover.state == .began || hover.state == .changed { showLabel() }
/// }
/// context.gestures.add(hover, to: card)
/// ```
public final class HoverGestureRecognizer: ActionGestureRecognizer {
  /// The state machine, shared in shape by every recogniser.
  public var core = GestureCore()
  /// Where the pointer is, window points (where it was last over the layer, once ended).
  public private(set) var location = Vector2.zero
  /// The time of the latest motion, seconds.
  public private(set) var time = 0.0
  /// Called on began, changed and ended.
  public var action: ((HoverGestureRecognizer) -> Void)?

  /// Creates the recogniser.
  public init(action: ((HoverGestureRecognizer) -> Void)? = nil) {
    self.action = action
    core.acceptsPress = false
  }

  /// Presses and scrolls do not reach it: the arena tells it of the free pointer apart from them.
  public func handle(_ input: GestureInput) {}

  /// The pointer is over the layer at `location` (window points) at `time` (s), or has left it (nil).
  func follow(_ location: Vector2?, time: Double) {
    self.time = time
    guard let location else {
      if state.isActive, core.move(to: .ended) { action?(self) }
      return reset()
    }
    guard state == .possible || state.isActive else { return }  // refused by shouldBegin: until it leaves
    if state.isActive && location == self.location { return }  // changed only when it moves
    self.location = location
    if core.move(to: state.isActive ? .changed : .began) { action?(self) }
  }

  /// Back to possible.
  public func reset() { core.returnToPossible() }
}
