import FluidMotion

/// Follows the pointer over a layer tree: the layer under it with a ``Layer/hoverFill`` shows it,
/// and the cursor is that of the deepest layer under it that names one.
///
/// Hover follows only a free pointer: while a button is held, the pressed control keeps its hover
/// and the cursor stays as it was when the press began, as in every desktop toolkit.
///
/// ```swift
/// var hover = HoverTracker()
/// if let cursor = hover.update(pointer: p, in: root) { scene.request(.cursor(cursor)) }
/// ```
public struct HoverTracker {
  /// The layer showing its hover fill, if any.
  public private(set) weak var hovered: Layer?
  /// The cursor last asked for.
  public private(set) var cursor = Cursor.arrow
  /// The deepest layer under the pointer at the last update, if any (what a press there would hit).
  public private(set) weak var hitLayer: Layer?
  /// The point and the count of the tree's changes (`Layer.treeChanges`) of the last update, if any.
  private var followed: (point: Vector2, changes: Int)?
  /// The root of the last update.
  private weak var followedRoot: Layer?
  /// Whether the last update left unlit a layer under the pointer that shows a hover (content moved
  /// under it).
  private var unlit = false

  /// Creates a tracker with nothing hovered and the arrow.
  public init() {}

  /// Moves the hover to what is under `point` in `root` (in the root's parent's coordinates: the
  /// window's for a root at the window's origin), or nowhere for nil.
  /// - Returns: The new cursor when it changed, else nil.
  public mutating func update(pointer point: Vector2?, in root: Layer) -> Cursor? {
    follow(point, in: root, lightsNew: true)
  }

  /// Follows content that moved under a still pointer at `point`.
  ///
  /// The hover goes off a layer that left the pointer, but nothing new lights up while the content
  /// moves (a row gliding past a still pointer does not flash), and the cursor is the one under it.
  /// Once an update finds nothing moved since the last (the list came to rest), what is under the
  /// pointer lights up, as GTK's hover follows a scroll.
  /// - Returns: The new cursor when it changed, else nil.
  ///
  /// Nothing is tested again when neither the pointer nor anything in the tree moved since the last
  /// update (`Layer.treeChanges`).
  public mutating func updateStill(pointer point: Vector2, in root: Layer) -> Cursor? {
    if let last = followed, last.point == point, followedRoot === root,
      last.changes == root.treeTop.treeChanges
    {
      return unlit ? follow(point, in: root, lightsNew: true) : nil
    }
    return follow(point, in: root, lightsNew: false)
  }

  /// Lights what is under the still pointer at `point` that content left unlit as it glided there:
  /// the content is at rest (the window draws no more frames to find it still).
  /// - Returns: The new cursor when it changed, else nil.
  public mutating func settle(pointer point: Vector2, in root: Layer) -> Cursor? {
    unlit ? follow(point, in: root, lightsNew: true) : nil
  }

  private mutating func follow(_ point: Vector2?, in root: Layer, lightsNew: Bool) -> Cursor? {
    followed = point.map { ($0, root.treeTop.treeChanges) }
    followedRoot = root
    var hit = point.flatMap { root.hitTest($0) }
    hitLayer = hit
    var nextCursor: Cursor?
    var nextHovered: Layer?
    while let layer = hit {
      if nextCursor == nil { nextCursor = layer.cursor }
      if nextHovered == nil { nextHovered = layer.hoverFill != nil ? layer : layer.hoverTarget }
      hit = layer === root ? nil : layer.superlayer
    }
    if nextHovered !== hovered {
      hovered?.isHovered = false
      hovered = lightsNew ? nextHovered : nil
      hovered?.isHovered = true
    }
    unlit = nextHovered != nil && hovered !== nextHovered
    let shape = nextCursor ?? .arrow
    guard shape != cursor else { return nil }
    cursor = shape
    return shape
  }

  /// Takes the hover off and keeps the cursor: a press began (its pressed look replaces the hover,
  /// and the cursor stays as it was when the press began).
  public mutating func unhover() {
    hovered?.isHovered = false
    hovered = nil
    followed = nil
    unlit = false
  }

  /// Clears the hover (the pointer left, or the tree is going away); returns `.arrow` if the cursor
  /// was another.
  public mutating func clear() -> Cursor? {
    hovered?.isHovered = false
    hovered = nil
    followed = nil
    unlit = false
    guard cursor != .arrow else { return nil }
    cursor = .arrow
    return .arrow
  }
}
