import FluidMotion

/// A rectangle on screen with a fill, corners, shadow, text and a transform, and children drawn above it.
///
/// Layers are the model and the presentation at once: an animation writes ``frame`` (or any animatable
/// property) every frame and what is on screen is what the layer holds. Frames are in the parent's
/// coordinates, in points; ``transform`` applies about ``anchorPoint``.
///
/// ```swift
/// let pane = Layer(frame: Rect(x: 0, y: 600, width: 1280, height: 800))
/// pane.fill = .solid(Color(hex: 0x808080))
/// pane.cornerRadius = 6
/// root.addSublayer(pane)
/// ```
public final class Layer {
  /// Position and size in the parent's coordinates, points.
  ///
  /// Animatable.
  public var frame: Rect {
    willSet { note(.frame(frame)) }
    didSet { frame.size == oldValue.size ? invalidateParentExtent() : invalidateExtent() }
  }
  /// The paint, or `nil` for none.
  ///
  /// Animatable (colours are interpolated).
  public var fill: Fill? { willSet { note(.fill(fill)) } }
  /// Corner radius, points (clamped to half the shorter side when drawn).
  ///
  /// Animatable.
  public var cornerRadius: Double = 0 { willSet { note(.cornerRadius(cornerRadius)) } }
  /// Opacity multiplied into this layer and its children, 0...1.
  ///
  /// Animatable.
  public var alpha: Double = 1 {
    willSet { note(.alpha(alpha)) }
    didSet {
      if (alpha > 0) != (oldValue > 0) {
        noteTreeChange()
        noteAccessibilityChange()  // a fully transparent layer is not shown to assistive technology
      }
    }
  }
  /// Translation, rotation and scale about ``anchorPoint``.
  ///
  /// Animatable.
  public var transform = LayerTransform.identity {
    willSet { note(.transform(transform)) }
    didSet { invalidateParentExtent() }
  }
  /// The point the transform is applied about, in unit coordinates of the frame (0.5, 0.5 is the centre).
  public var anchorPoint = Vector2(x: 0.5, y: 0.5) { didSet { invalidateParentExtent() } }
  /// A drop shadow, or `nil`.
  public var shadow: Shadow? { didSet { invalidateExtent() } }
  /// An outline: width (pt) and colour, or `nil`.
  public var border: (width: Double, color: Color)? { didSet { invalidateExtent() } }
  /// Whether sublayers are clipped to the layer's bounds, for drawing and hit testing.
  ///
  /// A scroll view's viewport masks its content. The layer's own shadow is not clipped; a turned
  /// layer clips to the axis-aligned box around its bounds in the window.
  public var masksToBounds = false { didSet { invalidateExtent() } }
  /// Whether the layer and its children are skipped, for drawing and hit testing.
  public var isHidden = false {
    didSet {
      invalidateParentExtent()
      if isHidden != oldValue { noteAccessibilityChange() }
    }
  }
  /// Whether hit testing may return this layer or its children.
  public var isUserInteractionEnabled = true { didSet { noteTreeChange() } }
  /// The pointer's shape over this layer and over children that set none (``HoverTracker``).
  public var cursor: Cursor? { didSet { noteTreeChange() } }
  /// Paint laid over the fill (in the same corners) while the pointer is over the layer, or `nil`.
  public var hoverFill: Fill? { didSet { noteTreeChange() } }
  /// The layer that shows the hover while the pointer is over this one (a slider's thumb for its
  /// track), when this one has no ``hoverFill``.
  public weak var hoverTarget: Layer? { didSet { noteTreeChange() } }
  /// Whether the pointer is over the layer: ``hoverFill`` shows (set by ``HoverTracker``).
  public var isHovered = false {
    didSet { if isHovered != oldValue { onHoverChange?(isHovered) } }
  }
  /// Called when ``isHovered`` changes, with its new value: for what a hover does beyond its fill
  /// (a scroll bar that widens under the pointer).
  public var onHoverChange: ((Bool) -> Void)?
  /// The layer's accessibility, made when one of its `accessibility…` properties is first set.
  var accessibilityStorage: AccessibilityProperties?
  /// Text drawn in the frame, or `nil`.
  public var text: String? {
    didSet {
      invalidateExtent()
      if accessibilityStorage != nil, text != oldValue { noteAccessibilityChange() }  // a label's default
    }
  }
  /// How ``text`` is drawn.
  public var textStyle = TextStyle() { didSet { invalidateExtent() } }
  /// The drawing order among siblings: a higher one is drawn above (and hit first).
  ///
  /// Equal ones keep the order of ``sublayers``. Default 0.
  public var zPosition = 0.0 {
    didSet {
      precondition(zPosition.isFinite, "Layer.zPosition must be finite (got \(zPosition))")
      if zPosition != 0 { superlayer?.hasZOrder = true }
      guard zPosition != oldValue else { return }  // set each frame by some: not a change
      noteTreeChange()  // what is hit first among overlapping siblings
      noteAccessibilityChange()  // and read first
    }
  }
  /// Children, drawn in order above this layer (a higher ``zPosition`` above a lower one).
  public private(set) var sublayers: [Layer] = []
  /// Whether a child ever had a ``zPosition`` other than 0: the drawing order is then sorted.
  private(set) var hasZOrder = false
  /// The children in drawing order: ``sublayers`` sorted by ``zPosition``, stable.
  var drawingOrder: [Layer] {
    guard hasZOrder else { return sublayers }
    return sublayers.enumerated().sorted {
      ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset)
    }
    .map(\.element)
  }
  /// The parent, if any.
  public var superlayer: Layer? { parent }
  /// The parent, held unowned.
  ///
  /// The parent clears it as it lets the child go (``removeFromSuperlayer()``) and as it ends
  /// (`deinit`), so it never outlives the parent. A weak reference would give every parent a side
  /// table, sending each retain and release of it down the runtime's slow path: a quarter of the
  /// time a frame spends walking the tree.
  private unowned(unsafe) var parent: Layer?
  /// Where this layer and its visible children can paint, in its bounds' coordinates, once measured
  /// (``paintExtent``); `nil` after a change that may move it.
  var cachedExtent: Rect?
  /// The children by where they paint, for a layer with many (``ChildIndex``); kept and forgotten
  /// with ``cachedExtent``.
  var childIndex: ChildIndex?
  /// At the top of a tree: how many changes that can move a hit test or a hover were made in it
  /// (``noteTreeChange()``).
  package internal(set) var treeChanges = 0
  /// At the top of a tree: how many changes to what its accessibility tree holds were made in it
  /// (``noteAccessibilityChange()``); moves do not count, nor animations but for an alpha reaching or
  /// leaving 0.
  package internal(set) var accessibilityChanges = 0

  /// Creates a layer.
  public init(frame: Rect = Rect(x: 0, y: 0, width: 0, height: 0)) {
    self.frame = frame
  }

  deinit {
    for child in sublayers { child.parent = nil }  // a child kept elsewhere has no parent now
  }

  private func note(_ old: LayerProperty) {
    LayerTransaction.current?.willChange(self, from: old)
  }

  /// Appends a child (removing it from any previous parent).
  public func addSublayer(_ layer: Layer) {
    layer.removeFromSuperlayer()  // first: a child added again goes to the top
    insertSublayer(layer, at: sublayers.count)
  }

  /// Inserts a child at `index` of ``sublayers`` (removing it from any previous parent first), as
  /// `CALayer.insertSublayer(_:at:)`.
  /// - Precondition: `index` in `0...sublayers.count` once the layer is removed.
  public func insertSublayer(_ layer: Layer, at index: Int) {
    precondition(layer !== self, "Layer.insertSublayer: a layer cannot be its own sublayer")
    layer.removeFromSuperlayer()
    precondition(
      (0...sublayers.count).contains(index),
      "Layer.insertSublayer: index \(index) is outside 0...\(sublayers.count)")
    sublayers.insert(layer, at: index)
    layer.parent = self
    invalidateExtent()
    if layer.zPosition != 0 { hasZOrder = true }
    noteAccessibilityChange()
  }

  /// Inserts a child just above `sibling` (drawn after it), or on top when `sibling` is not a child.
  public func insertSublayer(_ layer: Layer, above sibling: Layer) {
    layer.removeFromSuperlayer()
    let index = sublayers.firstIndex { $0 === sibling }.map { $0 + 1 } ?? sublayers.count
    insertSublayer(layer, at: index)
  }

  /// Inserts a child just below `sibling` (drawn before it), or at the bottom when `sibling` is not
  /// a child.
  public func insertSublayer(_ layer: Layer, below sibling: Layer) {
    layer.removeFromSuperlayer()
    insertSublayer(layer, at: sublayers.firstIndex { $0 === sibling } ?? 0)
  }

  /// Detaches the layer from its parent.
  public func removeFromSuperlayer() {
    superlayer?.invalidateExtent()
    superlayer?.noteAccessibilityChange()
    superlayer?.sublayers.removeAll { $0 === self }
    parent = nil
  }

  /// The layer's own coordinate space: the origin and the frame's size.
  ///
  /// The origin is always zero (a layer has no scroll offset). Setting it changes the size about
  /// ``position``, as `CALayer` does.
  public var bounds: Rect {
    get { Rect(origin: .zero, size: frame.size) }
    set {
      let keep = position
      frame = Rect(
        x: keep.x - anchorPoint.x * newValue.size.width, y: keep.y - anchorPoint.y * newValue.size.height,
        width: newValue.size.width, height: newValue.size.height)
    }
  }

  /// Where ``anchorPoint`` lies in the parent's coordinates, ignoring the transform.
  ///
  /// `CALayer`'s position: the centre of the frame for the default anchor. Setting it moves the frame.
  public var position: Vector2 {
    get {
      Vector2(
        x: frame.minX + anchorPoint.x * frame.size.width, y: frame.minY + anchorPoint.y * frame.size.height)
    }
    set {
      frame.origin = Vector2(
        x: newValue.x - anchorPoint.x * frame.size.width, y: newValue.y - anchorPoint.y * frame.size.height)
    }
  }

  /// The centre of the frame in the parent's coordinates.
  ///
  /// `UIView.center`. Setting it moves the frame.
  public var center: Vector2 {
    get { frame.center }
    set {
      frame.origin = Vector2(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2)
    }
  }

  /// The map from this layer's bounds (0...width, 0...height) to its parent's coordinates.
  public var localTransform: Transform2D {
    let anchor = Vector2(x: anchorPoint.x * frame.size.width, y: anchorPoint.y * frame.size.height)
    let t = transform
    // Most layers: the same numbers as the composition below, without its sine and products.
    if t.rotation == 0 && t.scale.x == 1 && t.scale.y == 1 && anchor.x.isFinite && anchor.y.isFinite {
      return Transform2D.translation(
        frame.origin.x + anchor.x + t.translation.x - anchor.x,
        frame.origin.y + anchor.y + t.translation.y - anchor.y)
    }
    return Transform2D.translation(
      frame.origin.x + anchor.x + t.translation.x, frame.origin.y + anchor.y + t.translation.y
    )
    .rotated(by: t.rotation).scaled(by: t.scale.x, t.scale.y).translated(-anchor.x, -anchor.y)
  }

  /// The map from this layer's bounds to window coordinates.
  public var windowTransform: Transform2D {
    var m = localTransform
    var parent = superlayer
    while let p = parent {
      m = p.localTransform.concatenating(m)
      parent = p.superlayer
    }
    return m
  }

  /// The frame in window coordinates, ignoring transforms (the untransformed bounds' origin and size).
  public var frameInWindow: Rect {
    var origin = frame.origin
    var parent = superlayer
    while let p = parent {
      origin = origin + p.frame.origin
      parent = p.superlayer
    }
    return Rect(origin: origin, size: frame.size)
  }

  /// A window point in this layer's bounds coordinates (nil if the transform collapses the layer).
  public func convertFromWindow(_ point: Vector2) -> Vector2? {
    windowTransform.inverted?.apply(point)
  }

  /// The deepest visible, interactive layer under `point` (in the parent's coordinates), children
  /// first, through every transform.
  ///
  /// A subtree whose paint extent (``paintExtent``, kept for drawing) does not hold the point is
  /// not visited: it holds the bounds of every layer in it that can be hit. Among many children only
  /// those whose paint extent spans the point's height are visited (the child index kept for
  /// drawing): a scrolled list of 100,000 rows is tested as one of a screenful.
  public func hitTest(_ point: Vector2) -> Layer? {
    guard !isHidden, alpha > 0, isUserInteractionEnabled else { return nil }
    let map = localTransform
    let local: Vector2
    if map.isTranslation {  // the inverse's numbers, without its divisions
      local = Vector2(x: point.x - map.tx, y: point.y - map.ty)
    } else {
      guard let inverse = map.inverted else { return nil }
      local = inverse.apply(point)
    }
    guard paintExtent.contains(local) else { return nil }
    let inside = Rect(origin: .zero, size: frame.size).contains(local)
    if inside || !masksToBounds {
      for child in childrenToHit(at: local).reversed() {
        if let hit = child.hitTest(local) { return hit }
      }
    }
    return inside ? self : nil
  }

  /// The fill colour when the fill is one opaque colour, else `nil`.
  public var solidColor: Color? {
    if case .solid(let c) = fill, c.alpha == 1, alpha == 1 { return c }
    return nil
  }
}
