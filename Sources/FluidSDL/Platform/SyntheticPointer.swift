import CSDL2
import FluidMotion

/// Pointer events pushed into SDL's queue from any thread, for measuring input latency end to end.
///
/// They carry a mouse id of their own and go the whole way a real press does; ``owns(_:)`` tells
/// them apart when the window handles them (``WindowPlatform/onEvent``).
///
/// ```swift
/// let pointer = SyntheticPointer()
/// platform.onEvent = { if pointer.owns($0) { print("handled") } }
/// pointer.push(.press, at: Vector2(x: 596, y: 464))
/// ```
public struct SyntheticPointer: Sendable {
  /// What a pushed event does.
  public enum Action: Sendable {
    /// The primary button goes down.
    case press
    /// The primary button comes up.
    case release
    /// The pointer moves, the primary button held.
    case move
  }

  /// The mouse id its events carry.
  public let mouseID: UInt32

  /// Creates a pointer whose events carry `mouseID` (not SDL's touch id, nor 0, the real mouse's).
  public init(mouseID: UInt32 = 0x0F1D) { self.mouseID = mouseID }

  /// Pushes `action` at `point` (SDL window units) into SDL's queue; safe from any thread.
  public func push(_ action: Action, at point: Vector2) {
    var event = SDL_Event()
    let (x, y) = (Int32(point.x.rounded()), Int32(point.y.rounded()))
    switch action {
    case .move:
      event.type = SDL_MOUSEMOTION.rawValue
      event.motion.which = mouseID
      event.motion.state = 1  // SDL_BUTTON_LMASK: the primary button is held
      (event.motion.x, event.motion.y) = (x, y)
    case .press, .release:
      event.type = (action == .press ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
      event.button.which = mouseID
      event.button.button = UInt8(SDL_BUTTON_LEFT)
      event.button.state = UInt8(action == .press ? SDL_PRESSED : SDL_RELEASED)
      event.button.clicks = 1
      (event.button.x, event.button.y) = (x, y)
    }
    SDL_PushEvent(&event)
    EventWait.nudge()
  }

  /// Whether `event` is one of this pointer's.
  public func owns(_ event: SDL_Event) -> Bool {
    switch SDL_EventType(event.type) {
    case SDL_MOUSEMOTION: event.motion.which == mouseID
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: event.button.which == mouseID
    default: false
    }
  }

  /// Asks the app to quit, as the window's close button does; safe from any thread.
  public static func pushQuit() {
    var event = SDL_Event()
    event.type = SDL_QUIT.rawValue
    SDL_PushEvent(&event)
    EventWait.nudge()
  }
}
