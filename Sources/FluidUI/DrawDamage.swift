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
    var boxes = (old.count == new.count ? pairwise(old, new) : middle(old, new)).compactMap {
      $0.intersection(screen)
    }
    boxes = merged(boxes, limit: limit)
    if boxes.reduce(0, { $0 + $1.area }) >= 0.97 * screen.area { return [screen.rect] }
    return boxes.map(\.rect)
  }

  /// Damage of lists of equal length, command by command.
  private static func pairwise(_ old: [DrawCommand], _ new: [DrawCommand]) -> [Box] {
    var boxes: [Box] = []
    let (oldClips, newClips) = (DrawCommand.clips(of: old), DrawCommand.clips(of: new))
    for i in old.indices where old[i] != new[i] {
      var pieces = changed(old[i], new[i])
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
    let gone = old[prefix..<(old.count - suffix)]
    let came = new[prefix..<(new.count - suffix)]
    return (gone + came).map { Box($0.bounds) }
  }

  /// What one command changing from `a` to `b` damages.
  private static func changed(_ a: DrawCommand, _ b: DrawCommand) -> [Box] {
    let (boxA, boxB) = (Box(a.bounds), Box(b.bounds))
    if let core = stableCore(a, b) { return boxA.union(boxB).subtracting(core) }
    return [boxA, boxB]
  }

  /// Where a command paints the same opaque colour in both frames, if anywhere.
  private static func stableCore(_ a: DrawCommand, _ b: DrawCommand) -> Box? {
    guard let ca = a.opaqueCore, let cb = b.opaqueCore, ca.color == cb.color else { return nil }
    return Box(ca.rect).intersection(Box(cb.rect))
  }

  /// Boxes merged wherever painting their union costs no more than painting both.
  ///
  /// Overlap is painted twice, and each box costs a pass over the draw list, about `slack` square
  /// points; then the cheapest pairs are merged until at most `limit` remain. Past 48 boxes, their
  /// bounding box.
  private static func merged(_ input: [Box], limit: Int, slack: Double = 4096) -> [Box] {
    guard input.count <= 48 else {
      return input.dropFirst().isEmpty ? input : [input.dropFirst().reduce(input[0]) { $0.union($1) }]
    }
    var boxes = input
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
}
