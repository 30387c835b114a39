import FluidMotion
import FluidUI

/// The flashlight glyph in a 50 × 50 box, pointing up: a lens rim and a tapering head, a body, and a
/// slide switch cut into the body whose knob sits up when the light is on and down when it is off.
struct FlashlightGlyph {
  /// The 50 × 50 container, a sublayer of the button.
  let container = Layer(frame: Rect(x: 0, y: 0, width: 50, height: 50))
  /// The parts drawn in the glyph colour: rim, head steps, body, knob.
  let parts: [Layer]
  /// The switch's slot, drawn in the button's colour (a cut-out).
  let slot: Layer
  /// The switch's knob.
  let knob: Layer

  /// Builds the glyph.
  init() {
    func part(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> Layer {
      let l = Layer(frame: Rect(x: x, y: y, width: w, height: h))
      l.cornerRadius = r
      l.isUserInteractionEnabled = false
      return l
    }
    let rim = part(14, 8, 22, 5, 1.5)
    let head = [part(16, 12.5, 18, 3.5, 0.5), part(18, 15.5, 14, 3, 0.5), part(19.5, 18, 11, 3, 0.5)]
    let body = part(20, 20.5, 10, 21, 2.5)
    slot = part(22.5, 24, 5, 10, 2.5)
    knob = part(23.5, 25, 3, 4, 1.5)
    parts = [rim] + head + [body, knob]
    container.isUserInteractionEnabled = false
    for l in [rim] + head + [body, slot, knob] { container.addSublayer(l) }
  }

  /// Colours the glyph (`ink` on a button of colour `background`) and slides the knob for `on`.
  func paint(ink: Color, background: Color, on: Bool) {
    for p in parts { p.fill = .solid(ink) }
    slot.fill = .solid(background)
    knob.frame.origin.y = on ? 25 : 29
  }
}
