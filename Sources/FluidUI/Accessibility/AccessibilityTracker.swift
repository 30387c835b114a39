/// A window's accessibility tree, kept up to date from what its layers report: what a bridge serves,
/// and the changes it sends.
///
/// Nothing is walked on a frame that changed nothing accessible. An `accessibility…` setter whose
/// value differs, and a layer added, removed, hidden, shown or reordered, count a change at the top of
/// the tree; only then is the tree built again and compared with the last. Otherwise only the
/// elements that answer from a block (``Layer/accessibilityValueBlock``,
/// ``Layer/accessibilityLabelBlock``, ``Layer/accessibilityCustomActionsBlock``) are asked again.
/// Moves are never announced: an element's frame is read from its layer when asked
/// (``frame(of:)``).
///
/// The value of an element with ``AccessibilityTraits/updatesFrequently`` is held while it changes
/// and announced once, when it has rested for ``restInterval`` (UIKit's screen reader polls such an
/// element rather than hearing each change).
///
/// ```swift
/// let tracker = AccessibilityTracker()
/// let root = Layer()
/// _ = tracker.update(root: root, now: 0)  // after each frame: what to announce
/// if let rest = tracker.nextRest { print("come back at \(rest) s for a held value") }
/// ```
public final class AccessibilityTracker {
  /// The tree as last brought up to date.
  public private(set) var snapshot = AccessibilitySnapshot()
  /// How many times the whole tree was built.
  public private(set) var builds = 0
  /// How long a held value must stay the same before it is announced, s.
  public static let restInterval = 0.25
  private weak var root: Layer?
  private var generation = 0
  private var layers: [Int: Weak] = [:]
  /// The elements that answer from a block, asked again on each update.
  private var live: [Int] = []
  /// The values held back: the node as last announced, and when its value last changed (s).
  private var held: [Int: (announced: AccessibilityNode, changed: Double)] = [:]
  /// The nodes as they were before the last update's changes.
  private var before: [Int: AccessibilityNode] = [:]

  private struct Weak { weak var layer: Layer? }

  /// An empty tree, built on the first update.
  public init() {}

  /// Brings the tree under `root` up to date at `now` (s) and returns what changed since the last
  /// update, in the order ``AccessibilitySnapshot/changes(since:)`` gives: nothing when nothing did.
  public func update(root: Layer, now: Double) -> [AccessibilityChange] {
    let old = snapshot
    (before, announcedTop) = ([:], old.top)
    var changes: [AccessibilityChange]
    let top = root.treeTop
    if root !== self.root || top.accessibilityChanges != generation {
      rebuild(root)
      changes = snapshot.changes(since: old)
    } else {
      changes = refreshLive()
    }
    changes = hold(changes, old: old, now: now)
    return changes + release(now: now)
  }

  /// When a held value will have rested (s): a bridge updates again then, though no frame comes.
  public var nextRest: Double? { held.values.map { $0.changed + Self.restInterval }.min() }

  /// The node `id` as announced before the last update's changes: what a change is from.
  public func announced(_ id: Int) -> AccessibilityNode? { before[id] }

  /// The ids of the top nodes before the last update's changes.
  public private(set) var announcedTop: [Int] = []

  /// The layer of element `id`, while it lives.
  public func layer(id: Int) -> Layer? { layers[id]?.layer }

  /// Where element `id` is now, window points; nil when it is gone.
  public func frame(of id: Int) -> Rect? { layer(id: id)?.accessibilityFrame }

  private func rebuild(_ root: Layer) {
    generation = root.treeTop.accessibilityChanges  // first: a change a block makes as it is read counts
    var (found, live): ([Int: Weak], [Int]) = ([:], [])
    var record: (Int, Layer) -> Void = { id, layer in
      found[id] = Weak(layer: layer)
      guard let storage = layer.accessibilityStorage else { return }
      // A label read from the layer's text needs no asking: a text set on an element counts a change.
      if storage.valueBlock != nil || storage.labelBlock != nil || storage.customActionsBlock != nil {
        live.append(id)
      }
    }
    let made = AccessibilitySnapshot(root: root, record: &record)
    for (id, node) in snapshot.nodes where made.nodes[id] != nil { before[id] = node }
    (snapshot, layers, self.live, self.root) = (made, found, live, root)
    builds += 1
  }

  /// Asks the elements with blocks again; the changes of those that answer otherwise.
  private func refreshLive() -> [AccessibilityChange] {
    var changes: [AccessibilityChange] = []
    for id in live {
      guard let layer = layers[id]?.layer, var node = snapshot.nodes[id] else { continue }
      let old = node
      node.label = layer.accessibilityLabel ?? ""
      node.value = AccessibilitySnapshot.value(of: layer, number: node.number)
      node.customActions = layer.accessibilityCustomActions.map(\.name)
      guard node != old else { continue }
      snapshot.replace(node)
      before[id] = old
      if node.label != old.label { changes.append(.label(id)) }
      if node.value != old.value { changes.append(.value(id)) }
      if node.customActions != old.customActions { changes.append(.states(id)) }
    }
    return changes
  }

  /// `changes` less the value changes of frequently updating elements, which are held instead.
  private func hold(_ changes: [AccessibilityChange], old: AccessibilitySnapshot, now: Double)
    -> [AccessibilityChange]
  {
    changes.filter { change in
      guard case .value(let id) = change, let node = snapshot.nodes[id],
        node.traits.contains(.updatesFrequently)
      else { return true }
      let announced = held[id]?.announced ?? before[id] ?? old.nodes[id] ?? node
      held[id] = (announced, now)
      return false
    }
  }

  /// The held values that have rested, announced from what was last announced.
  private func release(now: Double) -> [AccessibilityChange] {
    var released: [AccessibilityChange] = []
    // The same sum as nextRest's: a turn asked for at nextRest always finds the value rested.
    for (id, entry) in held.sorted(by: { $0.key < $1.key }) where now >= entry.changed + Self.restInterval {
      held[id] = nil
      guard let node = snapshot.nodes[id],
        node.value != entry.announced.value || node.number != entry.announced.number
      else { continue }
      var from = before[id] ?? node  // this update's other changes are from the node before them
      (from.value, from.number) = (entry.announced.value, entry.announced.number)
      before[id] = from
      released.append(.value(id))
    }
    return released
  }
}
