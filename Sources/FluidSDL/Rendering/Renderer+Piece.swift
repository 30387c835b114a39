import CSDL2
import FluidUI
import FluidRaster

/// One piece of a region painted: its commands in order, with what paints it in one colour reckoned
/// rather than painted.
extension Renderer {
  /// A frame's commands with what the renderer derives from them once: where each paints, and the
  /// clip it paints within.
  struct Lists {
    var commands: [DrawCommand]
    var bounds: [Rect?]
    var clips: [Rect?]?
  }

  /// Paints the commands that reach `piece` (`clip`, its pixels), from its first one on, over the
  /// background when that is 0.
  ///
  /// While every pixel of the piece is to hold one colour (the background's, or that of a
  /// one-colour rectangle that covers the piece), a command that paints the whole piece evenly is
  /// reckoned, not painted (``evenResult(_:over:_:scale:)``): the colour is written once, before
  /// the first command that paints otherwise, or at the end. The window's and the scene's backdrops
  /// cost one fill, not two or three; a translucent shade over a backdrop costs one fill, not a fill
  /// and a blend, and none at all where the tiles already hold the blended colour.
  func paint(
    _ piece: (rect: Rect, first: Int), clip: SDL_Rect, _ lists: Lists, background: Color, scale: Double,
    out: (width: Double, height: Double)
  ) {
    // The colour the whole piece is to hold, not written yet.
    var held: (UInt8, UInt8, UInt8)? =
      piece.first == 0
      ? (ShapeImage.byte(background.red), ShapeImage.byte(background.green), ShapeImage.byte(background.blue))
      : nil
    var applied: Rect?
    painter.direct?.known.reset()  // what the pixels hold is learnt anew, piece by piece
    painter.output = (Int(out.width), Int(out.height))
    // The whole pixels repainted, in points (a hair wider against rounding): a command that reaches
    // any of them is drawn, though it may lie just past the piece's edge inside an edge pixel (a
    // clipped area meeting another inside a pixel).
    let hair = 1e-6
    let reach = Rect(
      x: Double(clip.x) / scale - hair, y: Double(clip.y) / scale - hair,
      width: Double(clip.w) / scale + 2 * hair, height: Double(clip.h) / scale + 2 * hair)
    for i in piece.first..<lists.commands.count {
      guard
        let (box, narrowed, unclipped) = reaching(i, lists, piece.rect, clip, reach, scale: scale, out: out)
      else { continue }
      if skipsHidden && unclipped, let next = evenResult(lists.commands[i], over: held, clip, scale: scale) {
        held = next
        continue
      }
      if let colour = held { write(colour, clip, applied: &applied) }
      held = nil
      if let clips = lists.clips, clips[i] != applied {
        applied = clips[i]
        setClip(narrowed ?? clip)
      }
      if let known = painter.direct?.known {
        known.begin(box: Self.knownBox(lists.commands[i], box, scale, out))
      }
      draw(lists.commands[i], scale: scale)
    }
    if let colour = held { write(colour, clip, applied: &applied) }
  }

  /// Command `i`'s bounds, if it paints any of the piece `rect` (pixels `clip`, points a hair wider
  /// `reach`): with the piece's pixels narrowed to its clip, if it has one, and whether that clip
  /// holds the whole piece.
  private func reaching(
    _ i: Int, _ lists: Lists, _ rect: Rect, _ clip: SDL_Rect, _ reach: Rect, scale: Double,
    out: (width: Double, height: Double)
  ) -> (box: Rect, narrowed: SDL_Rect?, unclipped: Bool)? {
    guard let box = lists.bounds[i], box.overlaps(reach) else { return nil }
    // Cutting: its pixels (rounded outwards) must meet the piece's (a part cut beside it is not
    // its), and an outline around the piece paints none of it.
    if skipsHidden {
      guard Self.pixels(box, scale: scale, within: out).overlap(clip) != nil,
        !Self.paintsNothing(lists.commands[i], in: clip, scale: scale, out: out)
      else { return nil }
    }
    guard let commandClip = lists.clips?[i] else { return (box, nil, true) }
    // The piece's pixels, narrowed to the command's clip: none, and it paints nothing here.
    let narrowed = clip.clipped(to: Self.pixels(commandClip, scale: scale, within: out))
    guard narrowed.w > 0, narrowed.h > 0 else { return nil }
    return (box, narrowed, Self.holds(commandClip, rect))
  }

  /// Fills the whole piece `clip` (pixels) with `colour`, in the piece's own clip.
  private func write(_ colour: (UInt8, UInt8, UInt8), _ clip: SDL_Rect, applied: inout Rect?) {
    if applied != nil {
      applied = nil
      setClip(clip)
    }
    fillBackground(clip, colour)
  }

  /// The one colour every pixel of the piece `clip` (pixels) holds once `command` is painted over
  /// `held` (the colour they all hold before it, if one); nil where the command paints the piece
  /// otherwise.
  ///
  /// An opaque one-colour rectangle that covers the piece gives its colour. A translucent one whose
  /// middle holds the piece gives its colour blended over `held`, by the integers it would be
  /// blended with pixel by pixel (software targets only: a GPU blends with its own).
  func evenResult(_ command: DrawCommand, over held: (UInt8, UInt8, UInt8)?, _ clip: SDL_Rect, scale: Double)
    -> (UInt8, UInt8, UInt8)?
  {
    if let cover = Self.solidCover(command, clip, scale) { return cover }
    guard let held, case .roundedRect(let rect, let radius, .solid(let c), let t) = command, c.alpha < 1,
      let direct = painter.direct, direct.blendsInPlace,
      let (r, g, b, a) = painter.evenColour(
        .fill(.solid(c)), rect: rect, radius: radius, transform: t, scale: scale, over: clip)
    else { return nil }
    return DirectFill.blended((r, g, b), over: held, alpha: a)
  }

  /// Where `command` may write, in pixels, for ``KnownPixels``: an unturned shape's bounds.
  ///
  /// None for a clip, and none yet for text and turned or skewed shapes, whose bounds are
  /// estimates SDL's copies can pass (a cluster wider than an em, a squashed label, a skew drawn as
  /// the nearest turn): they note where their copies went as they draw (a turned shape's painted
  /// box; a label's copy, or the whole clip when turned or scaled).
  static func knownBox(
    _ command: DrawCommand, _ box: Rect, _ scale: Double, _ out: (width: Double, height: Double)
  ) -> SDL_Rect {
    let transform: Transform2D
    switch command {
    case .clip, .text: return SDL_Rect()
    case .roundedRect(_, _, _, let t), .shadow(_, _, _, let t), .border(_, _, _, _, let t): transform = t
    }
    guard transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0 else { return SDL_Rect() }
    return pixels(box, scale: scale, within: out)
  }

  nonisolated static func holds(_ a: Rect, _ b: Rect) -> Bool {
    a.minX <= b.minX && a.minY <= b.minY && a.maxX >= b.maxX && a.maxY >= b.maxY
  }
}
