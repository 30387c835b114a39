import CSDL2
import FluidUI

/// An edge or corner of a frameless window where a press resizes it, and the cursor that says so.
///
/// The outermost ``SDLWindow/resizeBorder`` points of a window that draws its own title bar, unless
/// it is maximised or fills the screen; a swipe back starts inside them.
enum ResizeEdge: CaseIterable {
  case topLeft, topRight, bottomLeft, bottomRight, left, right, top, bottom

  /// The edge under `p` (pt) of a window of `size` (pt) with a border `border` pt wide, if any.
  init?(at p: Vector2, size: Size, border: Double) {
    let (left, right) = (p.x < border, p.x > size.width - border)
    let (top, bottom) = (p.y < border, p.y > size.height - border)
    switch (left, right, top, bottom) {
    case (true, _, true, _): self = .topLeft
    case (_, true, true, _): self = .topRight
    case (true, _, _, true): self = .bottomLeft
    case (_, true, _, true): self = .bottomRight
    case (true, _, _, _): self = .left
    case (_, true, _, _): self = .right
    case (_, _, true, _): self = .top
    case (_, _, _, true): self = .bottom
    default: return nil
    }
  }

  /// SDL's hit-test answer: the window manager resizes from this edge.
  var hitTestResult: SDL_HitTestResult {
    switch self {
    case .topLeft: SDL_HITTEST_RESIZE_TOPLEFT
    case .topRight: SDL_HITTEST_RESIZE_TOPRIGHT
    case .bottomLeft: SDL_HITTEST_RESIZE_BOTTOMLEFT
    case .bottomRight: SDL_HITTEST_RESIZE_BOTTOMRIGHT
    case .left: SDL_HITTEST_RESIZE_LEFT
    case .right: SDL_HITTEST_RESIZE_RIGHT
    case .top: SDL_HITTEST_RESIZE_TOP
    case .bottom: SDL_HITTEST_RESIZE_BOTTOM
    }
  }

  /// The X cursor font's shape of the edge (`X11/cursorfont.h`), as GTK names them on X11:
  /// `bottom_right_corner` for the bottom-right corner, where SDL's own cursors have only
  /// `top_left_corner` for both ends of that diagonal.
  var xFontShape: UInt32 {
    switch self {
    case .topLeft: 134
    case .topRight: 136
    case .bottomLeft: 12
    case .bottomRight: 14
    case .left: 70
    case .right: 96
    case .top: 138
    case .bottom: 16
    }
  }

  /// The resize cursor of the edge where the X cursor font cannot be reached (libadwaita shows the
  /// same eight as four double arrows).
  var cursor: SDL_SystemCursor {
    switch self {
    case .topLeft, .bottomRight: SDL_SYSTEM_CURSOR_SIZENWSE
    case .topRight, .bottomLeft: SDL_SYSTEM_CURSOR_SIZENESW
    case .left, .right: SDL_SYSTEM_CURSOR_SIZEWE
    case .top, .bottom: SDL_SYSTEM_CURSOR_SIZENS
    }
  }
}
