import FluidMotion
import FluidUI

/// Builds timed pointer events for gesture tests: a press, moves along a line at a rate, a release.
public struct EventScript {
  /// The time of the next event, seconds.
  public private(set) var time: Double
  /// The pointer position.
  public private(set) var position: Vector2
  /// The events so far.
  public private(set) var events: [InputEvent] = []

  /// Starts at `position` and `time`.
  public init(at position: Vector2, time: Double = 0) {
    self.position = position
    self.time = time
  }

  /// A press here (with optional pressure).
  public mutating func down(pressure: Double? = nil) {
    events.append(.pointerDown(position: position, time: time, button: .primary, pressure: pressure))
  }

  /// Moves in a straight line to `target` over `seconds`, one event every `1/hz` s.
  public mutating func move(
    to target: Vector2, over seconds: Double, hz: Double = 120, pressure: Double? = nil
  ) {
    let start = position
    let n = max(1, Int((seconds * hz).rounded()))
    for i in 1...n {
      time += seconds / Double(n)
      position = start + (target - start).scaled(by: Double(i) / Double(n))
      events.append(.pointerMoved(position: position, time: time, pressure: pressure))
    }
  }

  /// Waits without events.
  public mutating func wait(_ seconds: Double) { time += seconds }

  /// A release here.
  public mutating func up() { events.append(.pointerUp(position: position, time: time, button: .primary)) }

  /// Focus lost now.
  public mutating func loseFocus() { events.append(.focusLost(time: time)) }
}

extension EventScript {
  /// Plays the script into `arena`, advancing `animator` and ticking the arena every 1/60 s up to
  /// each event, then on until `end` (s).
  public func play(into arena: GestureArena, animator: Animator, until end: Double? = nil) {
    var clock = events.first?.time ?? time
    func step(to t: Double) {
      while clock + 1.0 / 60 <= t {
        clock += 1.0 / 60
        animator.advance(to: clock)
        arena.tick(at: clock)
      }
    }
    for e in events {
      step(to: e.time)
      arena.handle(e)
    }
    step(to: end ?? clock)
  }
}
