/// The accessibility of one layer: what ``Layer``'s `accessibility…` properties store, made when
/// one of them is first set.
final class AccessibilityProperties {
  /// The element's number in the accessibility tree: set once, never reused.
  let id: Int
  var isElement = false
  var label: String?
  var value: String?
  var hint: String?
  var traits: AccessibilityTraits = []
  var containerType = AccessibilityContainerType.none
  var number: AccessibilityNumber?
  var isFocused = false
  var isFocusGroup = false
  var isModal = false
  var focusGeneration = 0
  weak var focusSuccessor: Layer?
  var focusSuccessorGeneration = 0
  var focusRingOutset: Double?
  var expandedStatus = AccessibilityExpandedStatus.unsupported
  var activate: (() -> Bool)?
  var keyPress: ((KeyPressPhase, Double) -> Void)?
  var increment: (() -> Void)?
  var decrement: (() -> Void)?
  var setNumber: ((Double) -> Void)?
  var valueBlock: (() -> String?)?
  var labelBlock: (() -> String?)?
  var reveal: ((Layer) -> Void)?
  var customActions: [AccessibilityCustomAction] = []
  var customActionsBlock: (() -> [AccessibilityCustomAction])?

  nonisolated(unsafe) private static var next = 0

  init() {
    Self.next += 1
    id = Self.next
  }
}
