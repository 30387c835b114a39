import CSDL2

/// What the X server said of a pointer event: its time, placed on the app clock, and where a button
/// went down or up.
///
/// SDL stamps an event when it reads it, so a burst read late (a busy machine, a long frame) has one
/// time for every event in it: a flick read that way has no velocity and lands where it was let go.
/// The server stamps each event as it happens (ms); SDL hands that on in its window-manager event
/// just before the event it makes of it. The server's clock is placed on the app clock by the
/// smallest gap yet seen between the two (the least delivery delay), so the times keep the spacing
/// the hand gave them. A time is never after SDL's nor before the last pointer time given.
///
/// SDL places a button event where its last motion left the pointer, which a fast hand has already
/// moved on from (a press followed at once by a drag is placed a step into the drag); the server
/// places it where the button went down.
struct ServerPointerEvent {
  /// The server time (ms) of the X event SDL hands on next, from its window-manager event.
  private var pending: UInt32?
  /// Where the button of the X event SDL hands on next went down or up: in the window and on the
  /// screen (SDL's window units, X11 pixels).
  private(set) var buttonPlace: (x: Int32, y: Int32, rootX: Int32, rootY: Int32)?
  /// The least (app seconds − server seconds) seen.
  private var offset: Double?
  /// The last time given, app seconds.
  private var last = -Double.infinity
  /// How much larger than the least gap (s) a gap may be before the server's clock counts as reset.
  ///
  /// A server restarted (or its clock wrapped after 49 days) is placed anew; a shorter stall keeps
  /// the server's times.
  static let reset = 60.0

  /// Notes the server time of the X pointer event in an SDL window-manager event (a press, a
  /// release, a motion); any other X event clears it.
  mutating func note(_ event: SDL_Event) {
    forget()
    // SDL_SysWMmsg: the subsystem at 4 (2 is X11), the XEvent at 8. XButtonEvent and XMotionEvent
    // (types 4, 5, 6) have the time (an unsigned long) at 56, then x, y, x_root, y_root (ints).
    guard let message = UnsafeRawPointer(event.syswm.msg),
      message.load(fromByteOffset: 4, as: Int32.self) == 2
    else { return }
    let xEvent = message + 8
    let type = xEvent.load(as: Int32.self)
    guard (4...6).contains(type) else { return }
    pending = UInt32(truncatingIfNeeded: xEvent.load(fromByteOffset: 56, as: UInt.self))
    guard type != 6 else { return }
    let int = { (offset: Int) in xEvent.load(fromByteOffset: offset, as: Int32.self) }
    buttonPlace = (int(64), int(68), int(72), int(76))
  }

  /// Drops what was noted: the SDL event after its window-manager event was not a pointer event.
  mutating func forget() {
    pending = nil
    buttonPlace = nil
  }

  /// The time of a pointer event SDL stamped `stamped` (app seconds): the server's time of it on
  /// the app clock, or `stamped` when the server gave none.
  mutating func time(stamped: Double) -> Double {
    guard let server = pending.map({ Double($0) / 1000 }) else { return stamped }
    pending = nil
    let gap = stamped - server
    if let least = offset, gap >= least, gap - least <= Self.reset {
      // The least gap stands.
    } else {
      offset = gap
    }
    let time = min(stamped, max(last, server + (offset ?? gap)))
    last = time
    return time
  }
}
