extension Layer {
  /// Whether this layer is `layer` or lies inside it (UIKit's `isDescendant(of:)`).
  ///
  /// ```swift
  /// let panel = Layer(), button = Layer()
  /// panel.addSublayer(button)
  /// button.isDescendant(of: panel)  // true
  /// ```
  public func isDescendant(of layer: Layer) -> Bool {
    var node: Layer? = self
    while let l = node {
      if l === layer { return true }
      node = l.superlayer
    }
    return false
  }
}
