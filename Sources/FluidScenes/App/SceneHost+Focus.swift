import FluidMotion
import FluidUI

/// The keyboard's focus: Tab and Shift+Tab move it through the window's controls in reading order
/// (the accessibility tree's), a ring shows it, Space and Enter activate the focused control and the
/// arrows adjust a focused slider. Assistive technology hears each move (the tree's focus changes).
extension SceneHost {
  /// Moves the focus `step` controls on (1) or back (−1), wrapping; the first Tab takes the first.
  func moveFocus(by step: Int) {
    let order = focusOrder()
    guard !order.isEmpty else { return setFocus(nil) }
    let at = focusedLayer.flatMap { focused in order.firstIndex { $0 === focused } }
    let next = at.map { ($0 + step + order.count) % order.count } ?? (step > 0 ? 0 : order.count - 1)
    setFocus(order[next])
  }

  /// Gives the focus to `layer` (nil: to nothing).
  func setFocus(_ layer: Layer?) {
    focusedLayer?.isAccessibilityFocused = false
    focusedLayer = layer
    layer?.isAccessibilityFocused = true
    placeFocusRing()
  }

  /// The controls the focus goes through: the showing elements that act or adjust, in the order of
  /// the tree (the bar's first, then the scene's).
  func focusOrder() -> [Layer] {
    var order: [Layer] = []
    func visit(_ layer: Layer) {
      guard !layer.isHidden, layer.alpha > 0, layer.isUserInteractionEnabled else { return }
      if layer.isAccessibilityElement {
        if layer.accessibilityActivateBlock != nil || layer.accessibilityNumber != nil { order.append(layer) }
        return
      }
      layer.sublayers.forEach(visit)
    }
    visit(chrome.layer)
    visit((top ?? under).holder)
    return order
  }

  /// The focused control's keys: Space and Enter activate it, the arrows adjust a slider (with or
  /// without Shift); each applies only while a control that takes it has the focus.
  var focusCommands: [KeyCommand] {
    let activates = { [unowned self] in focusedLayer?.accessibilityActivateBlock != nil }
    let adjusts = { [unowned self] in focusedLayer?.accessibilityNumber != nil }
    var commands: [KeyCommand] = []
    for mods in [KeyModifiers(), .shift] {
      commands += [Key.space, .enter].map { key in
        KeyCommand(key, mods, title: "Activate the focused control", isHidden: !mods.isEmpty, when: activates)
        {
          [unowned self] in _ = focusedLayer?.accessibilityActivate()
        }
      }
      commands += [(Key.left, -1), (.right, 1), (.up, 1), (.down, -1)].map { key, step in
        KeyCommand(
          key, mods, title: "Adjust the focused slider", repeats: true, isHidden: !mods.isEmpty, when: adjusts
        ) { [unowned self] in
          if step > 0 {
            focusedLayer?.accessibilityIncrement()
          } else {
            focusedLayer?.accessibilityDecrement()
          }
        }
      }
    }
    return commands
  }

  /// Drops a focus on a control that is gone (its scene left, it was hidden).
  func dropFocusIfGone() {
    guard let focused = focusedLayer, !focusOrder().contains(where: { $0 === focused }) else { return }
    setFocus(nil)
  }

  /// Shows the ring around the focused control (in the desktop's accent where it has one).
  func placeFocusRing() {
    guard let focused = focusedLayer, !focused.isHidden else {
      focusRing.isHidden = true
      return
    }
    // The ring hugs what is drawn: a round button inside a larger hit area (its hover target, as
    // the window controls') gets a ring around the button, not around the hit area.
    let shape = focused.hoverTarget ?? focused
    let frame = shape.accessibilityFrame
    let ring = Rect(
      x: frame.minX - 3, y: frame.minY - 3, width: frame.size.width + 6, height: frame.size.height + 6)
    if focusRing.frame != ring { focusRing.frame = ring }
    // The ring follows the control's shape: a round key or button gets a round ring.
    let isRound =
      shape.cornerRadius > 0 && shape.cornerRadius * 2 >= min(shape.frame.size.width, shape.frame.size.height)
    let radius =
      isRound
      ? ring.size.height / 2 : shape.cornerRadius > 0 ? min(shape.cornerRadius + 3, ring.size.height / 2) : 6
    if focusRing.cornerRadius != radius { focusRing.cornerRadius = radius }
    // It runs every frame while a control has the focus: only a change touches the ring.
    let accent = palette.accent
    if focusRing.border?.color != accent || focusRing.border?.width != 2 { focusRing.border = (2, accent) }
    if focusRing.isHidden { focusRing.isHidden = false }
  }
}
