import FluidMotion

/// Hover and the cursor, from the arena's hit test.
extension GestureArena {
  /// The layer showing its hover, if any.
  public var hoveredLayer: Layer? { hover.hovered }
  /// The cursor the free pointer shows.
  public var cursor: Cursor { hover.cursor }

  /// Follows the free pointer: after a move with no press, and at a release; a press takes the
  /// hover off (the pressed look replaces it) and keeps the cursor.
  func followHover(_ event: InputEvent) {
    switch event {
    case .pointerDown(_, let t, _, _):
      freePointer = nil
      hover.unhover()
      followHoverMembers(nil, time: t)
    case .pointerMoved(let p, let t, _) where !isPressed:
      freePointer = p
      updateHover(at: p)
      followHoverMembers(p, time: t)
    case .pointerUp(let p, let t, _) where !isPressed:
      freePointer = p
      updateHover(at: p)
      followHoverMembers(p, time: t)
    case .focusLost(let t), .pointerCancelled(let t):
      freePointer = nil
      clearHover()
      followHoverMembers(nil, time: t)
    default: break
    }
  }

  /// Tells the ``HoverGestureRecognizer``s where the free pointer is: those on its path follow it,
  /// the others that were following it end (all of them when `p` is nil).
  ///
  /// The path is the hover's own hit test of this motion (``HoverTracker/hitLayer``): no second one.
  private func followHoverMembers(_ p: Vector2?, time: Double) {
    guard !hovering.isEmpty || hoverMemberCount > 0 else { return }
    let over = p == nil ? [] : recognizers(onPathOf: hover.hitLayer) { $0 is HoverGestureRecognizer }
    let now = over.compactMap { $0 as? HoverGestureRecognizer }
    for left in hovering where !now.contains(where: { $0 === left }) { left.follow(nil, time: time) }
    for member in now {
      member.core.modifierFlags = modifierFlags
      member.follow(p, time: time)
    }
    hovering = now
  }

  /// Follows what moved under a still pointer (a list gliding, a scene that came to rest and takes
  /// presses again); ``tick(at:)`` does it every frame.
  ///
  /// The hover goes off a layer that left the pointer and the cursor is the one under it, but
  /// nothing new lights up while the content moves: a row gliding past a still pointer does not
  /// flash. A frame that finds nothing moved, or ``settleHover()``, lights it.
  public func refreshHover() {
    guard let p = freePointer, let root, let shape = hover.updateStill(pointer: p, in: root) else { return }
    onCursorChange?(shape)
  }

  /// Lights what glided under the still pointer and came to rest there; the frame core calls it as
  /// the window goes idle (the last frame of a scroll), when no later frame would find it still.
  public func settleHover() {
    guard let p = freePointer, let root, let shape = hover.settle(pointer: p, in: root) else { return }
    onCursorChange?(shape)
  }

  /// Lights what is under the still pointer now, and tells the ``HoverGestureRecognizer``s on its
  /// path, as a move there at `time` (s) would: for a panel that covered it and closed (GTK re-sends
  /// the crossing as a grab ends), or a hover member enabled under it (a full screen's bar reveal).
  public func relightHover(at time: Double) {
    guard let p = freePointer else { return }
    updateHover(at: p)
    followHoverMembers(p, time: time)
  }

  /// Moves the hover and the cursor to what is under `p` now.
  public func updateHover(at p: Vector2) {
    guard let root, let shape = hover.update(pointer: p, in: root) else { return }
    onCursorChange?(shape)
  }

  /// Takes the hover off and shows the arrow (the pointer left the window).
  public func clearHover() {
    freePointer = nil
    if let shape = hover.clear() { onCursorChange?(shape) }
  }
}
