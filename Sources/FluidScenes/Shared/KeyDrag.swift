import FluidMotion
import FluidUI

/// A drag the arrow keys make: a pointer pressed on an object when ↑ or ↓ goes down, moving at a
/// steady ``speed`` in the arrow's direction for at most ``reach`` points, released when the key is.
///
/// The drag feeds the scene's own pan the inputs a pointer would (not the window's arena: the rest
/// of the window never sees a pointer that is not there), so a key drag is exactly a pointer drag:
/// the same catch, the same resistance, the same release. The pan takes no real press meanwhile. A
/// pull that reaches its reach stops there while the key is held (a pause, in the pause scene).
struct KeyDrag {
  /// The arrow held: `.up` or `.down`.
  let key: Key
  /// Where the pointer was pressed, window points.
  let start: Vector2
  /// When, s.
  let time: Double
  /// The pointer's speed, pt/s.
  let speed: Double
  /// How far it goes at most, pt.
  let reach: Double
  /// The pan the drag drives.
  let pan: PanGestureRecognizer

  /// The pointer's position at `time` (s).
  func position(at time: Double) -> Vector2 {
    let travel = min(speed * max(0, time - self.time), reach)
    return start + Vector2(x: 0, y: key == .up ? -travel : travel)
  }

  /// Starts a drag for `key` pressed at `time` on the centre of `square` (moved `offset` points down
  /// by its transform), pressing `pan`; `nil` (and no press) for a key that is not an arrow up or
  /// down.
  static func begin(
    _ key: Key, on square: Layer, offset: Double, time: Double, speed: Double, reach: Double,
    pan: PanGestureRecognizer
  ) -> KeyDrag? {
    guard key == .up || key == .down else { return nil }
    let start = square.frameInWindow.center + Vector2(x: 0, y: offset)
    pan.isEnabled = false  // the window's pointer does not reach it while the key holds it
    pan.reset()
    pan.handle(.down(start, time: time, pressure: nil))
    return KeyDrag(key: key, start: start, time: time, speed: speed, reach: reach, pan: pan)
  }

  /// Moves the pointer on to where it is at `time`.
  func move(at time: Double) {
    pan.handle(.moved(position(at: time), time: time, pressure: nil))
  }

  /// Releases the pointer at `time`, where it has got to.
  func end(at time: Double) {
    move(at: time)
    pan.handle(.up(position(at: time), time: time))
    pan.reset()
    pan.isEnabled = true
  }

  /// Ends `drag` when `event` releases its key (the square springs back, as from a pointer's
  /// release), or cancels it when the window loses focus; returns whether `event` was that release.
  static func finish(_ drag: inout KeyDrag?, with event: InputEvent) -> Bool {
    guard let held = drag else { return false }
    switch event {
    case .keyUp(let key, _, let time) where key == held.key:
      held.end(at: time)
      drag = nil
      return true
    case .focusLost(let time):
      held.pan.handle(.cancel(time: time))
      held.pan.reset()
      held.pan.isEnabled = true
      drag = nil
      return false
    default: return false
    }
  }
}
