/// One element or container of the accessibility tree as it is at one frame: what a bridge to the
/// desktop's assistive technology serves.
public struct AccessibilityNode: Sendable, Equatable {
  /// The layer's ``Layer/accessibilityIdentifier``: the same for as long as the layer lives.
  public var id: Int
  /// What a bridge calls it.
  public var role: AccessibilityRole
  /// Its label (empty for none).
  public var label: String
  /// Its value (empty for none).
  public var value: String
  /// Its hint (empty for none).
  public var hint: String
  /// Its traits.
  public var traits: AccessibilityTraits
  /// Where it is, window points.
  public var frame: Rect
  /// Its numeric value, if it has one.
  public var number: AccessibilityNumber?
  /// Whether it has the keyboard's focus.
  public var isFocused: Bool
  /// Whether it shows or hides more (``Layer/accessibilityExpandedStatus``).
  public var expandedStatus = AccessibilityExpandedStatus.unsupported
  /// Whether it can be activated (it has an activation).
  public var isActivatable: Bool
  /// The names of its custom actions (``Layer/accessibilityCustomActions``), in order.
  public var customActions: [String] = []
  /// The ids of its children, in order.
  public var children: [Int]
  /// The id of its parent, nil at the top.
  public var parent: Int?
}
