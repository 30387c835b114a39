import FluidMotion
import FluidUI

/// Checks a laid-out layer tree against a window: content inside it, text not overlapping text.
///
/// Content is every visible layer that draws something (a fill, a border or text), measured through
/// every transform; text by its estimated extent (``TextStyle/textRect(_:in:)``), which may be wider
/// than its frame, and which must also lie inside the nearest filled layer it is drawn on.
public enum LayoutAudit {
  /// One visible layer that draws, with its extent in window points.
  public struct Item {
    /// The layer.
    public let layer: Layer
    /// Its drawn extent (the text's, for text), window points.
    public let box: Rect
    /// Whether it draws text.
    public let isText: Bool
    /// The extent of the nearest filled layer it lies on (its panel), window points.
    public let panel: Rect?
    /// Its place in drawing order: a larger one is drawn above.
    public let order: Int
  }

  /// Every visible drawing layer under `root` (not `root` itself, the backdrop), with its extent.
  public static func items(in root: Layer) -> [Item] {
    var out: [Item] = []
    for child in drawn(root) {
      collect(child, parent: root.localTransform, alpha: 1, panel: nil, into: &out)
    }
    return out
  }

  /// `layer`'s sublayers in the order they are drawn: by `zPosition`, stable among equals.
  private static func drawn(_ layer: Layer) -> [Layer] {
    layer.sublayers.enumerated().sorted {
      ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
    }
    .map(\.element)
  }

  private static func collect(
    _ layer: Layer, parent: Transform2D, alpha: Double, panel: Rect?, clip: Rect? = nil,
    into out: inout [Item]
  ) {
    let a = alpha * layer.alpha
    guard !layer.isHidden, a > 0.01 else { return }
    let m = parent.concatenating(layer.localTransform)
    let bounds = Rect(origin: .zero, size: layer.frame.size)
    var inner = panel
    // What a masking ancestor clips away is not drawn: only the part inside counts.
    func clipped(_ r: Rect) -> Rect? { clip.map { r.intersection($0) } ?? r }
    if layer.fill != nil || layer.border != nil, bounds.size.width > 0, bounds.size.height > 0,
      let b = clipped(box(of: bounds, through: m))
    {
      out.append(Item(layer: layer, box: b, isText: false, panel: panel, order: out.count))
      if layer.fill != nil { inner = b }
    }
    if let text = layer.text, !text.isEmpty,
      let b = clipped(box(of: layer.textStyle.textRect(text, in: bounds), through: m))
    {
      out.append(Item(layer: layer, box: b, isText: true, panel: panel, order: out.count))
    }
    var childClip = clip
    if layer.masksToBounds {
      childClip = clipped(box(of: bounds, through: m)) ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }
    for child in drawn(layer) {
      collect(child, parent: m, alpha: a, panel: inner, clip: childClip, into: &out)
    }
  }

  private static func box(of r: Rect, through m: Transform2D) -> Rect {
    let corners = [
      Vector2(x: r.minX, y: r.minY), Vector2(x: r.maxX, y: r.minY), Vector2(x: r.minX, y: r.maxY),
      Vector2(x: r.maxX, y: r.maxY),
    ].map(m.apply)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// What is wrong with the layout, one line each: content outside `window` (other than the `exempt`
  /// layers and what they carry, which run off the window by design), text sticking out of the layer
  /// it is drawn on, text over another layer's content (a hint over a square), and text over text.
  ///
  /// With `coveredOnly`, text is only wrong under content drawn above it (a moving scene may pass
  /// content beneath a label; it must never hide one). `overlays` (and what they carry) may cover
  /// text by design: a card zoomed over a grid, the shade under it.
  public static func problems(
    in root: Layer, window: Size, exempt: [Layer] = [], overlays: [Layer] = [], coveredOnly: Bool = false
  ) -> [String] {
    let all = items(in: root)
    let frame = Rect(origin: .zero, size: window).insetBy(-0.5)
    var problems: [String] = []
    for item in all
    where !exempt.contains(where: { isAncestor($0, of: item.layer) }) && !inside(item.box, frame) {
      problems.append("\(describe(item)) lies outside the \(window.width)×\(window.height) window")
    }
    for item in all where item.isText {
      if let panel = item.panel, !inside(item.box, panel.insetBy(-0.5)) {
        problems.append("\(describe(item)) sticks out of the layer it is drawn on")
      }
    }
    let texts = all.filter(\.isText)
    for text in texts {
      // Backdrops (layers covering the whole window) are not content.
      for shape in all
      where !shape.isText && !isAncestor(shape.layer, of: text.layer)
        && !inside(Rect(origin: .zero, size: window).insetBy(0.5), shape.box)
        && (!coveredOnly || shape.order > text.order)
        && !overlays.contains(where: { isAncestor($0, of: shape.layer) })
      {
        if overlap(text.box, shape.box) > 1 {
          problems.append("\(describe(text)) lies on \(describe(shape))")
        }
      }
    }
    for (i, a) in texts.enumerated() {
      for b in texts[(i + 1)...] where overlap(a.box, b.box) > 1 {
        problems.append("\(describe(a)) overlaps \(describe(b))")
      }
    }
    return problems
  }

  private static func isAncestor(_ a: Layer, of b: Layer) -> Bool {
    var l: Layer? = b
    while let x = l {
      if x === a { return true }
      l = x.superlayer
    }
    return false
  }

  private static func inside(_ r: Rect, _ frame: Rect) -> Bool {
    r.minX >= frame.minX && r.minY >= frame.minY && r.maxX <= frame.maxX && r.maxY <= frame.maxY
  }

  private static func overlap(_ a: Rect, _ b: Rect) -> Double {
    min(max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX)), max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY)))
  }

  private static func describe(_ item: Item) -> String {
    let b = item.box
    let what = item.isText ? "text '\(item.layer.text ?? "")'" : "layer"
    return "\(what) at (\(Int(b.minX)), \(Int(b.minY))) \(Int(b.size.width))×\(Int(b.size.height))"
  }
}
