/// Where a node is in the tree, as an ``AccessibilityRequest`` names it.
extension AccessibilitySnapshot {
  /// The place of node `id`: its index among the top nodes, then among each node's children; nil
  /// when it is not in the tree.
  public func path(of id: Int) -> [Int]? {
    var path: [Int] = []
    var current = id
    while let node = nodes[current] {
      let siblings = node.parent.flatMap { nodes[$0]?.children } ?? top
      guard let index = siblings.firstIndex(of: current) else { return nil }
      path.insert(index, at: 0)
      guard let parent = node.parent else { return path }
      current = parent
    }
    return nil
  }

  /// The node at `path` (``path(of:)``), if there is one.
  public func id(at path: [Int]) -> Int? {
    var siblings = top
    var id: Int?
    for index in path {
      guard siblings.indices.contains(index) else { return nil }
      id = siblings[index]
      siblings = nodes[siblings[index]]?.children ?? []
    }
    return id
  }
}
