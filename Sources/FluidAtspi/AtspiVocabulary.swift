import FluidDBus
import FluidUI

/// AT-SPI's numbers and names (at-spi2-core 2.46's `xml/` and `atspi-constants.h`): roles, states,
/// interfaces and object paths.
enum AtspiVocabulary {
  /// The path of the application's root object, where the registry embeds it.
  static let rootPath = "/org/a11y/atspi/accessible/root"
  /// The path of the window (the frame) under the root.
  static let windowPath = "/org/a11y/atspi/accessible/window"
  /// The prefix of every element's path: the element's id follows.
  static let elementPrefix = "/org/a11y/atspi/accessible/"
  /// The path of the cache libatspi asks for.
  static let cachePath = "/org/a11y/atspi/cache"
  /// The null object reference's path.
  static let nullPath = "/org/a11y/atspi/null"

  static let accessible = "org.a11y.atspi.Accessible"
  static let application = "org.a11y.atspi.Application"
  static let action = "org.a11y.atspi.Action"
  static let value = "org.a11y.atspi.Value"
  static let component = "org.a11y.atspi.Component"
  static let text = "org.a11y.atspi.Text"
  static let objectEvent = "org.a11y.atspi.Event.Object"
  static let windowEvent = "org.a11y.atspi.Event.Window"
  static let properties = "org.freedesktop.DBus.Properties"

  /// Roles (AtspiRole).
  static let applicationRole: UInt32 = 75
  static let frameRole: UInt32 = 23

  /// The role number of a node's role.
  static func role(_ role: AccessibilityRole) -> UInt32 {
    switch role {
    case .button: 43
    case .toggleButton: 62
    case .slider: 51
    case .label: 29
    case .heading: 83
    case .list: 31
    case .listItem: 32
    case .scrollPane: 49
    case .panel: 39
    }
  }

  /// The role's name as AT-SPI spells it.
  static func roleName(_ role: AccessibilityRole) -> String {
    switch role {
    case .button: "push button"
    case .toggleButton: "toggle button"
    case .slider: "slider"
    case .label: "label"
    case .heading: "heading"
    case .list: "list"
    case .listItem: "list item"
    case .scrollPane: "scroll pane"
    case .panel: "panel"
    }
  }

  /// States (AtspiStateType bit numbers).
  enum State: Int {
    case active = 1, checked = 4, collapsed = 5, enabled = 8, expandable = 9, expanded = 10, focusable = 11
    case focused = 12, horizontal = 14, selectable = 22, selected = 23, vertical = 29
    case sensitive = 24, showing = 25, visible = 30
  }

  /// The two 32-bit words of a state set.
  static func stateWords(_ states: [State]) -> [UInt32] {
    var words: [UInt32] = [0, 0]
    for state in states { words[state.rawValue / 32] |= 1 << UInt32(state.rawValue % 32) }
    return words
  }

  /// The states of `node`: showing and visible; enabled and sensitive unless not enabled; focusable
  /// when it can be acted on; focused, selected and checked as its traits say; expandable, and
  /// expanded or collapsed, as its expanded status says; a slider horizontal when it is wider than
  /// tall, else vertical.
  static func states(of node: AccessibilityNode) -> [State] {
    var states: [State] = [.showing, .visible]
    if !node.traits.contains(.notEnabled) { states += [.enabled, .sensitive] }
    if node.isActivatable || node.number != nil { states.append(.focusable) }
    if node.isFocused { states.append(.focused) }
    if node.role == .listItem { states.append(.selectable) }
    if node.traits.contains(.selected) { states.append(node.role == .toggleButton ? .checked : .selected) }
    if node.role == .slider {
      states.append(node.frame.size.width >= node.frame.size.height ? .horizontal : .vertical)
    }
    switch node.expandedStatus {
    case .unsupported: break
    case .expanded: states += [.expandable, .expanded]
    case .collapsed: states += [.expandable, .collapsed]
    }
    return states
  }
}
