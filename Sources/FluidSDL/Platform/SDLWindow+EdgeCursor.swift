import CSDL2
import FluidUI

extension SDLWindow {
  /// The resize edge under `p` (pt), for a window that draws its own title bar and is neither
  /// maximised nor full screen; nil elsewhere.
  func resizeEdge(at p: Vector2) -> ResizeEdge? {
    guard decorations == .client, !isMaximized, !isFullscreen else { return nil }
    return ResizeEdge(at: p, size: size, border: Self.resizeBorder)
  }

  /// Shows the resize cursor of the edge the pointer is on (`p`, pt), and the app's cursor again
  /// once it leaves the edge.
  ///
  /// On X11 the edge's cursor is the theme's of the X cursor font's name
  /// (``ResizeEdge/xFontShape``); SDL's system cursors elsewhere.
  func followEdge(at p: Vector2) {
    let edge = resizeEdge(at: p)
    guard edge != shownEdge else { return }
    shownEdge = edge
    guard let edge else {
      setCursor(appCursor)
      // SDL (2.26.3 on) skips a cursor it thinks is shown: the edge's was defined behind its back.
      SDL_SetCursor(nil)
      return
    }
    if let desktop, desktop.defineFontCursor(edge.xFontShape) { return }
    if edgeCursors[edge] == nil { edgeCursors[edge] = SDL_CreateSystemCursor(edge.cursor) }
    if let made = edgeCursors[edge] { SDL_SetCursor(made) }
  }
}

extension SDLWindow {
  /// Forgets the edge cursor shown: SDL shows its own cursor again as the pointer enters or leaves
  /// the window, so the next motion on an edge shows the edge's anew.
  func forgetEdge(after event: SDL_Event) {
    guard event.type == SDL_WINDOWEVENT.rawValue else { return }
    let id = SDL_WindowEventID(UInt32(event.window.event))
    if id == SDL_WINDOWEVENT_ENTER || id == SDL_WINDOWEVENT_LEAVE { shownEdge = nil }
  }
}
