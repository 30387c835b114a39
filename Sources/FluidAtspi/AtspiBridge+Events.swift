import FluidDBus
import FluidUI

/// The object events the bridge sends: a property, a state, a text changed; the window's.
extension AtspiBridge {
  /// Announces the window's new title and its activation, once the registry took the application.
  func windowChanged() {
    guard embedCall == nil else { return }
    windowToAnnounce = false
    if window.title != title {
      title = window.title
      propertyChange(path: AtspiVocabulary.windowPath, "accessible-name", .string(title))
    }
    let active = window.isActive
    guard active != wasActive else { return }
    wasActive = active
    bus.emit(
      path: AtspiVocabulary.windowPath, interface: AtspiVocabulary.windowEvent,
      member: active ? "Activate" : "Deactivate", arguments: Self.eventBody("", 0, 0, .string("")))
    stateChanged(path: AtspiVocabulary.windowPath, "active", active)
    // The window comes back with its focus, as GTK's does: a screen reader names the focused control.
    if active, let focused = snapshot.focused { stateChanged(path: Self.path(focused), "focused", true) }
  }

  /// `object:property-change:<name>` with the new value.
  func propertyChange(path: String, _ name: String, _ value: DBusArgument) {
    bus.emit(
      path: path, interface: AtspiVocabulary.objectEvent, member: "PropertyChange",
      arguments: Self.eventBody(name, 0, 0, value))
  }

  /// `object:state-changed:<state>`, on or off.
  func stateChanged(path: String, _ state: String, _ on: Bool) {
    bus.emit(
      path: path, interface: AtspiVocabulary.objectEvent, member: "StateChanged",
      arguments: Self.eventBody(state, on ? 1 : 0, 0, .int32(0)))
  }

  /// The states that changed from `old` to `node`: selected (checked for a toggle), enabled, and
  /// expanded or collapsed (what Orca says of a disclosure, as GTK's expanders send it).
  func statesChanged(path: String, from old: AccessibilityNode, to node: AccessibilityNode) {
    let selected = node.traits.contains(.selected)
    if old.traits.contains(.selected) != selected || old.role != node.role {
      stateChanged(path: path, node.role == .toggleButton ? "checked" : "selected", selected)
    }
    let enabled = !node.traits.contains(.notEnabled)
    if old.traits.contains(.notEnabled) == enabled {
      stateChanged(path: path, "enabled", enabled)
      stateChanged(path: path, "sensitive", enabled)
    }
    guard old.expandedStatus != node.expandedStatus else { return }
    if (old.expandedStatus == .unsupported) != (node.expandedStatus == .unsupported) {
      stateChanged(path: path, "expandable", node.expandedStatus != .unsupported)
    }
    stateChanged(path: path, "expanded", node.expandedStatus == .expanded)
    stateChanged(path: path, "collapsed", node.expandedStatus == .collapsed)
  }

  /// `object:text-changed:delete` of the old text, then `insert` of the new (a label's text read
  /// through the Text interface).
  func textChanged(path: String, from old: String, to new: String) {
    guard old != new else { return }
    for (detail, text) in [("delete", old), ("insert", new)] where !text.isEmpty {
      bus.emit(
        path: path, interface: AtspiVocabulary.objectEvent, member: "TextChanged",
        arguments: Self.eventBody(detail, 0, Int32(clamping: text.count), .string(text)))
    }
  }
}
