import CSDL2
import FluidMotion
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// Turns SDL events into ``InputEvent``s in points and seconds on the app clock.
///
/// Positions come only from the events themselves (never `SDL_GetMouseState`, which injected events do
/// not update). While a button is down the mouse is captured, so a drag that leaves the window keeps
/// reporting until release.
struct EventTranslator {
  /// Seconds to add to SDL's millisecond timestamps to land on the app clock.
  var clockOffset: Double
  private var pointer = Vector2.zero
  private var buttonsDown = 0
  /// Where the last button press was, in SDL's window coordinates: a move handed to the window
  /// manager starts from it (``SDLWindow/moveAnchor``).
  private(set) var lastPress: (x: Int32, y: Int32)?
  /// Where the last button press was on the screen, X11 pixels, when the X server said so: a move
  /// handed to the window manager starts from it (``SDLWindow/moveAnchorOnScreen``).
  private(set) var lastPressOnScreen: (x: Int32, y: Int32)?
  /// The window's size in points, to place touch events (SDL gives them in 0...1).
  var windowSize = Size(width: 1, height: 1)
  /// SDL window units per point (``SDLWindow/pointScale``): mouse positions and sizes are divided by it.
  var pointScale = 1.0
  /// The finger being followed as the pointer, if a touch is down.
  private var finger: SDL_FingerID?
  /// Every finger down, window points.
  private var fingers: [SDL_FingerID: Vector2] = [:]
  /// Two fingers turning: which two, and once they move, the angle between them last seen and the
  /// rotation so far (unwrapped, radians).
  private var twist: (a: SDL_FingerID, b: SDL_FingerID, last: Double?, total: Double)?
  /// The X server's times of the mouse's events (``note(_:)``).
  private var server = ServerPointerEvent()
  /// What each keypad key held down was read as (by SDL keycode): its release is the same key, if
  /// Num Lock changed in between.
  var keypadHeld: [Int: Key] = [:]

  init(clockOffset: Double) {
    self.clockOffset = clockOffset
  }

  /// Forgets the held buttons: the window manager took the pointer (a window move began).
  mutating func releaseButtons() {
    buttonsDown = 0
    SDL_CaptureMouse(SDL_FALSE)
  }

  /// A mouse position in SDL window units, in points.
  private func point(_ x: Int32, _ y: Int32) -> Vector2 {
    Vector2(x: Double(x) / pointScale, y: Double(y) / pointScale)
  }

  /// The still pointer's motion in points after a zoom: the same pixel, another point.
  ///
  /// The scale went from `before` (SDL window units per point) to ``pointScale``. Nil while a button
  /// is held (the press keeps its own) or when the pointer is not over the window.
  mutating func pointerRescaled(from before: Double, time: Double) -> InputEvent? {
    guard buttonsDown == 0, finger == nil, SDL_GetMouseFocus() != nil, before > 0, pointScale > 0 else {
      return nil
    }
    pointer = pointer.scaled(by: before / pointScale)
    return .pointerMoved(position: pointer, time: time, pressure: nil)
  }

  /// Wheel notches are this many points (the gesture table's notch).
  static let pointsPerNotch = GestureSettings.standard.wheelNotch

  /// Notes what an SDL window-manager event (X11's) says of the event SDL hands on next: its time.
  mutating func note(_ event: SDL_Event) { server.note(event) }

  /// The input events for one SDL event (none for events the app does not use).
  mutating func translate(_ e: SDL_Event) -> InputEvent? {
    var time = Double(e.common.timestamp) / 1000 + clockOffset
    switch SDL_EventType(e.type) {
    case SDL_MOUSEMOTION, SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEWHEEL:
      time = server.time(stamped: time)  // as the hand gave them, even read late
    default: server.forget()  // the X event noted made this one (or none): no later event's
    }
    switch SDL_EventType(e.type) {
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      return touchEvent(e, time: time)
    case SDL_MOUSEMOTION where e.motion.which == CSDL_TOUCH_MOUSEID,
      SDL_MOUSEBUTTONDOWN where e.button.which == CSDL_TOUCH_MOUSEID,
      SDL_MOUSEBUTTONUP where e.button.which == CSDL_TOUCH_MOUSEID:
      return nil  // mouse events SDL makes from touches: the touch events carry them, with pressure
    case SDL_MOUSEMOTION:
      pointer = point(e.motion.x, e.motion.y)
      return .pointerMoved(position: pointer, time: time, pressure: nil)
    case SDL_MOUSEBUTTONDOWN:
      guard let button = PointerButton(rawValue: Int(e.button.button)) else { return nil }
      let place = server.buttonPlace
      let (x, y) = place.map { ($0.x, $0.y) } ?? (e.button.x, e.button.y)
      pointer = point(x, y)
      lastPress = (x, y)
      lastPressOnScreen = place.map { ($0.rootX, $0.rootY) }
      buttonsDown += 1
      SDL_CaptureMouse(SDL_TRUE)
      return .pointerDown(position: pointer, time: time, button: button, pressure: nil)
    case SDL_MOUSEBUTTONUP:
      guard let button = PointerButton(rawValue: Int(e.button.button)) else { return nil }
      let place = server.buttonPlace
      pointer = place.map { point($0.x, $0.y) } ?? point(e.button.x, e.button.y)
      buttonsDown = max(0, buttonsDown - 1)
      if buttonsDown == 0 { SDL_CaptureMouse(SDL_FALSE) }
      return .pointerUp(position: pointer, time: time, button: button)
    case SDL_MOUSEWHEEL:
      let flip: Float = e.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
      var delta = Vector2(x: Double(e.wheel.preciseX * flip), y: Double(e.wheel.preciseY * flip))
      // Shift turns a vertical wheel sideways, as GTK and the browsers do: down scrolls right.
      if delta.x == 0, SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0 {
        delta = Vector2(x: -delta.y, y: 0)
      }
      return .wheel(delta: delta.scaled(by: Self.pointsPerNotch), position: pointer, time: time)
    case SDL_KEYDOWN, SDL_KEYUP:
      return keyEvent(e, time: time)
    case SDL_WINDOWEVENT:
      return windowEvent(e, time: time)
    default:
      return nil
    }
  }

  /// Translates touches: one finger is the pointer, two fingers a twist.
  ///
  /// The first finger down becomes the pointer, with its pressure (0...1). A second finger cancels
  /// the pointer and starts a two-finger twist (``InputEvent/twist(phase:rotation:center:time:)``):
  /// it begins at their first motion and ends when either lifts; other fingers are ignored.
  private mutating func touchEvent(_ e: SDL_Event, time: Double) -> InputEvent? {
    let t = e.tfinger
    let id = t.fingerId
    let p = Vector2(x: Double(t.x) * windowSize.width, y: Double(t.y) * windowSize.height)
    let pressure = Double(min(max(t.pressure, 0), 1))
    switch SDL_EventType(e.type) {
    case SDL_FINGERDOWN:
      fingers[id] = p
      if fingers.count == 1 {
        finger = id
        pointer = p
        return .pointerDown(position: p, time: time, button: .primary, pressure: pressure)
      }
      guard twist == nil, let first = finger else { return nil }
      finger = nil
      twist = (first, id, nil, 0)
      return .pointerCancelled(time: time)
    case SDL_FINGERMOTION:
      fingers[id] = p
      if id == finger {
        pointer = p
        return .pointerMoved(position: p, time: time, pressure: pressure)
      }
      return twistMoved(id, time: time)
    case SDL_FINGERUP:
      fingers[id] = nil
      if id == finger {
        finger = nil
        pointer = p
        return .pointerUp(position: p, time: time, button: .primary)
      }
      guard let tw = twist, id == tw.a || id == tw.b else { return nil }
      twist = nil
      return tw.last == nil ? nil : .twist(phase: .ended, rotation: tw.total, center: p, time: time)
    default:
      return nil
    }
  }

  /// A twist finger moved: the twist begins, or turns on by the change of the fingers' angle.
  private mutating func twistMoved(_ id: SDL_FingerID, time: Double) -> InputEvent? {
    guard var tw = twist, id == tw.a || id == tw.b, let a = fingers[tw.a], let b = fingers[tw.b] else {
      return nil
    }
    let d = b - a
    let angle = atan2(d.y, d.x)
    let center = (a + b).scaled(by: 0.5)
    guard let last = tw.last else {
      tw.last = angle
      twist = tw
      return .twist(phase: .began, rotation: 0, center: center, time: time)
    }
    var step = angle - last
    if step > Double.pi { step -= 2 * Double.pi }
    if step < -Double.pi { step += 2 * Double.pi }
    tw.total += step
    tw.last = angle
    twist = tw
    return .twist(phase: .changed, rotation: tw.total, center: center, time: time)
  }

  private mutating func windowEvent(_ e: SDL_Event, time: Double) -> InputEvent? {
    switch SDL_WindowEventID(UInt32(e.window.event)) {
    case SDL_WINDOWEVENT_FOCUS_LOST:
      buttonsDown = 0
      finger = nil
      fingers = [:]
      twist = nil
      SDL_CaptureMouse(SDL_FALSE)
      return .focusLost(time: time)
    case SDL_WINDOWEVENT_SIZE_CHANGED:
      windowSize = Size(
        width: Double(e.window.data1) / pointScale, height: Double(e.window.data2) / pointScale)
      return .resized(windowSize, time: time)
    default:
      return nil
    }
  }
}
