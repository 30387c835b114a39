import FluidMotion

/// Who a press reaches: the members on the path of the hit layer.
extension GestureArena {
  /// The enabled members on the layer hit at `p` and its ancestors, innermost first (in the order
  /// they were added on one layer).
  ///
  /// One hit test and one pass over the members, whatever the tree's depth.
  func recognizers(at p: Vector2, where accepts: (any GestureRecognizer) -> Bool)
    -> [any GestureRecognizer]
  {
    recognizers(onPathOf: root?.hitTest(p), where: accepts)
  }

  /// The enabled members on `hit` and its ancestors, innermost first: ``recognizers(at:where:)`` for
  /// a hit test already made.
  func recognizers(onPathOf hit: Layer?, where accepts: (any GestureRecognizer) -> Bool)
    -> [any GestureRecognizer]
  {
    var depth: [ObjectIdentifier: Int] = [:]
    var layer = hit
    while let l = layer {
      depth[ObjectIdentifier(l)] = depth.count
      layer = l.superlayer
    }
    guard !depth.isEmpty else { return [] }
    var onPath: [(depth: Int, recognizer: any GestureRecognizer)] = []
    for member in attached {
      guard let d = depth[ObjectIdentifier(member.layer)], member.recognizer.isEnabled,
        accepts(member.recognizer)
      else { continue }
      onPath.append((d, member.recognizer))
    }
    // A stable sort: members of one layer keep the order they were added in.
    return onPath.enumerated().sorted { ($0.element.depth, $0.offset) < ($1.element.depth, $1.offset) }
      .map(\.element.recognizer)
  }

  /// Whether a press at `p` (window points) lands in `strip` (anywhere for nil).
  func isInStrip(_ p: Vector2, _ strip: GestureCore.EdgeStrip?) -> Bool {
    strip?.contains(p, tableWidth: settings.edgeWidth) ?? true
  }
}
