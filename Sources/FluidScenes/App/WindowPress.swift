import FluidMotion
import FluidUI

/// A press the window takes for itself before its content can: the title bar's drag and double
/// click, the catch of a moving navigation, the second click of the double click that opened a scene.
///
/// It is a member of the arena like any recogniser: asked at the press whether the window
/// ``claims`` it, it begins at once and cancels everything else on the press's path; otherwise it
/// fails and the content has the press.
final class WindowPress: GestureRecognizer {
  var core = GestureCore()
  /// Where the press landed, window points.
  private(set) var start = Vector2.zero
  /// Where the pointer is, window points.
  private(set) var location = Vector2.zero
  /// When the last input came, s.
  private(set) var time = 0.0
  /// Whether the pointer has moved past the drag threshold since the press.
  private(set) var hasMoved = false
  private let claims: (Vector2, Double) -> Bool
  private let action: (WindowPress) -> Void

  /// Creates the press: `claims` decides at a press (its point and time) whether it is the
  /// window's; `action` gets its beginning, moves, end and cancellation.
  init(claims: @escaping (Vector2, Double) -> Bool, action: @escaping (WindowPress) -> Void) {
    self.claims = claims
    self.action = action
    core.cancelsOthers = true
  }

  func handle(_ input: GestureInput) {
    time = input.time
    switch input {
    case .down(let p, let t, _):
      guard state == .possible else { return }  // another member already won the press
      start = p
      location = p
      hasMoved = false
      if claims(p, t), core.move(to: .began) { sendActions() } else { fail() }
    case .moved(let p, _, _):
      location = p
      hasMoved = hasMoved || p.distance(to: start) > core.settings.dragThreshold
      if state.isActive, core.move(to: .changed) { sendActions() }
    case .up(let p, _):
      location = p
      if state.isActive, core.move(to: .ended) { sendActions() }
    case .cancel:
      if state.isActive, core.move(to: .cancelled) { sendActions() } else { fail() }
    case .wheel, .scroll, .tick: break
    }
  }

  func sendActions() { action(self) }

  func reset() { core.returnToPossible() }
}
