import CSDL2
import FluidUI
import FluidRaster

/// What a command paints in one colour over a piece of a frame: the backdrop the renderer fills.
extension Renderer {
  /// The colour, as the bytes a shape paints, that `command` gives every pixel of `piece` (pixels):
  /// an opaque one-colour unturned rectangle that holds the piece whole, away from its rounded
  /// corners; nil for anything else.
  nonisolated static func solidCover(_ command: DrawCommand, _ piece: SDL_Rect, _ scale: Double) -> (
    UInt8, UInt8, UInt8
  )? {
    guard case .roundedRect(let r, let radius, .solid(let c), let t) = command, t.isTranslation, c.alpha >= 1
    else { return nil }
    // Pixels wholly inside the rectangle, and the corners' reach.
    let (x0, x1) = (((r.minX + t.tx) * scale).rounded(.up), ((r.maxX + t.tx) * scale).rounded(.down))
    let (y0, y1) = (((r.minY + t.ty) * scale).rounded(.up), ((r.maxY + t.ty) * scale).rounded(.down))
    let k = (radius * scale).rounded(.up)
    let (p0, p1) = (Double(piece.x), Double(piece.x) + Double(piece.w))
    let (q0, q1) = (Double(piece.y), Double(piece.y) + Double(piece.h))
    guard p0 >= x0, p1 <= x1, q0 >= y0, q1 <= y1,
      k <= 0 || (p0 >= x0 + k && p1 <= x1 - k) || (q0 >= y0 + k && q1 <= y1 - k)
    else { return nil }
    return (ShapeImage.byte(c.red), ShapeImage.byte(c.green), ShapeImage.byte(c.blue))
  }

  /// Where each command paints and where it hides what is beneath (its opaque interior), within
  /// its clip: a clipped command paints only inside it.
  ///
  /// Nonisolated: a closure formed on the main actor and handed to `map` checks its executor on
  /// every call, here once per command.
  nonisolated static func extents(of commands: [DrawCommand], clips: [Rect?]?)
    -> (bounds: [Rect?], interiors: [Rect?])
  {
    var bounds: [Rect?] = []
    var interiors: [Rect?] = []
    bounds.reserveCapacity(commands.count)
    interiors.reserveCapacity(commands.count)
    for (i, command) in commands.enumerated() {
      let clip = clips?[i] ?? nil
      let interior = command.opaqueInterior
      guard let clip else {
        bounds.append(command.bounds)
        interiors.append(interior)
        continue
      }
      bounds.append(command.bounds.intersection(clip))
      interiors.append(interior.flatMap { $0.intersection(clip) })
    }
    return (bounds, interiors)
  }
}
