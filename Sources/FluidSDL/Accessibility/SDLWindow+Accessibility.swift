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
    // In 64 bits, then clamped: a window placed far off screen or a huge layer never overflows.
    func px(_ v: Double, from origin: Int32 = 0) -> Int32 {
      let scaled = v * s
      guard scaled.isFinite else { return origin }
      return Int32(clamping: Int64(origin) + Int64(max(-1e15, min(1e15, scaled.rounded()))))
    }
    return (px(rect.minX, from: x), px(rect.minY, from: y), px(rect.size.width), px(rect.size.height))
  }

  /// The window's points at screen or window pixel `(x, y)`: any 32-bit pixel, far off the window
  /// too (an assistive technology may ask about any point).
  func point(atPixel x: Int32, _ y: Int32, screen: Bool) -> Vector2 {
    var (wx, wy): (Int32, Int32) = (0, 0)
    if screen { SDL_GetWindowPosition(window, &wx, &wy) }
    return Vector2(x: (Double(x) - Double(wx)) / pointScale, y: (Double(y) - Double(wy)) / pointScale)
  }
}
