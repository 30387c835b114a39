/// Focus memory by container: a part of the window the focus is taken out of (a scene another
/// covers, a panel that closes) keeps the element it had, and gets it back when it shows again.
extension FocusSystem {
  /// What a container last had the focus on.
  struct Remembered {
    weak var container: Layer?
    weak var element: Layer?
    /// The element's ``Layer/focusGeneration`` then: a cell reused since is not given it back.
    var generation = 0

    /// The element kept, while it still holds what it held.
    var current: Layer? { element.flatMap { $0.focusGeneration == generation ? $0 : nil } }
  }

  /// Takes the focus out of `container` (a scene another covers, a panel that closes), remembering
  /// it there for ``restoreFocus(in:)``; nothing happens when the focus is elsewhere.
  public func park(in container: Layer) {
    guard let focused = focusedLayer, focused.isDescendant(of: container) else { return }
    remember(focused, in: container)
    setFocus(nil)
  }

  /// Gives the focus back to the element `container` last had it on, when nothing has the focus and
  /// that element still shows and takes it; returns whether it did.
  @discardableResult
  public func restoreFocus(in container: Layer) -> Bool {
    let key = ObjectIdentifier(container)
    guard focusedLayer == nil, let memory = memory[key], memory.container === container,
      let element = memory.current
    else { return false }
    self.memory[key] = nil
    guard focusableLayers().contains(where: { $0 === element }) else { return false }
    setFocus(element)
    return true
  }

  /// Makes `element` the one `container` gives the focus to: now, when the focus is inside it, or
  /// when it comes back (``restoreFocus(in:)``), when it keeps one; nothing otherwise.
  ///
  /// A list whose selected row changes while the focus is away, or as it leaves (the row a scene was
  /// opened from by a digit or a click): coming back, the focus lands on that row.
  public func moveKeptFocus(in container: Layer, to element: Layer) {
    guard focusedLayer?.isDescendant(of: container) == true || remembers(in: container) else { return }
    keepFocus(element, in: container)
  }

  /// Makes `element` the one `container` gives the focus to when it comes back
  /// (``restoreFocus(in:)``), whether or not it kept one: a menu row a scene was opened from by a
  /// key, with no ring on the menu before, has it on the way back.
  public func keepFocus(_ element: Layer, in container: Layer) {
    guard element.isDescendant(of: container) else { return }
    if let focused = focusedLayer, focused.isDescendant(of: container) { return setFocus(element) }
    remember(element, in: container)
  }

  /// Whether `container` keeps an element for ``restoreFocus(in:)`` (the focus was parked there).
  public func remembers(in container: Layer) -> Bool { keptElement(in: container) != nil }

  /// The element `container` keeps for when the focus comes back: the one it had as the focus left
  /// it (Tab out of a focus group, ``park(in:)``) or was given (``keepFocus(_:in:)``); nil for none.
  public func keptElement(in container: Layer) -> Layer? {
    guard let kept = memory[ObjectIdentifier(container)], kept.container === container else { return nil }
    return kept.current
  }

  /// The elements inside `container` that take the focus, in reading order.
  public func focusableLayers(in container: Layer) -> [Layer] {
    focusableLayers().filter { $0.isDescendant(of: container) }
  }

  /// The Tab stops in reading order: each element alone, or a focus group's elements together, where
  /// its first element is (a group inside another is a stop of its own: a row's swipe buttons).
  func tabStops() -> [(group: Layer?, elements: [Layer])] {
    var stops: [(group: Layer?, elements: [Layer])] = []
    var groupStop: [ObjectIdentifier: Int] = [:]
    for element in focusableLayers() {
      guard let group = focusGroup(of: element) else {
        stops.append((nil, [element]))
        continue
      }
      if let i = groupStop[ObjectIdentifier(group)] {
        stops[i].elements.append(element)
      } else {
        groupStop[ObjectIdentifier(group)] = stops.count
        stops.append((group, [element]))
      }
    }
    return stops
  }

  /// The focus group `element` is in: its nearest ancestor that is one, up to ``root`` (itself one
  /// in a scene that is a grid alone on a window).
  private func focusGroup(of element: Layer) -> Layer? {
    var node = element.superlayer
    while let l = node {
      if l.isFocusGroup { return l }
      if l === root { return nil }
      node = l.superlayer
    }
    return nil
  }

  /// The element Tab gives `group`: the one it had, if it still takes the focus, else its selected
  /// one that shows (a list's row a click selected), else its first that shows, else its first.
  func entry(of group: Layer, among elements: [Layer]) -> Layer {
    if let kept = memory[ObjectIdentifier(group)], kept.container === group, let element = kept.current,
      elements.contains(where: { $0 === element })
    {
      return element
    }
    guard let root else { return elements[0] }
    let showing = elements.filter { Self.showingBox(of: $0, under: root) != nil }
    return showing.first { $0.accessibilityTraits.contains(.selected) } ?? showing.first ?? elements[0]
  }

  /// Keeps `element` as what `container` had the focus on.
  func remember(_ element: Layer, in container: Layer) {
    memory = memory.filter { $0.value.container != nil && $0.value.current != nil }  // the gone ones
    memory[ObjectIdentifier(container)] = Remembered(
      container: container, element: element, generation: element.focusGeneration)
  }
}
