import CSDL2

/// A move of the window handed to the X11 window manager (`_NET_WM_MOVERESIZE`), watched until its
/// button is up: where the press was on the screen and where the window was.
///
/// A hand fast enough lets go before the window manager takes the pointer (openbox, handed a move
/// with the button already up, moves nothing): once the button is up, a window the manager left
/// where it was is put where the pressed point is under the pointer.
struct HandedMove {
  /// The press, root coordinates.
  var anchor: (x: Int32, y: Int32)
  /// The window's position when the move was handed over, SDL window units.
  var start: (x: Int32, y: Int32)
}

extension SDLWindow {
  /// How often a handed move is looked at while its button is held, s.
  static let moveWatchInterval = 0.05

  /// Looks at a move handed to the window manager: nothing while its button is held; once it is up,
  /// a window still where it was goes where the pressed point is under the pointer.
  func checkHandedMove() {
    guard let move = handedMove else { return }
    guard let held = desktop?.isPrimaryButtonHeld, let p = desktop?.pointer else {
      handedMove = nil  // the X server cannot say: the window manager has it
      return
    }
    guard !held else { return }
    handedMove = nil
    let fixed = SDL_WINDOW_MAXIMIZED.rawValue | SDL_WINDOW_FULLSCREEN.rawValue
    guard SDL_GetWindowFlags(window) & fixed == 0 else { return }  // the window manager's to place
    var now = (x: Int32(0), y: Int32(0))
    SDL_GetWindowPosition(window, &now.x, &now.y)
    guard now == move.start else { return }  // the window manager moved it
    let target = (x: move.start.x &+ (p.x &- move.anchor.x), y: move.start.y &+ (p.y &- move.anchor.y))
    if target != move.start { SDL_SetWindowPosition(window, target.x, target.y) }
  }

  /// Puts the window where a drag of the bar that is already let go ends: the pressed point under the
  /// pointer (the press from ``moveAnchorOnScreen``, else ``moveAnchor``).
  func moveToReleasedDrag() {
    var start = (x: Int32(0), y: Int32(0))
    SDL_GetWindowPosition(window, &start.x, &start.y)
    let anchor = moveAnchorOnScreen ?? moveAnchor.map { (start.x &+ $0.x, start.y &+ $0.y) }
    (moveAnchor, moveAnchorOnScreen) = (nil, nil)
    SDL_CaptureMouse(SDL_FALSE)
    guard let anchor, let p = desktop?.pointer else { return }
    SDL_SetWindowPosition(window, start.x &+ (p.x &- anchor.x), start.y &+ (p.y &- anchor.y))
  }
}
