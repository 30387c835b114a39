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
  func followEdge(at p: Vector2) {
    let edge = resizeEdge(at: p)
    guard edge != shownEdge else { return }
    shownEdge = edge
    guard let edge else { return setCursor(appCursor) }
    if edgeCursors[edge] == nil { edgeCursors[edge] = SDL_CreateSystemCursor(edge.cursor) }
    if let made = edgeCursors[edge] { SDL_SetCursor(made) }
  }
}
