import CSDL2
import FluidUI

/// What the accessibility bridge reads of the window: its title and where its points are on screen.
extension SDLWindow {
  /// The window's title as shown.
  public var title: String { SDL_GetWindowTitle(window).map { String(cString: $0) } ?? "" }

  /// `rect` (window points) in screen pixels (`screen` true) or window pixels: x, y, width, height.
  func pixels(of rect: Rect, screen: Bool) -> (Int32, Int32, Int32, Int32) {
    var (x, y): (Int32, Int32) = (0, 0)
    if screen { SDL_GetWindowPosition(window, &x, &y) }
    let s = pointScale
    func px(_ v: Double) -> Int32 { Int32(clamping: Int((v * s).rounded())) }
    return (x + px(rect.minX), y + px(rect.minY), px(rect.size.width), px(rect.size.height))
  }

  /// The window's points at screen or window pixel `(x, y)`.
  func point(atPixel x: Int32, _ y: Int32, screen: Bool) -> Vector2 {
    var (wx, wy): (Int32, Int32) = (0, 0)
    if screen { SDL_GetWindowPosition(window, &wx, &wy) }
    return Vector2(x: Double(x - wx) / pointScale, y: Double(y - wy) / pointScale)
  }
}
