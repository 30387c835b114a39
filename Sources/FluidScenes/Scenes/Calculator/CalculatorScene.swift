import FluidMotion
import FluidUI

/// Scene 1: the calculator button, grown into a working keypad (WWDC18; seed-reference §3).
///
/// Every key highlights on the very frame it is pressed, fades back over 0.5 s (ease-out) when let go,
/// and can be pressed again mid-fade. Dragging off a key beyond a 24 pt margin cancels it (it fades);
/// dragging back re-highlights it; releasing on a key activates it — including a key the press did not
/// begin on, as the real Calculator does. Numeric-keypad and operator keys press the keys visibly.
package final class CalculatorScene: FluidScene {
  /// The window title's scene name.
  package let title = "Calculator button"
  /// The root layer.
  package let root = Layer()
  private let pad = Layer()
  private let displayLayer = Layer()
  private var keys: [CalculatorKey] = []
  /// The services the scene runs on.
  package let context: SceneContext
  private var engine = CalculatorEngine()
  private var active: CalculatorKey?
  private var keyboardKey: CalculatorKey?
  /// The keyboard key holding ``keyboardKey`` down: its release activates it, whatever modifiers
  /// were let go first (Shift+8 is often released Shift first).
  private var heldKey: Key?
  /// How far outside a key a drag still counts as on it, points.
  package static let dragExitMargin = 24.0
  static let size = 75.0
  static let gap = 14.0

  /// Creates the scene.
  package init(context: SceneContext = SceneContext()) {
    self.context = context
    displayLayer.textStyle = TextStyle(size: 64, color: .white, alignment: .right)
    displayLayer.text = "0"
    pad.addSublayer(displayLayer)
    makeDisplayAccessible(displayLayer)
    root.addSublayer(pad)
    buildKeys()
    gestures.add(PanGestureRecognizer(beginsOnPress: true) { [weak self] in self?.track($0) }, to: pad)
  }

  private func buildKeys() {
    let (s, g) = (Self.size, Self.gap)
    let top = 96.0
    func at(_ row: Int, _ col: Int, width: Int = 1) -> Rect {
      Rect(
        x: Double(col) * (s + g), y: top + Double(row) * (s + g),
        width: Double(width) * s + Double(width - 1) * g, height: s)
    }
    let function: (UInt32, UInt32, Bool) = (0xA5A5A5, 0xD9D9D9, true)
    let digit: (UInt32, UInt32, Bool) = (0x333333, 0x737373, false)
    let op: (UInt32, UInt32, Bool) = (0xFF9F0A, 0xFCC78D, false)
    var specs: [(CalculatorEngine.Key, String, (UInt32, UInt32, Bool), Rect)] = [
      (.clear, "AC", function, at(0, 0)), (.negate, "±", function, at(0, 1)),
      (.percent, "%", function, at(0, 2)),
      (.divide, "÷", op, at(0, 3)), (.multiply, "×", op, at(1, 3)), (.subtract, "−", op, at(2, 3)),
      (.add, "+", op, at(3, 3)), (.digit(0), "0", digit, at(4, 0, width: 2)), (.point, ".", digit, at(4, 2)),
      (.equals, "=", op, at(4, 3)),
    ]
    for d in 1...9 { specs.append((.digit(d), String(d), digit, at(3 - (d - 1) / 3, (d - 1) % 3))) }
    for (key, label, style, frame) in specs {
      let k = CalculatorKey(
        key, label: label, normal: style.0, highlighted: style.1, dark: style.2, frame: frame)
      keys.append(k)
      makeAccessible(k)
    }
    // The pad holds the keys in reading order, row by row: Tab and a screen reader go so.
    let reading = keys.sorted {
      ($0.layer.frame.minY, $0.layer.frame.minX) < ($1.layer.frame.minY, $1.layer.frame.minX)
    }
    for k in reading { pad.addSublayer(k.layer) }
    // The keypad: the arrows move the focus among its keys, as in a grid.
    pad.accessibilityContainerType = .semanticGroup
    pad.accessibilityLabel = "Keypad"
  }

  /// The display's text.
  package var display: String { engine.display }
  /// Whether a key is under a live press.
  package var isInteracting: Bool { gestures.isInteracting || keyboardKey != nil }
  /// The key layers' fills, for tests: the highlighted key's label, if any.
  package var highlightedLabel: String? { keys.first { $0.isHighlighted }?.layer.text }

  /// The window centre of the key labelled `label`.
  package func center(of label: String) -> Vector2? {
    keys.first { $0.layer.text == label }.map {
      $0.layer.windowTransform.apply(Rect(origin: .zero, size: $0.layer.frame.size).center)
    }
  }

  /// Centres the keypad below the title bar, scaled down to fit a small window.
  package func layout(size: Size) {
    let width = 4 * Self.size + 3 * Self.gap
    let height = 96 + 5 * Self.size + 4 * Self.gap
    root.frame = Rect(origin: .zero, size: size)
    let area = SceneLayout.content(size)
    pad.frame = Rect(
      x: (size.width - width) / 2, y: area.minY + (area.size.height - height) / 2, width: width,
      height: height)
    pad.transform = .scale(SceneLayout.fitScale(pad.frame.size, in: area))
    displayLayer.frame = Rect(x: 0, y: 0, width: width - 12, height: 84)
    refresh()
  }

  private func key(at p: Vector2) -> CalculatorKey? {
    keys.first { isNear($0, p, margin: 0) }
  }

  private func isNear(_ k: CalculatorKey, _ p: Vector2, margin: Double = dragExitMargin) -> Bool {
    guard let local = k.layer.convertFromWindow(p) else { return false }
    return Rect(origin: .zero, size: k.layer.frame.size).insetBy(-margin).contains(local)
  }

  private func track(_ pan: PanGestureRecognizer) {
    let animator = context.animator
    switch pan.state {
    case .began, .changed:
      let p = pan.location
      let next = key(at: p) ?? (active.map { isNear($0, p) } == true ? active : nil)
      if next !== active {
        active?.release(animator: animator)
        next?.highlight()
        active = next
      }
    case .ended:
      if let k = active { activate(k) }
      active?.release(animator: animator)
      active = nil
    case .cancelled:
      active?.release(animator: animator)
      active = nil
    default: break
    }
  }

  /// A keyboard key pressed the pad's key `k`: it lights up, and the release of `key` activates it.
  func pressFromKeyboard(_ k: CalculatorEngine.Key, by key: Key) {
    guard let target = keys.first(where: { $0.key == k }) else { return }
    keyboardKey?.release(animator: animator)
    target.highlight()
    keyboardKey = target
    heldKey = key
  }

  /// Backspace: the last digit goes.
  func deleteLast() {
    engine.deleteLast()
    refresh()
  }

  /// Ctrl+C: the display's number to the clipboard.
  func copyNumber() { context.clipboard.text = engine.display }

  /// Ctrl+V: a number from the clipboard, if it holds one.
  func pasteNumber() {
    if let text = context.clipboard.text, engine.paste(text) { refresh() }
  }

  private func activate(_ k: CalculatorKey) {
    engine.press(k.key)
    refresh()
    // The result is said wherever the focus is (the display is not focused): "=" announces it.
    if k.key == .equals { AccessibilityNotification.announcement(engine.display).post() }
  }

  /// Presses `k` as a click does: it lights up, acts, and fades back.
  func pressVisibly(_ k: CalculatorKey) {
    k.highlight()
    activate(k)
    k.release(animator: context.animator)
  }

  /// Shows the engine: the display fitted to its width, AC / C, the selected operator.
  private func refresh() {
    let fitted = CalculatorDisplay.fit(
      engine.display, value: engine.value, width: displayLayer.frame.size.width)
    displayLayer.text = fitted.text
    displayLayer.textStyle.size = fitted.size
    keys.first { $0.key == .clear }?.layer.text = engine.clearsEntry ? "C" : "AC"
    displayLayer.accessibilityValue = engine.display
    for k in keys {
      k.isSelected = k.key == engine.selectedOperator
      k.layer.accessibilityTraits = k.isSelected ? [.button, .selected] : [.button]
    }
  }

  /// Pointer presses through the keypad tracker; keyboard keys press the keys visibly.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .keyUp(let key, _, _):
      guard let target = keyboardKey, key == heldKey else { return false }
      activate(target)
      target.release(animator: animator)
      keyboardKey = nil
    case .focusLost:
      keyboardKey?.release(animator: animator)
      keyboardKey = nil
      return false
    default:
      return false
    }
    return true
  }

  /// Keys and gestures.
  package var helpLines: [String] {
    [
      "Press a key: it lights up at once and fades when you let go (press again mid-fade)",
      "Drag off a key to cancel it; drag onto another key and release to press that one",
    ]
  }

  /// The display and the pressed key.
  package var physics: [PhysicsMarker] {
    [
      .note("display \(engine.display) · pressed \(highlightedLabel ?? "none")"),
      .note("fade: 0.5 s ease-out · drag-exit margin 24 pt"),
    ]
  }

  /// Display value, highlighted key, flags; `error` (1) while the display shows "Error" (a division
  /// by zero), whose value reads 0.
  package var state: [String: Double] {
    var state: [String: Double] = [
      "value": engine.value, "highlighted": keys.firstIndex { $0.isHighlighted }.map(Double.init) ?? -1,
      "pressing": isInteracting ? 1 : 0,
    ]
    if engine.display == "Error" { state["error"] = 1 }
    return state
  }
}
