import FluidMotion

extension Layer {
  /// Where this layer and its visible sublayers can paint, in the layer's bounds coordinates.
  ///
  /// The box holds everything ``render(into:parent:opacity:clip:visible:)`` could draw for the
  /// subtree: the bounds grown by the anti-aliased edge, the border, the shadow's blur and offset,
  /// the text's possible overflow (as ``DrawCommand/bounds`` measures each), and every visible
  /// child's extent through its transform, cut to the bounds under ``masksToBounds``.
  ///
  /// It is measured once and kept until something that can move it changes: the layer's size, shadow,
  /// border, text, clipping or children, or a child's frame, transform, anchor, visibility or extent.
  /// A moved layer keeps its own extent (only its parent's changes), so scrolling a list of many rows
  /// measures only the content that moved, not each row. Rendering skips a subtree whose extent lies
  /// outside what is visible.
  public var paintExtent: Rect {
    if let cachedExtent { return cachedExtent }
    var box = ownPaintBox
    var children: Rect?
    for child in sublayers where !child.isHidden {
      let b = Self.windowBox(child.paintExtent, through: child.localTransform)
      // A child with a NaN or infinite size can be neither drawn nor hit: it must not hide its
      // siblings' extents (a NaN box keeps winning a union).
      guard b.origin.x.isFinite, b.origin.y.isFinite, b.size.width.isFinite, b.size.height.isFinite
      else { continue }
      children = children.map { $0.union(b) } ?? b
    }
    if var children {
      if masksToBounds {
        children = children.intersection(Rect(origin: .zero, size: frame.size)) ?? box
      }
      box = box.union(children)
    }
    cachedExtent = box
    return box
  }

  /// Forgets the measured extent of this layer and of each ancestor that kept one, and counts the
  /// change at the top of the tree (``noteTreeChange()``).
  ///
  /// An ancestor that has none measured already depends on nothing kept below it (nor do those above).
  func invalidateExtent() {
    // An unowned walk: each ancestor is kept alive by the one above it, the top by its owner.
    unowned(unsafe) var layer = self
    while true {
      if layer.cachedExtent != nil || layer === self {
        layer.cachedExtent = nil
        layer.childIndex = nil
      }
      guard let up = layer.superlayer else { break }
      layer = up
    }
    layer.treeChanges &+= 1
  }

  /// Forgets the parent's extent (this layer moved, turned, hid or showed); a layer with no parent
  /// counts the change at its own top.
  func invalidateParentExtent() {
    if let superlayer { superlayer.invalidateExtent() } else { treeChanges &+= 1 }
  }

  /// Counts a change that can move a hit test or a hover (a layer moved, hidden, shown, added,
  /// removed, made interactive or not, given a cursor or a hover) at the top of the tree: a pointer
  /// that did not move over a tree that did not change is over what it was over.
  func noteTreeChange() { treeTop.treeChanges &+= 1 }

  /// Counts a change to what the accessibility tree holds (an element's property set, a layer added,
  /// removed, hidden, shown or reordered) at the top of the tree: a bridge rebuilds its tree only
  /// after one (``AccessibilityTracker``).
  func noteAccessibilityChange() { treeTop.accessibilityChanges &+= 1 }

  /// The top of the tree this layer is in (itself when it has no parent).
  package var treeTop: Layer {
    unowned(unsafe) var layer = self
    while let up = layer.superlayer { layer = up }
    return layer
  }

  /// The children to walk for drawing, in drawing order: all of them, or — for a layer with many
  /// children, moved only — those ``ChildIndex`` finds within what `clip` and `visible` let show
  /// (window points).
  func childrenToDraw(through m: Transform2D, clip: Rect?, visible: Rect?) -> [Layer] {
    guard sublayers.count >= ChildIndex.threshold, !hasZOrder, m.isTranslation,
      let cull = clip.map({ c in visible.flatMap { c.intersection($0) } ?? c }) ?? visible
    else { return drawingOrder }
    _ = paintExtent  // the index lives as long as the extent
    let index = childIndex ?? ChildIndex(self)
    childIndex = index
    return index.children(from: cull.minY - m.ty, to: cull.maxY - m.ty).map { sublayers[$0] }
  }

  /// The children a hit test at `point` (bounds coordinates) visits, in drawing order: all of them,
  /// or — for a layer with many children — those ``ChildIndex`` finds at the point's height.
  ///
  /// A layer is hit only inside its bounds, and a child's paint extent holds its bounds and every
  /// descendant's it lets be hit: a child the index leaves out cannot be hit at `point`.
  func childrenToHit(at point: Vector2) -> [Layer] {
    guard sublayers.count >= ChildIndex.threshold, !hasZOrder, point.y.isFinite else { return drawingOrder }
    _ = paintExtent  // the index lives as long as the extent
    let index = childIndex ?? ChildIndex(self)
    childIndex = index
    return index.children(from: point.y, to: point.y.nextUp).map { sublayers[$0] }
  }

  /// Where the layer's own commands can paint (fill, hover, border, shadow, text), bounds coordinates.
  private var ownPaintBox: Rect {
    let rect = Rect(origin: .zero, size: frame.size)
    var box = rect.insetBy(-1 - (border?.width ?? 0))
    if let shadow {
      box = box.union(DrawCommand.shadow(rect, cornerRadius: 0, shadow: shadow, transform: .identity).bounds)
    }
    if let text, !text.isEmpty {
      box = box.union(DrawCommand.text(text, frame: rect, style: textStyle, transform: .identity).bounds)
    }
    return box
  }
}

extension Rect {
  /// The smallest rectangle holding both, as `CGRect.union(_:)`.
  public func union(_ other: Rect) -> Rect { Box(self).union(Box(other)).rect }

  /// Whether the two overlap in an area (touching edges do not), without computing the overlap.
  public func overlaps(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
