import FluidMotion
import FluidUI

/// A labelled horizontal slider: title on the left, value on the right ("%.2f"), the track 20 pt below.
final class Slider {
  let layer = Layer()
  /// The part that takes the pointer: the track and the thumb's height around it, not the labels.
  let hitArea = Layer()
  private let titleLabel = Layer()
  private let valueLabel = Layer()
  private let track = Layer()
  private let fillBar = Layer()
  private let thumb = Layer()
  let range: ClosedRange<Double>
  private(set) var value: Double
  /// The slider's name, whole: its label shows as much as fits beside the value.
  private let title: String
  var isSelected = false {
    didSet {
      guard isSelected != oldValue else { return }  // set each frame as the focus is followed
      titleLabel.textStyle.color = isSelected ? Color(hex: 0x64CCF7) : .white
    }
  }

  init(title: String, range: ClosedRange<Double>, value: Double) {
    self.range = range
    self.value = value
    self.title = title
    titleLabel.text = title
    titleLabel.textStyle = TextStyle(size: 16, color: .white, bold: true)
    valueLabel.textStyle = TextStyle(size: 16, color: .white, bold: true, alignment: .right)
    track.fill = .solid(Color(white: 1, alpha: 0.22))
    track.cornerRadius = 2
    fillBar.fill = .solid(Color(hex: 0x64CCF7))
    fillBar.cornerRadius = 2
    thumb.fill = .solid(.white)
    thumb.hoverFill = .solid(Color(white: 0, alpha: 0.1))
    hitArea.cursor = .move
    hitArea.hoverTarget = thumb
    thumb.cornerRadius = 14
    thumb.shadow = Shadow(color: Color(white: 0, alpha: 0.4), offset: Size(width: 0, height: 2), radius: 8)
    for l in [titleLabel, valueLabel, track, fillBar, thumb] {
      l.isUserInteractionEnabled = false
      layer.addSublayer(l)
    }
    layer.addSublayer(hitArea)
    layer.isAccessibilityElement = true
    layer.focusRingOutset = 16  // clear of the knob, which stands 14 pt past either end
    layer.accessibilityLabel = Self.spoken(title)
    layer.accessibilityTraits = [.adjustable]
  }

  /// Makes the slider adjustable from assistive technology and the keyboard: each change goes
  /// through `change` (the scene's own path, as a drag's does) with the value asked for.
  func onAccessibilityChange(_ change: @escaping (Double) -> Void) {
    let step = 0.05  // as → moves it
    layer.accessibilitySetNumberBlock = change
    layer.accessibilityIncrementBlock = { [weak self] in self.map { change($0.value + step) } }
    layer.accessibilityDecrementBlock = { [weak self] in self.map { change($0.value - step) } }
  }

  /// A title as read aloud: "DAMPING (BOUNCINESS)" → "Damping (bounciness)".
  static func spoken(_ title: String) -> String {
    let lower = title.lowercased()
    return lower.prefix(1).uppercased() + lower.dropFirst()
  }

  /// Places the slider; `frame` covers the labels and the track (56 pt tall).
  func layout(frame: Rect) {
    layer.frame = frame
    titleLabel.frame = Rect(x: 0, y: 0, width: frame.size.width / 2, height: 20)
    titleLabel.text = titleLabel.textStyle.fitting(title, width: frame.size.width - 56)  // the value's room
    valueLabel.frame = Rect(x: frame.size.width / 2, y: 0, width: frame.size.width / 2, height: 20)
    track.frame = Rect(x: 0, y: 38, width: frame.size.width, height: 4)
    hitArea.frame = Rect(x: -14, y: 24, width: frame.size.width + 28, height: 32)
    refresh()
  }

  private func refresh() {
    let f = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
    let x = f * track.frame.size.width
    fillBar.frame = Rect(x: 0, y: 38, width: x, height: 4)
    thumb.frame = Rect(x: x - 14, y: 26, width: 28, height: 28)
    valueLabel.text = String(format2: value)
    layer.accessibilityNumber = AccessibilityNumber(
      minimum: range.lowerBound, maximum: range.upperBound, step: 0.01, current: value)
  }

  /// Sets the value (clamped to the range).
  func set(_ v: Double) {
    value = min(max(v, range.lowerBound), range.upperBound)
    refresh()
  }

  /// Sets the value from a window x coordinate on the track.
  func set(windowX x: Double) {
    let t = track.frameInWindow
    set(range.lowerBound + (x - t.minX) / t.size.width * (range.upperBound - range.lowerBound))
  }

  /// Moves the thumb `points` along the track (a scroll over the slider), clamped to the range.
  func move(by points: Double) {
    let width = max(track.frame.size.width, 1)
    set(value + points / width * (range.upperBound - range.lowerBound))
  }
}
