import FluidMotion
import FluidUI

/// One calculator key: a round layer that highlights on the very frame it is pressed and fades back
/// over 0.5 s (ease-out) when let go, staying pressable mid-fade.
final class CalculatorKey {
  let key: CalculatorEngine.Key
  let layer: Layer
  let normal: Color
  let highlighted: Color
  private var fade: PropertyAnimator?
  private(set) var isHighlighted = false
  private let glyph: Color
  /// Whether this operator key is selected (pending): white with an orange glyph, as iOS.
  var isSelected = false {
    didSet {
      guard isSelected != oldValue else { return }
      layer.textStyle.color = isSelected ? normal : glyph
      guard !isHighlighted else { return }
      if let fade, fade.state == .active { fade.stopAnimation(true) }  // selection shows at once
      fade = nil
      layer.fill = .solid(restColor)
    }
  }
  /// The fill at rest: white while selected, else the normal colour.
  private var restColor: Color { isSelected ? .white : normal }

  init(
    _ key: CalculatorEngine.Key, label: String, normal: UInt32, highlighted: UInt32, dark: Bool, frame: Rect
  ) {
    self.key = key
    self.normal = Color(hex: normal)
    self.highlighted = Color(hex: highlighted)
    layer = Layer(frame: frame)
    layer.cornerRadius = frame.size.height / 2
    layer.cursor = .hand
    layer.hoverFill = .solid(Color(white: 1, alpha: 0.12))
    layer.fill = .solid(self.normal)
    layer.text = label
    glyph = dark ? .black : .white
    layer.textStyle = TextStyle(size: 32, color: glyph, alignment: .center)
  }

  /// Highlights at once, stopping a fade where it is.
  func highlight() {
    if let fade, fade.state == .active { fade.stopAnimation(true) }  // stop a fade where it is
    fade = nil
    isHighlighted = true
    layer.fill = .solid(highlighted)
  }

  /// Fades back to normal over 0.5 s, ease-out.
  func release(animator: Animator) {
    guard isHighlighted else { return }
    isHighlighted = false
    let next = PropertyAnimator(duration: 0.5, curve: .easeOut, animator: animator) {
      self.layer.fill = .solid(self.restColor)
    }
    next.startAnimation()
    fade = next
  }
}
