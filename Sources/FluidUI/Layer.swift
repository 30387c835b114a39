import FluidMotion

/// A rectangle on screen with a fill, corners, shadow and text, and children drawn above it.
///
/// Layers are the model and the presentation at once: an animation writes ``frame`` every frame and
/// what is on screen is what the layer holds. Frames are in the parent's coordinates, in points.
///
/// ```swift
/// let pane = Layer(frame: Rect(x: 0, y: 600, width: 1280, height: 800))
/// pane.fill = .solid(Color(hex: 0x808080))
/// pane.cornerRadius = 6
/// root.addSublayer(pane)
/// ```
public final class Layer {
  /// Position and size in the parent's coordinates, points.
  public var frame: Rect
  /// The paint, or `nil` for none.
  public var fill: Fill?
  /// Corner radius, points (clamped to half the shorter side when drawn).
  public var cornerRadius: Double = 0
  /// A drop shadow, or `nil`.
  public var shadow: Shadow?
  /// An outline: width (pt) and colour, or `nil`.
  public var border: (width: Double, color: Color)?
  /// Opacity multiplied into this layer and its children, 0...1.
  public var alpha: Double = 1
  /// Whether the layer and its children are skipped.
  public var isHidden = false
  /// Text drawn in the frame, or `nil`.
  public var text: String?
  /// How ``text`` is drawn.
  public var textStyle = TextStyle()
  /// Children, drawn in order above this layer.
  public private(set) var sublayers: [Layer] = []
  /// The parent, if any.
  public private(set) weak var superlayer: Layer?

  /// Creates a layer.
  public init(frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)) {
    self.frame = frame
  }

  /// Appends a child (removing it from any previous parent).
  public func addSublayer(_ layer: Layer) {
    layer.removeFromSuperlayer()
    sublayers.append(layer)
    layer.superlayer = self
  }

  /// Detaches the layer from its parent.
  public func removeFromSuperlayer() {
    superlayer?.sublayers.removeAll { $0 === self }
    superlayer = nil
  }

  /// The frame in window coordinates.
  public var frameInWindow: Rect {
    var origin = frame.origin
    var parent = superlayer
    while let p = parent {
      origin = origin + p.frame.origin
      parent = p.superlayer
    }
    return Rect(origin: origin, size: frame.size)
  }

  /// The deepest visible layer under `point` (window coordinates), children first.
  public func hitTest(_ point: Vector2) -> Layer? {
    guard !isHidden, alpha > 0 else { return nil }
    let local = point - frame.origin
    for child in sublayers.reversed() {
      if let hit = child.hitTest(local) { return hit }
    }
    return Rect(origin: .zero, size: frame.size).contains(local) ? self : nil
  }

  /// The fill colour when the fill is one opaque colour, else `nil`.
  public var solidColor: Color? {
    if case .solid(let c) = fill, c.alpha == 1, alpha == 1 { return c }
    return nil
  }

  /// Appends this layer's and its children's draw commands to `list`, offset by `origin`.
  public func render(into list: inout [DrawCommand], origin: Vector2 = .zero, opacity: Double = 1) {
    guard !isHidden else { return }
    let alpha = opacity * self.alpha
    guard alpha > 0 else { return }
    let rect = Rect(origin: origin + frame.origin, size: frame.size)
    let radius = min(cornerRadius, min(frame.size.width, frame.size.height) / 2)
    if let shadow {
      var faded = shadow
      faded.color = shadow.color.withAlpha(alpha)
      list.append(.shadow(rect, cornerRadius: radius, shadow: faded))
    }
    if let fill { list.append(.roundedRect(rect, cornerRadius: radius, fill: fill.withAlpha(alpha))) }
    if let border {
      list.append(
        .border(rect, cornerRadius: radius, width: border.width, color: border.color.withAlpha(alpha)))
    }
    if let text, !text.isEmpty {
      var style = textStyle
      style.color = style.color.withAlpha(alpha)
      list.append(.text(text, frame: rect, style: style))
    }
    for child in sublayers { child.render(into: &list, origin: rect.origin, opacity: alpha) }
  }
}

extension Fill {
  /// The fill with every colour's opacity multiplied by `factor`.
  public func withAlpha(_ factor: Double) -> Fill {
    if factor == 1 { return self }
    switch self {
    case .solid(let c): return .solid(c.withAlpha(factor))
    case .verticalGradient(let top, let bottom):
      return .verticalGradient(top: top.withAlpha(factor), bottom: bottom.withAlpha(factor))
    }
  }
}
