#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import FluidMotion
import FluidUI

/// Layers that draw one ``PhysicsMarker``, readable on every scene: shapes in a saturated colour
/// with a dark outline, text on a dark backing.
@MainActor
enum PhysicsMarkerLayers {
  /// The colour markers draw in: the scene's accent, or orange when the accent is a grey (the pane's
  /// #808080 would vanish on the grey pane, the flashlight's #EDEDED on white).
  static func ink(for accent: Color) -> Color {
    let channels = [accent.red, accent.green, accent.blue]
    return channels.max()! - channels.min()! < 0.15 ? Color(hex: 0xFF9F0A) : accent
  }

  /// Replaces `overlay`'s sublayers with the layers of `markers`, in the scene's `accent`.
  ///
  /// A label that would run past the window's right edge (a point's, near it) is moved left to end
  /// 4 pt inside it, and cut where it is wider than the window.
  static func draw(_ markers: [PhysicsMarker], accent: Color, in overlay: Layer) {
    for l in overlay.sublayers { l.removeFromSuperlayer() }
    var notes = 0
    let right = overlay.frame.size.width - 4
    for marker in markers {
      for l in layers(for: marker, accent: accent, noteIndex: &notes) {
        if let label = l.sublayers.first, label.text != nil { keepInside(l, label: label, right: right) }
        overlay.addSublayer(l)
      }
    }
  }

  /// Moves a label's `pill` left to end at `right` (window points), cut with "…" where it is
  /// wider than the window.
  private static func keepInside(_ pill: Layer, label: Layer, right: Double) {
    if pill.frame.size.width > right - 4 {
      pill.frame.size.width = max(16, right - 4)
      label.frame.size.width = pill.frame.size.width - 16
      label.text = label.textStyle.fitting(label.text ?? "", width: label.frame.size.width)
    }
    if pill.frame.maxX > right { pill.frame.origin.x = max(4, right - pill.frame.size.width) }
  }

  /// The layers of one marker; a note or a level takes the next rows of the notes' column.
  static func layers(for marker: PhysicsMarker, accent scene: Color, noteIndex: inout Int) -> [Layer] {
    let accent = ink(for: scene)
    let outline = (1.0, Color(white: 0, alpha: 0.7))
    switch marker {
    case .velocity(let p, let v):
      let tip = v.scaled(by: 0.1)
      let length = tip.magnitude
      guard length > 0.5 else { return [] }
      let shaft = Layer(frame: Rect(x: p.x, y: p.y - 1.5, width: length, height: 3))
      shaft.anchorPoint = Vector2(x: 0, y: 0.5)
      shaft.transform.rotation = atan2(tip.y, tip.x)
      shaft.fill = .solid(accent)
      shaft.cornerRadius = 1.5
      shaft.border = outline
      let head = dot(at: p + tip, radius: 5, fill: accent)
      head.border = outline
      return [shaft, head]
    case .point(let p, let label):
      let shade = Layer(frame: Rect(x: p.x - 9, y: p.y - 9, width: 18, height: 18))
      shade.cornerRadius = 9
      shade.border = (4, Color(white: 0, alpha: 0.6))
      let ring = Layer(frame: Rect(x: p.x - 8, y: p.y - 8, width: 16, height: 16))
      ring.cornerRadius = 8
      ring.border = (2, accent)
      return [shade, ring, pill(label, at: Vector2(x: p.x + 14, y: p.y - 10), color: accent)]
    case .level(let value, let threshold, let label):
      // In the notes' column at the top left, the label over its track: a scene's hint runs along
      // the bottom, where a level would cover it.
      let top = noteTop(noteIndex)
      noteIndex += 2
      return [
        pill(label, at: Vector2(x: 12, y: top), color: .white),
        track(value, threshold: threshold, top: top + 26, accent: accent),
      ]
    case .note(let line):
      let origin = Vector2(x: 12, y: noteTop(noteIndex))
      noteIndex += 1
      return [pill(line, at: origin, color: Color(white: 0.92))]
    }
  }

  /// A level's track, 200 × 8 pt at x 16 and `top`: filled to `value` (0...1) in `accent`, a white
  /// mark at `threshold`.
  private static func track(_ value: Double, threshold: Double?, top: Double, accent: Color) -> Layer {
    let track = Layer(frame: Rect(x: 16, y: top, width: 200, height: 8))
    track.fill = .solid(Color(white: 1, alpha: 0.15))
    track.cornerRadius = 4
    let fill = Layer(frame: Rect(x: 0, y: 0, width: 200 * min(max(value, 0), 1), height: 8))
    fill.fill = .solid(accent)
    fill.cornerRadius = 4
    track.addSublayer(fill)
    if let threshold {
      let mark = Layer(frame: Rect(x: 200 * threshold - 1, y: -4, width: 2, height: 16))
      mark.fill = .solid(.white)
      track.addSublayer(mark)
    }
    return track
  }

  /// The top of the `index`th row of the notes' column under the bar, pt: 22 pt a row.
  private static func noteTop(_ index: Int) -> Double { SceneChrome.barHeight + 8 + Double(index) * 22 }

  /// Text on a dark rounded backing as wide as the text, legible on light and dark scenes alike.
  private static func pill(_ text: String, at origin: Vector2, color: Color) -> Layer {
    let style = TextStyle(size: 12, color: color, bold: true)
    let frame = Rect(origin: origin, size: Size(width: style.estimatedWidth(of: text) + 16, height: 20))
    let backing = Layer(frame: frame)
    backing.fill = .solid(Color(white: 0, alpha: 0.62))
    backing.cornerRadius = 5
    let label = Layer(frame: Rect(x: 8, y: 0, width: frame.size.width - 16, height: frame.size.height))
    label.text = text
    label.textStyle = style
    backing.addSublayer(label)
    return backing
  }

  private static func dot(at p: Vector2, radius: Double, fill: Color) -> Layer {
    let d = Layer(frame: Rect(x: p.x - radius, y: p.y - radius, width: 2 * radius, height: 2 * radius))
    d.cornerRadius = radius
    d.fill = .solid(fill)
    return d
  }
}
