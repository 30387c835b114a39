import CSDL2

extension SDL_Rect {
  /// The pixels in both this rectangle and `other`; nil when they share none.
  func overlap(_ other: SDL_Rect) -> SDL_Rect? {
    let (x0, y0) = (max(x, other.x), max(y, other.y))
    let (x1, y1) = (min(x + w, other.x + other.w), min(y + h, other.y + other.h))
    return x1 > x0 && y1 > y0 ? SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0) : nil
  }

  /// The pixels in both this rectangle and `other`, empty (0 × 0) when they share none.
  func clipped(to other: SDL_Rect) -> SDL_Rect { overlap(other) ?? SDL_Rect() }
}
