import CSDL2
import FluidMotion
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

extension TextRenderer {
  /// Draws `text` in `frame` (points, in the coordinates `transform` maps to the window), centred
  /// vertically, aligned as `style` says; rotated and scaled with the transform.
  ///
  /// Returns the pixels the copy went to (before the renderer's clip) when the transform only moves
  /// it: nothing outside them was written. Nil for turned or scaled text, whose copy SDL places
  /// itself, and for text moved past what SDL can place. Moved only, it is written by `direct` where that can (within `clip`), else by SDL.
  /// Text magnified past ``longestWholeCopy`` is cut to what the target shows first
  /// (``drawCut(_:centre:size:angle:alpha:clip:)``), so any finite transform draws.
  @discardableResult
  func draw(
    _ text: String, frame: Rect, style: TextStyle, scale: Double, transform: Transform2D,
    direct: DirectFill? = nil, clip: SDL_Rect? = nil
  ) -> SDL_Rect? {
    let size = style.size * scale
    // An adopter's NaN or negative size draws nothing.
    guard size.isFinite, size > 0 else { return SDL_Rect() }
    let pixelSize = Int(min(max(size.rounded(), 1), 4_096))
    let c = style.color
    let rgb = UInt32(byte(c.red)) << 16 | UInt32(byte(c.green)) << 8 | UInt32(byte(c.blue))
    guard let entry = texture(for: Key(text: text, pixelSize: pixelSize, bold: style.bold, rgb: rgb)) else {
      return SDL_Rect()
    }
    let width = Double(entry.width) / scale  // points
    let left: Double
    switch style.alignment {
    case .left: left = frame.minX
    case .center: left = (frame.minX + frame.maxX - width) / 2
    case .right: left = frame.maxX - width
    }
    let centre = transform.apply(Vector2(x: left + width / 2, y: frame.center.y))
    let factor = transform.scale
    let (w, h) = (Double(entry.width) * factor, Double(entry.height) * factor)
    let (x, y) = ((centre.x * scale - w / 2).rounded(), (centre.y * scale - h / 2).rounded())
    SDL_SetTextureAlphaMod(entry.texture, byte(c.alpha))
    let moved = transform.isTranslation
    // Magnified past the longest whole copy (text made smaller costs no more than its texture).
    guard Self.placeable(x, y, w, h), moved || factor <= 1 || max(w, h) <= longestWholeCopy else {
      let pixels = Vector2(x: centre.x * scale, y: centre.y * scale)
      drawCut(
        entry, centre: pixels, size: (w, h), angle: transform.rotation, alpha: byte(c.alpha), clip: clip)
      return nil
    }
    var dst = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(w.rounded()), h: Int32(h.rounded()))
    if moved {
      let whole = SDL_Rect(x: 0, y: 0, w: entry.width, h: entry.height)
      if dst.w != entry.width || dst.h != entry.height
        || direct?.copy(entry.texture, whole, dst, clip: clip) != true
      {
        SDL_RenderCopy(renderer, entry.texture, nil, &dst)
      }
      return dst
    }
    SDL_RenderCopyEx(
      renderer, entry.texture, nil, &dst, transform.rotation * 180 / Double.pi, nil, SDL_FLIP_NONE)
    return nil
  }

  /// Whether a copy at `x`, `y` (px), `w` × `h` px can be handed to SDL: each edge and side within
  /// 2³⁰ px, so SDL's own sums of them stay within its 32-bit integers. (No array: it runs for every
  /// string drawn.)
  private static func placeable(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
    let limit = Double(1 << 30)
    return abs(x) <= limit && abs(y) <= limit && (0...limit).contains(w) && (0...limit).contains(h)
      && abs(x + w) <= limit && abs(y + h) <= limit
  }
}
