/// The parts of the window that can differ between two consecutive frames, found from their draw
/// lists: what a renderer must repaint and present, and nothing more.
///
/// A command that changed damages where it was and where it is (``DrawCommand/bounds``). Two things
/// make that tight. A solid opaque rounded rectangle that moved or grew keeps the pixels inside both
/// its old and its new ``DrawCommand/opaqueCore`` (same colour): a pane sliding up damages a band as
/// tall as the step, not the window. And anything that changed beneath an opaque core painted in the
/// same colour in both frames (a shadow under its card) is hidden there. When the lists differ in
/// length, everything between their common first and last commands is damaged, old and new.
///
/// ```swift
/// let damage = DrawDamage.between(previous, current, window: Size(width: 1280, height: 800))
/// // repaint and present only `damage`; [] means the frame looks the same
/// ```
public enum DrawDamage {
  /// Rectangles in window points covering every pixel that can differ between drawing `old` and
  /// drawing `new` in a window of `window` points: at most `limit` (≥ 1), clipped to the window,
  /// possibly overlapping; empty when nothing changed; the whole window when nearly all of it did
  /// (97 %: a drawer that fills most of the window still leaves its title bar and margins alone).
  public static func between(_ old: [DrawCommand], _ new: [DrawCommand], window: Size, limit: Int = 8)
    -> [Rect]
  {
    precondition(limit >= 1, "DrawDamage: limit must be at least 1 (got \(limit))")
    let screen = Box(Rect(origin: .zero, size: window))
    let found = old.count == new.count ? pairwise(old, new, screen: screen) : middle(old, new)
    guard let found else { return [screen.rect] }
    var boxes = found.compactMap { $0.intersection(screen) }
    boxes = merged(boxes, limit: limit)
    if boxes.reduce(0, { $0 + $1.area }) >= 0.97 * screen.area { return [screen.rect] }
    return boxes.map(\.rect)
  }

  /// Damage of lists of equal length, command by command: each command that changed, or that is
  /// clipped otherwise than before; nil as soon as one piece covers nearly all of `screen` (a push
  /// slides the whole window: the rest of the lists cannot make it less).
  private static func pairwise(_ old: [DrawCommand], _ new: [DrawCommand], screen: Box) -> [Box]? {
    var boxes: [Box] = []
    let whole = 0.97 * screen.area
    let (oldClips, newClips) = (DrawCommand.clips(of: old), DrawCommand.clips(of: new))
    for i in old.indices {
      let clips = (oldClips?[i], newClips?[i])
      var pieces: [Box]
      if old[i] != new[i] {
        pieces = changed(old[i], new[i], clips: clips)
      } else if clips.0 != clips.1 {
        pieces = reclipped(new[i], clips)
      } else {
        continue
      }
      for j in (i + 1)..<new.count {
        guard !pieces.isEmpty else { break }
        // A clipped command hides what is beneath only inside its clip, in both frames.
        guard var core = stableCore(old[j], new[j]) else { continue }
        for clip in [oldClips?[j], newClips?[j]] {
          guard let clip else { continue }
          core = core.intersection(Box(clip)) ?? Box(Rect(x: 0, y: 0, width: 0, height: 0))
        }
        pieces = pieces.flatMap { $0.subtracting(core) }
      }
      if pieces.contains(where: { ($0.intersection(screen)?.area ?? 0) >= whole }) { return nil }
      boxes += pieces
    }
    return boxes
  }

  /// Damage of lists of different lengths: all that lies between their common prefix and suffix.
  private static func middle(_ old: [DrawCommand], _ new: [DrawCommand]) -> [Box] {
    var prefix = 0
    while prefix < min(old.count, new.count) && old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix
      && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let (oldClips, newClips) = (DrawCommand.clips(of: old), DrawCommand.clips(of: new))
    let gone = (prefix..<(old.count - suffix)).compactMap { clipped(Box(old[$0].bounds), oldClips?[$0]) }
    let came = (prefix..<(new.count - suffix)).compactMap { clipped(Box(new[$0].bounds), newClips?[$0]) }
    // The common last commands are the same, but a clip in between may now reach them otherwise.
    let moved = (0..<suffix).flatMap { k in
      let (o, n) = (old.count - 1 - k, new.count - 1 - k)
      let clips = (oldClips?[o], newClips?[n])
      return clips.0 == clips.1 ? [] : reclipped(new[n], clips)
    }
    return gone + came + moved
  }

  /// What an unchanged command damages when its clip changed: what it painted, and paints.
  private static func reclipped(_ command: DrawCommand, _ clips: (Rect?, Rect?)) -> [Box] {
    let box = Box(command.bounds)
    return [clipped(box, clips.0), clipped(box, clips.1)].compactMap { $0 }
  }

  /// `box` as far as `clip` lets a command paint, if at all.
  private static func clipped(_ box: Box, _ clip: Rect?) -> Box? {
    guard let clip else { return box }
    return box.intersection(Box(clip))
  }

  /// What one command changing from `a` to `b` damages, each as far as its clip lets it paint.
  private static func changed(_ a: DrawCommand, _ b: DrawCommand, clips: (Rect?, Rect?)) -> [Box] {
    let (boxA, boxB) = (Box(a.bounds), Box(b.bounds))
    if clips.0 == clips.1, let core = stableCore(a, b) {
      return boxA.union(boxB).subtracting(core).compactMap { clipped($0, clips.0) }
    }
    return [clipped(boxA, clips.0), clipped(boxB, clips.1)].compactMap { $0 }
  }

  /// Where a command paints the same opaque colour in both frames, if anywhere.
  private static func stableCore(_ a: DrawCommand, _ b: DrawCommand) -> Box? {
    guard let ca = a.opaqueCore, let cb = b.opaqueCore, ca.color == cb.color else { return nil }
    return Box(ca.rect).intersection(Box(cb.rect))
  }

  /// Boxes merged wherever painting their union costs no more than painting both.
  ///
  /// Overlap is painted twice, and each box costs a pass over the draw list, about `slack` square
  /// points; then the cheapest pairs are merged until at most `limit` remain. Past 48 boxes (a
  /// scrolling list's rows), they are first gathered in one pass (``gathered(_:slack:)``); if more
  /// than 48 still remain, or there were more than 1024, their bounding box.
  private static func merged(_ input: [Box], limit: Int, slack: Double = 4096) -> [Box] {
    var boxes = input.count <= 48 || input.count > 1024 ? input : gathered(input, slack: slack)
    guard boxes.count <= 48 else {
      return [boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }]
    }
    while boxes.count > 1 {
      var best = (i: 0, j: 1, cost: Double.infinity)
      for i in boxes.indices {
        for j in boxes.indices where j > i {
          let cost = boxes[i].union(boxes[j]).area - boxes[i].area - boxes[j].area
          if cost < best.cost { best = (i, j, cost) }
        }
      }
      guard best.cost <= slack || boxes.count > limit else { break }
      boxes[best.i] = boxes[best.i].union(boxes[best.j])
      boxes.remove(at: best.j)
    }
    return boxes
  }

  /// Boxes gathered in one pass, in order: each joins every gathered box it costs no more than
  /// `slack` to join (the joined box then tries again), or is kept apart.
  ///
  /// The rows of a scrolling list, each a few boxes, become the list's one box, and a strip
  /// moving beside it stays a box of its own rather than joining the list in their bounding box.
  private static func gathered(_ input: [Box], slack: Double) -> [Box] {
    var out: [Box] = []
    for var box in input {
      var i = 0
      while i < out.count {
        let joined = out[i].union(box)
        if joined.area - out[i].area - box.area <= slack {
          box = joined
          out.remove(at: i)
          i = 0
        } else {
          i += 1
        }
      }
      out.append(box)
    }
    return out
  }
}
