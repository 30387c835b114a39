/// The accessibility tree under a root layer at one frame, and what changed since another.
///
/// Its top nodes are the elements and containers nearest the root, in the order of the layer tree
/// (``Layer/sublayers``, not the drawing order ``Layer/zPosition`` sorts): the reading order, the
/// one Tab follows (``FocusSystem``); a bridge puts them under the window. Built once per frame, compared with the last one, it tells a bridge which
/// events to send: only what changed.
///
/// ```swift
/// var last = AccessibilitySnapshot()
/// let now = AccessibilitySnapshot(root: root)  // after each frame
/// for change in now.changes(since: last) { print(change) }  // a bridge sends an event for each
/// last = now
/// ```
public struct AccessibilitySnapshot: Sendable, Equatable {
  /// Every node, by id.
  public private(set) var nodes: [Int: AccessibilityNode] = [:]
  /// The ids of the top nodes, in order.
  public private(set) var top: [Int] = []

  /// An empty tree.
  public init() {}

  /// The tree under `root` now: its showing elements and containers (hidden or fully transparent
  /// layers and what is under them are left out; while a modal layer shows, only it and what is
  /// in it, ``Layer/accessibilityViewIsModal``).
  public init(root: Layer) {
    var ignore: (Int, Layer) -> Void = { _, _ in }
    self.init(root: root, record: &ignore)
  }

  /// The tree under `root`, with each node's layer given to `record` as it is visited.
  ///
  /// While a layer that ``Layer/accessibilityViewIsModal`` shows, the tree is that layer's: the
  /// nodes of its ancestors, with only it below them (the last such layer in the tree's order, when
  /// several show).
  init(root: Layer, record: inout (Int, Layer) -> Void) {
    var visited: [(Int, Layer)] = []
    var modal: Layer?
    var keep: (Int, Layer) -> Void = { id, layer in
      visited.append((id, layer))
      if layer.accessibilityViewIsModal { modal = layer }
    }
    top = visit(root, parent: nil, parentType: nil, record: &keep)
    if let modal {
      nodes = [:]
      var path = Set<ObjectIdentifier>()
      var layer: Layer? = modal
      while let l = layer {
        path.insert(ObjectIdentifier(l))
        layer = l.superlayer
      }
      top = visit(root, parent: nil, parentType: nil, record: &record, within: (path, modal))
    } else {
      for (id, layer) in visited { record(id, layer) }
    }
  }

  /// Puts `node` in place of the node of its id.
  mutating func replace(_ node: AccessibilityNode) { nodes[node.id] = node }

  /// The node that has the keyboard's focus, if any.
  public var focused: Int? { nodes.values.first { $0.isFocused }?.id }

  /// The nodes of `layer` and below; `within`: only the layers on the path to a modal layer (their
  /// identities) and what is inside it.
  private mutating func visit(
    _ layer: Layer, parent: Int?, parentType: AccessibilityContainerType?,
    record: inout (Int, Layer) -> Void, within: (path: Set<ObjectIdentifier>, modal: Layer)? = nil
  ) -> [Int] {
    guard !layer.isHidden, layer.alpha > 0 else { return [] }
    if let within, !within.path.contains(ObjectIdentifier(layer)) { return [] }
    let inner = layer === within?.modal ? nil : within
    let storage = layer.accessibilityStorage
    let type = storage?.containerType ?? .none
    guard let storage, storage.isElement || type != .none else {
      return layer.sublayers.flatMap {
        visit($0, parent: parent, parentType: parentType, record: &record, within: inner)
      }
    }
    let children =
      storage.isElement && type == .none
      ? []
      : layer.sublayers.flatMap {
        visit($0, parent: storage.id, parentType: type, record: &record, within: inner)
      }
    nodes[storage.id] = AccessibilityNode(
      id: storage.id,
      role: .of(
        traits: storage.traits, containerType: type, parentType: parentType,
        showsText: !(layer.text ?? "").isEmpty && storage.activate == nil),
      label: layer.accessibilityLabel ?? "",
      value: Self.value(of: layer, number: storage.number),
      hint: storage.hint ?? "", traits: storage.traits, frame: layer.accessibilityFrame,
      number: storage.number,
      isFocused: storage.isFocused, expandedStatus: storage.expandedStatus,
      isActivatable: storage.activate != nil,
      customActions: layer.accessibilityCustomActions.map(\.name),
      children: children, parent: parent
    )
    record(storage.id, layer)
    return [storage.id]
  }

  /// What `layer` holds now, as spoken: its value, else its number's, else nothing.
  static func value(of layer: Layer, number: AccessibilityNumber?) -> String {
    layer.accessibilityValue ?? number.map { Self.number($0.current) } ?? ""
  }

  /// A number as spoken: no trailing zeros, at most three decimals.
  static func number(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// What changed from `old` to this tree, in an order a bridge can send: children first (a node
  /// added is announced before its events), then labels, values, hints and states, then the focus.
  public func changes(since old: AccessibilitySnapshot) -> [AccessibilityChange] {
    var changes: [AccessibilityChange] = []
    if top != old.top { changes.append(.children(of: nil)) }
    for id in nodes.keys.sorted() {
      guard let now = nodes[id], let before = old.nodes[id] else { continue }
      if now.children != before.children { changes.append(.children(of: id)) }
    }
    for id in nodes.keys.sorted() {
      guard let now = nodes[id], let before = old.nodes[id] else { continue }
      if now.label != before.label { changes.append(.label(id)) }
      if now.value != before.value || now.number != before.number { changes.append(.value(id)) }
      if now.hint != before.hint { changes.append(.hint(id)) }
      if now.traits != before.traits || now.isActivatable != before.isActivatable
        || now.customActions != before.customActions
        || now.expandedStatus != before.expandedStatus
      {
        changes.append(.states(id))
      }
    }
    if focused != old.focused {
      if let lost = old.focused, nodes[lost] != nil { changes.append(.focus(lost, isFocused: false)) }
      if let gained = focused { changes.append(.focus(gained, isFocused: true)) }
    }
    return changes
  }
}
