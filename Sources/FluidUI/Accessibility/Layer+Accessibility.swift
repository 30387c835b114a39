/// A layer's accessibility, with UIKit's names: what a screen reader says of it and how it drives it.
///
/// A layer is an element when ``isAccessibilityElement`` is set: it is then one node of the
/// accessibility tree, named by ``accessibilityLabel``, and the elements below it are not read
/// separately. A layer with an ``accessibilityContainerType`` is a container: its elements, in the
/// order of its sublayers, are its children. Other layers are passed through. Hidden and fully
/// transparent layers are not shown to assistive technology. ``Control`` makes its layer a button
/// whose activation is the control's primary action, so a button needs only its label.
///
/// ```swift
/// let key = Layer(frame: Rect(x: 0, y: 0, width: 75, height: 75))
/// key.isAccessibilityElement = true
/// key.accessibilityLabel = "plus"
/// key.accessibilityTraits = [.button]
/// key.accessibilityActivateBlock = { print("plus"); return true }
/// ```
extension Layer {
  /// The storage the `accessibility…` setters write through: every block set, and every value that
  /// differs from the one held, counts a change at the top of the tree
  /// (``noteAccessibilityChange()``), so a bridge finds what was set and skips what was not.
  private var accessibility: AccessibilityProperties {
    noteAccessibilityChange()
    return storage
  }

  private var storage: AccessibilityProperties {
    if let existing = accessibilityStorage { return existing }
    let made = AccessibilityProperties()
    accessibilityStorage = made
    return made
  }

  /// Writes `value` at `key` and counts the change, when it differs from what is held.
  private func set<Value: Equatable>(
    _ key: ReferenceWritableKeyPath<AccessibilityProperties, Value>, _ value: Value
  ) {
    let properties = storage
    guard properties[keyPath: key] != value else { return }
    properties[keyPath: key] = value
    noteAccessibilityChange()
  }

  /// The layer's number in the accessibility tree, for as long as it lives; nil until one of its
  /// accessibility properties is set.
  public var accessibilityIdentifier: Int? { accessibilityStorage?.id }

  /// Whether the layer is an element of the accessibility tree (default false).
  public var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? false }
    set { set(\.isElement, newValue) }
  }
  /// What it is called, as spoken ("plus", "Damping"); ``accessibilityLabelBlock``'s answer where one
  /// is set; nil reads its ``text``.
  public var accessibilityLabel: String? {
    get { accessibilityStorage?.labelBlock?() ?? accessibilityStorage?.label ?? text }
    set { set(\.label, newValue) }
  }
  /// Asked for ``accessibilityLabel`` each time it is read: for a name that follows what the layer
  /// shows (a reused list cell's text).
  public var accessibilityLabelBlock: (() -> String?)? {
    get { accessibilityStorage?.labelBlock }
    set { accessibility.labelBlock = newValue }
  }
  /// What it holds now, as spoken ("19", "on", "open"), or nil; ``accessibilityValueBlock``'s
  /// answer where one is set.
  public var accessibilityValue: String? {
    get { accessibilityStorage.flatMap { $0.valueBlock?() ?? $0.value } }
    set { set(\.value, newValue) }
  }
  /// Asked for ``accessibilityValue`` each time it is read (once a frame by a bridge): for a value
  /// that follows the scene's state without being set at each change ("open", "90 degrees").
  public var accessibilityValueBlock: (() -> String?)? {
    get { accessibilityStorage?.valueBlock }
    set { accessibility.valueBlock = newValue }
  }
  /// What activating it does, when the label does not say ("Opens the calculator"), or nil.
  public var accessibilityHint: String? {
    get { accessibilityStorage?.hint }
    set { set(\.hint, newValue) }
  }
  /// What it is and how it behaves (default none).
  public var accessibilityTraits: AccessibilityTraits {
    get { accessibilityStorage?.traits ?? [] }
    set { set(\.traits, newValue) }
  }
  /// How it presents the elements below it (default ``AccessibilityContainerType/none``).
  public var accessibilityContainerType: AccessibilityContainerType {
    get { accessibilityStorage?.containerType ?? .none }
    set { set(\.containerType, newValue) }
  }
  /// Its numeric value (a slider's range, step and position), or nil.
  public var accessibilityNumber: AccessibilityNumber? {
    get { accessibilityStorage?.number }
    set { set(\.number, newValue) }
  }
  /// Whether it shows or hides more: a disclosure's state (default
  /// ``AccessibilityExpandedStatus/unsupported``).
  public var accessibilityExpandedStatus: AccessibilityExpandedStatus {
    get { accessibilityStorage?.expandedStatus ?? .unsupported }
    set { set(\.expandedStatus, newValue) }
  }
  /// Whether its focusable elements are one Tab stop (UIKit's focus groups, GTK's lists).
  ///
  /// Tab enters it on the element it had, else on its first that shows, and the next Tab leaves it;
  /// the arrows move inside. A lazy list's rows, made as it scrolls, would otherwise be Tab stops
  /// without end.
  public var isFocusGroup: Bool {
    get { accessibilityStorage?.isFocusGroup ?? false }
    set { set(\.isFocusGroup, newValue) }
  }
  /// Whether assistive technology reads only this layer's elements while it shows (UIKit's
  /// `accessibilityViewIsModal`, over the whole window rather than its siblings only): a panel over
  /// the window's content, whose elements beneath are then left out of the tree (default false).
  ///
  /// It must be an element or a container (``accessibilityContainerType``) to be found.
  public var accessibilityViewIsModal: Bool {
    get { accessibilityStorage?.isModal ?? false }
    set { set(\.isModal, newValue) }
  }
  /// Bumped when the layer is given other content (a list's cell reused for another row): a focus
  /// on it, or kept for it, is gone (``FocusSystem`` compares it with the one it noted).
  var focusGeneration: Int {
    get { accessibilityStorage?.focusGeneration ?? 0 }
    set { set(\.focusGeneration, newValue) }
  }
  /// The element the focus goes to when it leaves this one for good (a list's deleted row hands it to
  /// the row that takes its place), while it holds what it held when named (its
  /// ``focusGeneration``: a cell reused since is not given it).
  var focusSuccessor: Layer? {
    get {
      guard let kept = accessibilityStorage, let next = kept.focusSuccessor,
        next.focusGeneration == kept.focusSuccessorGeneration
      else { return nil }
      return next
    }
    set {
      storage.focusSuccessor = newValue
      storage.focusSuccessorGeneration = newValue?.focusGeneration ?? 0
    }
  }
  /// Whether it has the keyboard's focus (set by whoever moves the focus; one layer at a time).
  public var isAccessibilityFocused: Bool {
    get { accessibilityStorage?.isFocused ?? false }
    set { set(\.isFocused, newValue) }
  }
  /// Where it is, window points: the box around its bounds through every transform above it (a
  /// scaled keypad's key is where it shows).
  public var accessibilityFrame: Rect {
    Self.windowBox(Rect(origin: .zero, size: frame.size), through: windowTransform)
  }

  /// Called by ``accessibilityActivate()``: does what a click does; returns whether it did something.
  public var accessibilityActivateBlock: (() -> Bool)? {
    get { accessibilityStorage?.activate }
    set { accessibility.activate = newValue }
  }
  /// Called by ``accessibilityIncrement()``.
  public var accessibilityIncrementBlock: (() -> Void)? {
    get { accessibilityStorage?.increment }
    set { accessibility.increment = newValue }
  }
  /// Called by ``accessibilityDecrement()``.
  public var accessibilityDecrementBlock: (() -> Void)? {
    get { accessibilityStorage?.decrement }
    set { accessibility.decrement = newValue }
  }
  /// Called by ``setAccessibilityNumber(_:)`` with the value asked for, within the range.
  public var accessibilitySetNumberBlock: ((Double) -> Void)? {
    get { accessibilityStorage?.setNumber }
    set { accessibility.setNumber = newValue }
  }

  /// What else it offers assistive technology beside its activation (a row's "Delete");
  /// ``accessibilityCustomActionsBlock``'s answer where one is set.
  public var accessibilityCustomActions: [AccessibilityCustomAction] {
    get { accessibilityStorage.map { $0.customActionsBlock?() ?? $0.customActions } ?? [] }
    set { accessibility.customActions = newValue }
  }
  /// Asked for ``accessibilityCustomActions`` each time they are read: for actions that follow what
  /// the layer shows (a reused list cell's row).
  public var accessibilityCustomActionsBlock: (() -> [AccessibilityCustomAction])? {
    get { accessibilityStorage?.customActionsBlock }
    set { accessibility.customActionsBlock = newValue }
  }

  /// Performs its custom action called `name` (the first of that name); returns whether it did
  /// something.
  @discardableResult
  public func accessibilityPerformCustomAction(named name: String) -> Bool {
    accessibilityCustomActions.first { $0.name == name }?.handler() ?? false
  }

  /// Set on a scrolling container (a ``ScrollView``'s viewport sets it): scrolls the least that shows
  /// the descendant it is given (Flutter's `RenderAbstractViewport`, AT-SPI's `ScrollTo`).
  ///
  /// The window's ``FocusSystem`` asks every container above an element that gets the focus, so a
  /// row Tab reaches scrolls into view in any list.
  public var accessibilityRevealBlock: ((Layer) -> Void)? {
    get { accessibilityStorage?.reveal }
    set { accessibility.reveal = newValue }
  }

  /// Scrolls the containers above it, innermost first, so that it shows
  /// (``accessibilityRevealBlock``).
  public func accessibilityScrollToVisible() {
    var ancestor = superlayer
    while let container = ancestor {
      container.accessibilityStorage?.reveal?(self)
      ancestor = container.superlayer
    }
  }

  /// Does what a click does (UIKit's `accessibilityActivate()`); returns whether it did something.
  @discardableResult
  public func accessibilityActivate() -> Bool { accessibilityStorage?.activate?() ?? false }

  /// Raises its value one step (a slider's ↑ or →).
  public func accessibilityIncrement() { accessibilityStorage?.increment?() }

  /// Lowers its value one step.
  public func accessibilityDecrement() { accessibilityStorage?.decrement?() }

  /// Sets its numeric value to `value`, kept within its range; returns whether it has one to set.
  @discardableResult
  public func setAccessibilityNumber(_ value: Double) -> Bool {
    guard let storage = accessibilityStorage, let number = storage.number, let set = storage.setNumber,
      value.isFinite
    else { return false }
    set(min(max(value, number.minimum), number.maximum))
    return true
  }
}
