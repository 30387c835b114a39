import FluidMotion

/// The arrows inside a container, the keys of the focused element, and the ring.
extension FocusSystem {
  /// The container the focused element moves in by arrows: its nearest ancestor with a container
  /// type or that is a focus group (``Layer/isFocusGroup``), up to ``root`` (itself one in a scene
  /// that is a grid alone on a window).
  func container(of layer: Layer) -> Layer? {
    var up = layer.superlayer
    while let l = up {
      if l.accessibilityContainerType != .none || l.isFocusGroup { return l }
      if l === root { return nil }  // the focus's root may be one (a scene's grid on its own)
      up = l.superlayer
    }
    return nil
  }

  /// The focusable element of the focused one's container nearest in `direction` (a unit step:
  /// (0, 1) down, (1, 0) right), if any: ahead of it that way, the one off its line least.
  public func neighbour(_ direction: Vector2) -> Layer? {
    guard let focused = focusedLayer, let box = container(of: focused) else { return nil }
    let from = focused.frameInWindow.center
    var best: (layer: Layer, score: Double)?
    for candidate in focusableLayers() where candidate !== focused && container(of: candidate) === box {
      let offset = candidate.frameInWindow.center - from
      let ahead = offset.x * direction.x + offset.y * direction.y
      guard ahead > 1 else { continue }
      let aside = abs(offset.x * direction.y - offset.y * direction.x)
      let score = ahead + 2 * aside
      if best.map({ score < $0.score }) ?? true { best = (candidate, score) }
    }
    return best?.layer
  }

  /// The focus's own keys: Tab and Shift+Tab, Space and Enter, the arrows on an adjustable element.
  ///
  /// Space and Enter activate the focused element (not while a click hid the ring: the first key
  /// shows it; Space presses it, and it acts on the key's release); the arrows
  /// adjust an adjustable one. Each applies only when it can act. The arrows inside a container
  /// are ``arrowCommands``. Space, Enter and the arrows are the keys alone, as GTK binds a button's
  /// and a scale's: with a modifier they go on to the scene's commands (a Shift+Enter of its own).
  public var keyCommands: [KeyCommand] {
    // A control the ring does not show (a click hid it) is not pressed by a key: what is not seen
    // does not act.
    let activates = { [unowned self] in focusedLayer?.accessibilityActivateBlock != nil && !keyFoundRingHidden
    }
    let adjusts = { [unowned self] in focusedLayer?.accessibilityNumber != nil }
    let arrows: [(Key, Int)] = [(.left, -1), (.right, 1), (.up, 1), (.down, -1)]
    let anything = { [unowned self] in !focusableLayers().isEmpty }  // else the scene has Tab
    var commands = [
      KeyCommand(.tab, title: "Next control", repeats: true, when: anything) { [unowned self] in
        moveFocus(by: 1)
      },
      KeyCommand(.tab, .shift, title: "Next control", repeats: true, isHidden: true, when: anything) {
        [unowned self] in moveFocus(by: -1)
      },
    ]
    commands += [Key.space, .enter].map { key in
      KeyCommand(key, title: "Activate the focused control", when: activates) { [unowned self] in
        // A control scrolled out of view comes back into it first: a key acts where it is seen.
        focusedLayer?.accessibilityScrollToVisible()
        if key == .space { pressFocused() } else { _ = focusedLayer?.accessibilityActivate() }
      }
    }
    commands += arrows.map { key, step in
      KeyCommand(key, title: "Adjust the focused slider", repeats: true, when: adjusts) { [unowned self] in
        if step > 0 {
          focusedLayer?.accessibilityIncrement()
        } else {
          focusedLayer?.accessibilityDecrement()
        }
      }
    }
    return commands + sliderJumps
  }

  /// Home and End set the focused slider to its least and greatest value, Page Up and Page Down move
  /// it ten steps.
  ///
  /// A page is ten steps, a tenth of its range at least, as GTK's scales page; the keys act only on
  /// a slider whose value can be set (``Layer/accessibilitySetNumberBlock``). They are hidden from
  /// the shortcuts window: a slider's keys everywhere, which GTK's shortcuts windows leave out.
  private var sliderJumps: [KeyCommand] {
    let sets = { [unowned self] in focusedLayer?.accessibilitySetNumberBlock != nil }
    let jumps: [(Key, String, (AccessibilityNumber) -> Double)] = [
      (.home, "The focused slider's least, greatest value", { $0.minimum }),
      (.end, "The focused slider's least, greatest value", { $0.maximum }),
      (.pageUp, "The focused slider ten steps on, back", { $0.current + Self.page(of: $0) }),
      (.pageDown, "The focused slider ten steps on, back", { $0.current - Self.page(of: $0) }),
    ]
    return jumps.map { key, title, value in
      KeyCommand(key, title: title, repeats: key == .pageUp || key == .pageDown, isHidden: true, when: sets) {
        [unowned self] in
        guard let layer = focusedLayer, let number = layer.accessibilityNumber else { return }
        layer.setAccessibilityNumber(value(number))
      }
    }
  }

  /// A slider's page: ten steps, and a tenth of its range at least.
  private static func page(of number: AccessibilityNumber) -> Double {
    max(number.step * 10, (number.maximum - number.minimum) / 10)
  }

  /// The four arrows and the unit step each moves by on the screen ((0, 1) is down), as
  /// ``neighbour(_:)`` takes it.
  package nonisolated static let arrowDirections: [(key: Key, direction: Vector2)] = [
    (.left, Vector2(x: -1, y: 0)), (.right, Vector2(x: 1, y: 0)), (.up, Vector2(x: 0, y: -1)),
    (.down, Vector2(x: 0, y: 1)),
  ]

  /// The arrows inside a container (a list, a grid, a keypad), and Home and End.
  ///
  /// An arrow moves the focus to the nearest element that way; Home and End to the container's first
  /// and last, in reading order, as in GTK's flow boxes (not in a list: a ``ListView`` makes only
  /// the rows near the view, so its own keys go to its ends). They come after the scene's own keys,
  /// so a scene that moves its own selection (and the focus with it) has them first; an adjustable
  /// element keeps them.
  public var arrowCommands: [KeyCommand] {
    let arrows = Self.arrowDirections.map { key, direction in
      KeyCommand(
        key, title: "Move the focus in a list or grid", repeats: true,
        when: { [unowned self] in focusedLayer?.accessibilityNumber == nil && neighbour(direction) != nil }
      ) { [unowned self] in setFocus(neighbour(direction)) }
    }
    let ends = [(Key.home, true), (.end, false)].map { key, first in
      KeyCommand(
        key, title: "The first or the last in a list or grid",
        when: { [unowned self] in focusedLayer?.accessibilityNumber == nil && end(first: first) != nil }
      ) { [unowned self] in setFocus(end(first: first)) }
    }
    return arrows + ends
  }

  /// The first (or last) element of the focused one's container in reading order, when it is not
  /// the focused one; nil in a list (its rows are made as it scrolls: the first made is not its
  /// first).
  func end(first: Bool) -> Layer? {
    guard let focused = focusedLayer, let box = container(of: focused),
      box.accessibilityContainerType != .list
    else { return nil }
    let elements = focusableLayers().filter { container(of: $0) === box }
    let end = first ? elements.first : elements.last
    return end === focused ? nil : end
  }

  /// Whether `layer` shows in the tree under `root`: in it, and neither it nor an ancestor hidden
  /// or fully transparent (a scene slid away and hidden keeps its layers, not its ring).
  ///
  /// With `takingInput`, also every layer on the way takes input (``Layer/isUserInteractionEnabled``):
  /// the focus's element of a scene whose hit testing is off shows no ring.
  static func isShown(_ layer: Layer, under root: Layer, takingInput: Bool = false) -> Bool {
    var node: Layer? = layer
    while let l = node {
      if l.isHidden || l.alpha <= 0 || (takingInput && !l.isUserInteractionEnabled) { return false }
      if l === root { return true }
      node = l.superlayer
    }
    return false
  }

  /// The part of `layer`'s window box that the layers above it which clip (``Layer/masksToBounds``)
  /// leave showing, up to `root`; nil when none does.
  static func showingBox(of layer: Layer, under root: Layer) -> Rect? {
    var box = layer.accessibilityFrame
    var node = layer.superlayer
    while let l = node, l !== root {
      if l.masksToBounds {
        guard let cut = box.intersection(l.accessibilityFrame), cut.size.width > 0, cut.size.height > 0
        else { return nil }
        box = cut
      }
      node = l.superlayer
    }
    return box
  }

  /// Puts the ring round the focused element, or hides it (after a click: ``pressed(on:)``).
  ///
  /// A round element gets a round ring. Call it once a frame; it touches the ring only when
  /// something changed.
  public func placeRing() {
    dropFocusIfLeft()
    positionRing()
  }

  /// Puts the ring round the focused element, or hides it, without asking whether the element left
  /// (``setFocus(_:revealing:)`` places it so: a layer given the focus before it is added to the tree
  /// keeps it until the next frame).
  func positionRing() {
    guard let root, focusedLayer != nil || ring.superlayer != nil else { return }
    if ring.superlayer !== root || root.sublayers.last !== ring {
      ring.isUserInteractionEnabled = false
      root.addSublayer(ring)
    }
    // A click hides it until a key is pressed (GTK's focus-visible).
    guard let focused = focusedLayer, !isRingSuppressed, Self.isShown(focused, under: root, takingInput: true)
    else {
      if !ring.isHidden { ring.isHidden = true }
      return
    }
    // The ring hugs what is drawn: a round button inside a larger hit area (its hover target, as
    // the window controls') gets a ring around the button, not around the hit area; a row a list
    // cuts off gets one round the part that shows, and none once it is scrolled away.
    let shape = focused.hoverTarget ?? focused
    guard let frame = Self.showingBox(of: shape, under: root) else {
      if !ring.isHidden { ring.isHidden = true }
      return
    }
    // Past the window's edge a ring would not show: round an element that fills the window (a card
    // zoomed open) it runs along the edge, over the element's own.
    let d = focused.focusRingOutset
    let outside = Rect(
      x: frame.minX - d, y: frame.minY - d, width: frame.size.width + 2 * d, height: frame.size.height + 2 * d
    )
    let box = outside.intersection(root.frameInWindow) ?? outside
    let local = root.convertFromWindow(box.origin).map { Rect(origin: $0, size: box.size) } ?? box
    if ring.frame != local { ring.frame = local }
    let isRound =
      shape.cornerRadius > 0 && shape.cornerRadius * 2 >= min(shape.frame.size.width, shape.frame.size.height)
    let radius =
      isRound
      ? local.size.height / 2
      : shape.cornerRadius > 0 ? min(shape.cornerRadius + d, local.size.height / 2) : 3 + d
    if ring.cornerRadius != radius { ring.cornerRadius = radius }
    if ring.border?.color != ringColor || ring.border?.width != 2 { ring.border = (2, ringColor) }
    if ring.isHidden { ring.isHidden = false }
  }
}
