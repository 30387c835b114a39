/// What assistive technology asks of an element — activate it, step or set its value, perform one
/// of its custom actions, focus it — carried as an input event (``InputEvent/accessibility(_:time:)``),
/// so it reaches the scene on the frame loop's input path and is recorded and replayed like a click.
///
/// The element is named by its place in the accessibility tree, which a replay rebuilds the same:
/// its index among the top nodes, then among each node's children.
///
/// ```swift
/// let root = Layer()
/// let request = AccessibilityRequest(element: [0, 2], action: .activate)  // the first list's third row
/// _ = request.perform(under: root, focus: nil)
/// ```
public struct AccessibilityRequest: Hashable, Sendable {
  /// What is asked.
  public enum Action: Hashable, Sendable {
    /// What a click does (``Layer/accessibilityActivate()``).
    case activate
    /// One step up or down (``Layer/accessibilityIncrement()``, ``Layer/accessibilityDecrement()``).
    case increment, decrement
    /// The numeric value, kept within its range (``Layer/setAccessibilityNumber(_:)``).
    case setNumber(Double)
    /// The custom action at `index` of ``Layer/accessibilityCustomActions``, if it is still called
    /// `name`; else the first called `name`.
    case custom(index: Int, name: String)
    /// The keyboard's focus (where the window's ``FocusSystem`` can give it).
    case focus
  }

  /// The element's place: its index among the top nodes, then among each node's children.
  public var element: [Int]
  /// What is asked of it.
  public var action: Action

  /// A request of `action` on the element at `element`.
  public init(element: [Int], action: Action) {
    (self.element, self.action) = (element, action)
  }

  /// Does what is asked of the element at its place under `root` now; whether it did something
  /// (nothing when no element is there).
  @MainActor
  public func perform(under root: Layer, focus: FocusSystem?) -> Bool {
    var found: [Int: Layer] = [:]
    var record: (Int, Layer) -> Void = { found[$0] = $1 }
    let tree = AccessibilitySnapshot(root: root, record: &record)
    guard let id = tree.id(at: element), let layer = found[id] else { return false }
    switch action {
    case .activate: return layer.accessibilityActivate()
    case .increment: layer.accessibilityIncrement()
    case .decrement: layer.accessibilityDecrement()
    case .setNumber(let value): return layer.setAccessibilityNumber(value)
    case .custom(let index, let name):
      let actions = layer.accessibilityCustomActions
      if actions.indices.contains(index), actions[index].name == name { return actions[index].handler() }
      return layer.accessibilityPerformCustomAction(named: name)
    case .focus:
      guard let focus, focus.focusableLayers().contains(where: { $0 === layer }) else { return false }
      focus.setFocus(layer)
      focus.isRingSuppressed = false  // a screen reader's move, the keyboard's: the ring shows it
    }
    return true
  }
}
