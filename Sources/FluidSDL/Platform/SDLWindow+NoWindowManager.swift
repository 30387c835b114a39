import CSDL2
import FluidUI

/// Without a window manager (a bare X server, as `xvfb-run` gives), the window manages itself, as GTK
/// does when `_NET_WM_MOVERESIZE` is not supported: the bar's drag moves it, its edges resize it,
/// maximise fills the work area and full screen the display.
extension SDLWindow {
  /// Maximised or full screen by the app's own hand.
  struct EmulatedFrame {
    enum Kind { case maximized, fullscreen }
    var kind: Kind
    /// The frame to give back, SDL window units.
    var restore: SDL_Rect
  }

  /// A move (no edge) or a resize from `edge` while the button is held.
  struct ManualDrag {
    var edge: ResizeEdge?
    /// Where the pointer was when it began, and the window's frame then, SDL window units.
    var start: (x: Int32, y: Int32)
    var frame: SDL_Rect
  }

  /// The window's position and size, SDL window units.
  var frameUnits: SDL_Rect {
    var r = SDL_Rect()
    SDL_GetWindowPosition(window, &r.x, &r.y)
    SDL_GetWindowSize(window, &r.w, &r.h)
    return r
  }

  /// Looks again whether a window manager runs (one may have started or quit).
  func checkWindowManager() { hasWindowManager = desktop?.hasWindowManager ?? true }

  /// Maximises, fills the screen or gives the frame back, by the app's own hand.
  func toggleEmulated(_ kind: EmulatedFrame.Kind) {
    if let emulated = emulatedFrame, emulated.kind == kind {
      emulatedFrame = nil
      setFrame(emulated.restore)
      return
    }
    let restore = emulatedFrame?.restore ?? frameUnits
    var bounds = SDL_Rect()
    let display = max(0, SDL_GetWindowDisplayIndex(window))
    guard
      kind == .maximized ? workArea.map({ bounds = $0 }) != nil : SDL_GetDisplayBounds(display, &bounds) == 0
    else { return }
    emulatedFrame = EmulatedFrame(kind: kind, restore: restore)
    setFrame(bounds)
    SDL_RaiseWindow(window)
  }

  private func setFrame(_ r: SDL_Rect) {
    SDL_SetWindowPosition(window, r.x, r.y)
    SDL_SetWindowSize(window, max(1, r.w), max(1, r.h))
  }

  /// Starts a move from the press (``moveAnchor``) or a resize from `edge` at `units` (the press,
  /// SDL window units), followed until the button is released (``followManualDrag()``).
  func beginManualDrag(edge: ResizeEdge?, at units: (x: Int32, y: Int32)? = nil) {
    let frame = frameUnits
    var start = (x: Int32(0), y: Int32(0))
    if units == nil, let press = moveAnchorOnScreen {
      start = press
    } else if let press = units ?? moveAnchor {
      start = (frame.x + press.x, frame.y + press.y)
    } else {
      SDL_GetGlobalMouseState(&start.x, &start.y)
    }
    (moveAnchor, moveAnchorOnScreen) = (nil, nil)
    manualDrag = ManualDrag(edge: edge, start: start, frame: frame)
  }

  /// Moves or resizes the window with the pointer: the pressed point stays under it; a resize keeps
  /// the window's minimum size, the opposite edge where it was.
  ///
  /// The pointer's place on the screen is asked of the X server (SDL's global mouse state is not
  /// refreshed by every motion; a motion's own position is relative to where the window was).
  func followManualDrag() {
    guard let drag = manualDrag, let p = desktop?.pointer else { return }
    let (dx, dy) = (p.x - drag.start.x, p.y - drag.start.y)
    var r = drag.frame
    guard let edge = drag.edge else {
      SDL_SetWindowPosition(window, r.x + dx, r.y + dy)
      return
    }
    let least = (
      w: Int32((minimumPoints.width * pointScale).rounded()),
      h: Int32((minimumPoints.height * pointScale).rounded())
    )
    if [.left, .topLeft, .bottomLeft].contains(edge) {
      let w = max(least.w, r.w - dx)
      r.x += r.w - w
      r.w = w
    }
    if [.right, .topRight, .bottomRight].contains(edge) { r.w = max(least.w, r.w + dx) }
    if [.top, .topLeft, .topRight].contains(edge) {
      let h = max(least.h, r.h - dy)
      r.y += r.h - h
      r.h = h
    }
    if [.bottom, .bottomLeft, .bottomRight].contains(edge) { r.h = max(least.h, r.h + dy) }
    setFrame(r)
  }
}
