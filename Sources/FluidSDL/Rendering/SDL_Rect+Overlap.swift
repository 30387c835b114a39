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

  /// The pixels of this rectangle outside `hole`, as at most four rectangles (bands above and
  /// below it, then its sides).
  func subtracting(_ hole: SDL_Rect) -> [SDL_Rect] {
    guard let h = overlap(hole) else { return [self] }
    var out: [SDL_Rect] = []
    if h.y > y { out.append(SDL_Rect(x: x, y: y, w: w, h: h.y - y)) }
    if h.y + h.h < y + self.h { out.append(SDL_Rect(x: x, y: h.y + h.h, w: w, h: y + self.h - h.y - h.h)) }
    if h.x > x { out.append(SDL_Rect(x: x, y: h.y, w: h.x - x, h: h.h)) }
    if h.x + h.w < x + w { out.append(SDL_Rect(x: h.x + h.w, y: h.y, w: x + w - h.x - h.w, h: h.h)) }
    return out
  }

  /// The smallest rectangle holding this one and `other`.
  func union(_ other: SDL_Rect) -> SDL_Rect {
    let (x0, y0) = (min(x, other.x), min(y, other.y))
    let (x1, y1) = (max(x + w, other.x + other.w), max(y + h, other.y + other.h))
    return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
  }

  /// The number of pixels.
  var area: Int { Int(w) * Int(h) }
}
