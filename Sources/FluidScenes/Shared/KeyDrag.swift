import FluidMotion
import FluidUI

/// A drag the arrow keys make: a pointer pressed on an object when ↑ or ↓ goes down, moving at a
/// steady ``speed`` in the arrow's direction for at most ``reach`` points, released when the key is.
///
/// The scene feeds the pointer events it makes to its own recognisers, so a key drag is exactly a
/// pointer drag: the same catch, the same resistance, the same release. A pull that reaches its
/// reach stops there while the key is held (a pause, in the pause scene).
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

  /// Starts a drag for `key` (`.up` or `.down`; `nil` for any other key) pressed at `start` at
  /// `time`.
  init?(key: Key, start: Vector2, time: Double, speed: Double, reach: Double) {
    guard key == .up || key == .down else { return nil }
    self.key = key
    self.start = start
    self.time = time
    self.speed = speed
    self.reach = reach
  }

  /// The pointer's position at `time` (s).
  func position(at time: Double) -> Vector2 {
    let travel = min(speed * max(0, time - self.time), reach)
    return start + Vector2(x: 0, y: key == .up ? -travel : travel)
  }

  /// Starts a drag for `key` pressed at `time` on the centre of `square` (moved `offset` points down
  /// by its transform), pressing on `gestures`; `nil` (and no press) for a key that is not an arrow
  /// up or down.
  static func begin(
    _ key: Key, on square: Layer, offset: Double, time: Double, speed: Double, reach: Double,
    gestures: GestureScope
  ) -> KeyDrag? {
    let start = square.frameInWindow.center + Vector2(x: 0, y: offset)
    guard let drag = KeyDrag(key: key, start: start, time: time, speed: speed, reach: reach) else {
      return nil
    }
    gestures.handle(.pointerDown(position: start, time: time, button: .primary, pressure: nil))
    return drag
  }

  /// The pointer at `time`.
  func moved(at time: Double) -> InputEvent {
    .pointerMoved(position: position(at: time), time: time, pressure: nil)
  }

  /// Releases the pointer at `time` on `gestures`, where it has got to.
  func end(at time: Double, on gestures: GestureScope) {
    gestures.handle(moved(at: time))
    gestures.handle(.pointerUp(position: position(at: time), time: time, button: .primary))
  }

  /// Ends `drag` when `event` releases its key (the square springs back, as from a pointer's
  /// release); returns whether `event` was that release. (A press or a focus loss that takes over
  /// cancels the drag's press in the arena, and the scene forgets the drag then.)
  static func finish(_ drag: inout KeyDrag?, with event: InputEvent, gestures: GestureScope) -> Bool {
    guard let held = drag else { return false }
    switch event {
    case .keyUp(let key, _, let time) where key == held.key:
      held.end(at: time, on: gestures)
      drag = nil
      return true
    default: return false
    }
  }
}
