import FluidDBus
import FluidUI

/// One object the bridge serves, as AT-SPI describes it: the application's root, the window's frame,
/// or an element of the tree.
struct AtspiObject {
  var name: String
  var description = ""
  var role: UInt32
  var roleName: String
  var parent: String?  // a path of this application; nil: the desktop
  var children: [String] = []
  var states: [AtspiVocabulary.State] = [.showing, .visible, .enabled, .sensitive]
  var interfaces = [AtspiVocabulary.accessible]
  /// The element's node (nil for the root and the window).
  var node: AccessibilityNode?
  /// Its frame in window points (the root has none).
  var frame: Rect?

  /// The actions it offers, by name: "click" where it activates, "increment" and "decrement" where it
  /// adjusts, then its custom actions.
  var actions: [String] { ownActions + (node?.customActions ?? []) }

  /// The actions of its kind, before its custom ones.
  var ownActions: [String] {
    guard let node else { return [] }
    return (node.isActivatable ? ["click"] : []) + (node.number != nil ? ["increment", "decrement"] : [])
  }

  /// What its Text interface reads: its value, else its label.
  var text: String { node.map(Self.text(of:)) ?? name }

  /// The text of an element the Text interface serves: its value, else its label.
  static func text(of node: AccessibilityNode) -> String { node.value.isEmpty ? node.label : node.value }
}

extension AtspiBridge {
  /// The object at `path`, or nil when none is there (an element gone since).
  func object(at path: String) -> AtspiObject? {
    switch path {
    case AtspiVocabulary.rootPath:
      var root = AtspiObject(
        name: "Fluid", role: AtspiVocabulary.applicationRole, roleName: "application", parent: nil,
        children: [AtspiVocabulary.windowPath])
      root.interfaces.append(AtspiVocabulary.application)
      return root
    case AtspiVocabulary.windowPath:
      var frame = AtspiObject(
        name: window.title, role: AtspiVocabulary.frameRole, roleName: "frame",
        parent: AtspiVocabulary.rootPath,
        children: snapshot.top.map(Self.path) + (announcement == nil ? [] : [Self.announcementPath]))
      if window.isActive { frame.states.append(.active) }
      frame.interfaces.append(AtspiVocabulary.component)
      frame.frame = Rect(origin: .zero, size: window.size)
      return frame
    case Self.announcementPath:
      return announcementObject
    default:
      guard path.hasPrefix(AtspiVocabulary.elementPrefix),
        let id = Int(path.dropFirst(AtspiVocabulary.elementPrefix.count)), let node = snapshot.nodes[id]
      else { return nil }
      var now = node
      now.frame = tracker.frame(of: id) ?? node.frame  // where it is now: moves are not announced
      var object = AtspiObject(
        name: node.label, description: node.hint, role: AtspiVocabulary.role(node.role),
        roleName: AtspiVocabulary.roleName(node.role),
        parent: node.parent.map(Self.path) ?? AtspiVocabulary.windowPath,
        children: node.children.map(Self.path), states: AtspiVocabulary.states(of: now), node: now,
        frame: now.frame)
      object.interfaces.append(AtspiVocabulary.component)
      if !object.actions.isEmpty { object.interfaces.append(AtspiVocabulary.action) }
      if node.number != nil { object.interfaces.append(AtspiVocabulary.value) }
      if node.role == .label { object.interfaces.append(AtspiVocabulary.text) }
      return object
    }
  }

  /// The layer of element `id` in the tree now.
  func layer(id: Int) -> Layer? { tracker.layer(id: id) }
}
