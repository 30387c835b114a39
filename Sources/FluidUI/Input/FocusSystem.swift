import FluidMotion

/// The window's keyboard focus: one focused element, moved by Tab and Shift+Tab in reading order and
/// by the arrows inside a container, drawn by one ring, and the element assistive technology is told
/// has the focus (UIKit's focus system and responder chain; Flutter's `FocusManager`).
///
/// The elements that take the focus are the showing accessibility elements that act or adjust (an
/// ``Layer/accessibilityActivateBlock`` or an ``Layer/accessibilityNumber``), in the order of the
/// layer tree under ``root``: a scene's content before the window's controls drawn above it. Inside
/// a container (a layer with an ``Layer/accessibilityContainerType``: a list, a grid, a keypad) the
/// arrows move to the nearest element that way. Space and Enter activate the focused element (Space
/// presses it while held, and it acts on the release: ``Layer/keyPressBlock``); on an adjustable
/// one the arrows adjust it.
///
/// Every ``SceneContext`` has one (``SceneContext/focus``), which the ``FrameLoop`` hands the keys
/// to before the scene, so a scene of yours on a plain loop has it too:
///
/// ```swift
/// context.focus.setFocus(button)        // the ring goes round it; Space presses it
/// context.focus.onFocusChange = { focused in print(focused?.accessibilityLabel ?? "none") }
/// ```
@MainActor
public final class FocusSystem: KeyResponder {
  /// Where the focusable elements are looked for; the ring is drawn above everything in it.
  public weak var root: Layer?
  /// The element with the focus, if any.
  public private(set) weak var focusedLayer: Layer?
  /// The ring around the focused element (its owner need not place it: ``placeRing()`` keeps it the
  /// last sublayer of ``root``).
  public let ring = Layer()
  /// The ring's colour (the desktop's accent where it has one).
  public var ringColor = Color(hex: 0x3584E4)
  /// How far the ring stands off an element's edges unless the element says otherwise
  /// (``Layer/focusRingOutset``), pt.
  nonisolated public static let ringOutset = 3.0
  /// Called after the focus moves, with the element that has it now.
  public var onFocusChange: ((Layer?) -> Void)?
  /// Whether an element was given the focus and has not lost it by a ``setFocus(_:revealing:)``:
  /// true with no ``focusedLayer`` once that element was freed.
  var holdsFocus = false
  /// ``Layer/focusGeneration`` of the focused element when it took the focus.
  var focusedGeneration = 0
  /// What each container the focus left had it on, by the container's identity.
  var memory: [ObjectIdentifier: Remembered] = [:]
  /// Whether the keyboard is what the user moves now (GTK's `focus-visible`): a key press sets it, a
  /// pointer press clears it; the ``FrameLoop`` notes both.
  public private(set) var isFocusVisible = false
  /// Whether a press of the pointer hid the ring, until the next key (GTK's focus-visible; the
  /// ring shows before any input, round a focus a program gives).
  var isRingSuppressed = false
  /// Whether the key being handled found the ring hidden by a press of the pointer: the focused
  /// control, unseen, does not take its Space or Enter (the scene does, else the key shows the ring).
  public private(set) var keyFoundRingHidden = false
  /// The element Space is pressing (``Layer/keyPressBlock``), until the key comes up.
  weak var keyPressed: Layer?
  /// The time of the last input noted, s: the time a press Space began is given as it moves on.
  var eventTime = 0.0

  /// Notes who acts: a key down makes the keyboard the user's hand, a press of the pointer the mouse.
  ///
  /// It keeps the input's time for a press Space began, and calls that press off when the window
  /// loses the keyboard, the pointer presses, or Space goes down again with no release between (one
  /// lost).
  public func note(_ event: InputEvent) {
    eventTime = event.time
    switch event {
    case .keyDown(.space, _, false, _):
      cancelKeyPress()
      fallthrough
    case .keyDown:
      isFocusVisible = true
      keyFoundRingHidden = isRingSuppressed
      isRingSuppressed = false
    case .pointerDown:
      isFocusVisible = false
      isRingSuppressed = true
      cancelKeyPress()  // the ring it hides is off what Space pressed: its release does nothing
    case .focusLost: cancelKeyPress()  // its release goes to another window
    default: break
    }
  }

  /// A focus system with nothing focused, its ring hidden.
  nonisolated public init() {}

  /// Gives the focus to `layer` (nil: to nothing); the ring follows at the next ``placeRing()``.
  ///
  /// A layer that cannot take the focus (``isFocusable(_:)``: not an element that acts or adjusts,
  /// or a disabled control) is refused, and the focus stays where it was, as UIKit asks
  /// `canBecomeFocused`. A row the focus reaches in a scrolled list comes into view, unless
  /// `revealing` is false (a click: the row is where the pointer is).
  public func setFocus(_ layer: Layer?, revealing: Bool = true) {
    guard layer !== focusedLayer, layer.map(Self.isFocusable) ?? true else { return }
    cancelKeyPress()  // a press the key began stays with the element it began on
    focusedLayer?.isAccessibilityFocused = false
    focusedLayer = layer
    holdsFocus = layer != nil
    focusedGeneration = layer?.focusGeneration ?? 0
    layer?.isAccessibilityFocused = true
    if revealing { layer?.accessibilityScrollToVisible() }
    positionRing()
    onFocusChange?(layer)
  }

  /// A press of the pointer on `layer`: on an element that adjusts (a slider) it gives that element
  /// the focus, so the arrows adjust what the pointer moved; on anything else the focus stays.
  ///
  /// The ring stays hidden (the press hid it: ``note(_:)``) until a key. A button or a row pressed
  /// does not take the focus: Space would press again the button the pointer pressed (‹ Menu), and
  /// a list's click selects a row without moving the keyboard's place in it.
  public func pressed(on layer: Layer?) {
    guard let root else { return }
    var (element, node) = (nil as Layer?, layer)
    while let l = node, l !== root {  // the outermost, as Tab finds them
      if Self.isFocusable(l) { element = l }
      node = l.superlayer
    }
    guard let element, element.accessibilityNumber != nil, element !== focusedLayer,
      Self.isShown(element, under: root)
    else { return }
    setFocus(element, revealing: false)
  }

  /// The elements that take the focus, in reading order.
  public func focusableLayers() -> [Layer] {
    var order: [Layer] = []
    func visit(_ layer: Layer) {
      guard !layer.isHidden, layer.alpha > 0, layer.isUserInteractionEnabled, layer !== ring else { return }
      if Self.isFocusable(layer) { return order.append(layer) }
      layer.sublayers.forEach(visit)
    }
    if let root { visit(root) }
    return order
  }

  /// Whether `layer` takes the focus when it shows: an accessibility element that acts or adjusts,
  /// and is enabled (not ``AccessibilityTraits/notEnabled``: a disabled control).
  public static func isFocusable(_ layer: Layer) -> Bool {
    layer.isAccessibilityElement
      && (layer.accessibilityActivateBlock != nil || layer.accessibilityNumber != nil)
      && !layer.accessibilityTraits.contains(.notEnabled)
  }

  /// Moves the focus `step` stops on (1, Tab) or back (−1, Shift+Tab), wrapping.
  ///
  /// The first Tab takes the first stop, the first Shift+Tab the last. A stop is an element, or a
  /// focus group's elements together (``Layer/isFocusGroup``), entered on the one it had, else its
  /// first that shows.
  public func moveFocus(by step: Int) {
    let stops = tabStops()
    guard !stops.isEmpty else { return setFocus(nil) }
    let at = focusedLayer.flatMap { focused in stops.firstIndex { $0.elements.contains { $0 === focused } } }
    if let at, let group = stops[at].group, let focused = focusedLayer { remember(focused, in: group) }
    let next = at.map { ($0 + step + stops.count) % stops.count } ?? (step > 0 ? 0 : stops.count - 1)
    let stop = stops[next]
    setFocus(stop.group.map { entry(of: $0, among: stop.elements) } ?? stop.elements[0])
  }

  /// Drops the focus of an element that left for good, and tells ``onFocusChange``.
  ///
  /// An element leaves for good when it is freed, taken out of the tree under ``root``, given other
  /// content (a list's cell reused for another row), or no longer takes the focus (its action gone,
  /// a control disabled). The focus goes to the successor it names (a list's deleted row names the
  /// row that takes its place), else to nothing, and the next Tab starts afresh, as GTK's and
  /// Flutter's do. ``placeRing()`` asks it every frame, so the focus is never left on such an
  /// element.
  ///
  /// An element hidden, faded out, or whose hit testing is off (a scene sliding away, a panel over
  /// it) keeps the focus, its ring hidden, until a key (``dropFocusIfGone()``).
  public func dropFocusIfLeft() {
    guard let focused = focusedLayer else {
      if holdsFocus { setFocusToNothing() }
      return
    }
    guard let root,
      focused.focusGeneration != focusedGeneration || !Self.isFocusable(focused)
        || !focused.isDescendant(of: root)
    else { return }
    let successor = focused.focusSuccessor.flatMap { next in
      Self.isFocusable(next) && Self.isShown(next, under: root) ? next : nil
    }
    focused.focusSuccessor = nil
    setFocus(successor)
  }

  /// The focused element was freed: nothing has the focus now.
  private func setFocusToNothing() {
    holdsFocus = false
    cancelKeyPress()
    onFocusChange?(nil)
  }

  /// Drops the focus of an element that no longer shows (its scene left, it was hidden) or was given
  /// other content (a list's cell reused for another row).
  public func dropFocusIfGone() {
    guard let focused = focusedLayer,
      focused.focusGeneration != focusedGeneration || !focusableLayers().contains(where: { $0 === focused })
    else { return }
    setFocus(nil)
  }
}
