import FluidMotion
import FluidUI

/// The title bar's window controls when the app draws its own frame: minimise, maximise and close,
/// round buttons at the bar's right end as libadwaita's header bar draws them.
///
/// Each button is a FluidUI ``FluidUI/Control`` on a transparent layer 4 pt larger on each side than
/// the drawn circle (a press there counts): it acts on a click, pressed then released over it (a
/// press that slides off does nothing).
final class WindowControls {
  /// What a control does.
  enum Control: CaseIterable {
    case minimize, maximize, close
  }

  let layer = Layer()
  private var buttons: [(control: Control, layer: Layer, hit: Layer, tracker: FluidUI.Control)] = []
  /// Called when a button is clicked.
  var onAction: ((Control) -> Void)?
  /// The diameter of a button, points.
  static let diameter = 24.0
  /// The room between buttons and after the last, points.
  static let gap = 10.0
  /// How far around a button a press still lands on it, points.
  static let hitMargin = 4.0
  /// The room the controls take at the bar's right end, points.
  static let width = Double(Control.allCases.count) * (diameter + gap) + 2
  /// The colours the buttons are drawn in.
  private var palette = Palette.dark
  /// Whether the window is maximised: the middle button shows "restore" (two squares).
  var isMaximized = false {
    didSet { if isMaximized != oldValue { middleChanged() } }
  }
  /// Whether the window fills the screen: the middle button leaves full screen (four corners
  /// pointing in), as a full screen's revealed header bar offers on GNOME.
  var isFullscreen = false {
    didSet { if isFullscreen != oldValue { middleChanged() } }
  }
  /// Whether the window is in the backdrop: the glyphs are dimmed.
  var isBackdrop = false {
    didSet { if isBackdrop != oldValue { restyle() } }
  }

  init() {
    for control in Control.allCases {
      let button = Layer(frame: Rect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
      button.cornerRadius = Self.diameter / 2
      button.cursor = .hand
      let side = Self.diameter + 2 * Self.hitMargin
      let hit = Layer(frame: Rect(x: 0, y: 0, width: side, height: side))
      button.frame.origin = Vector2(x: Self.hitMargin, y: Self.hitMargin)
      hit.addSublayer(button)
      hit.hoverTarget = button  // the margin around the circle shows its hover too
      hit.cursor = .hand
      let tracker = FluidUI.Control(layer: hit)
      hit.accessibilityLabel = label(control)
      tracker.dragExitMargin = 0
      tracker.addAction(for: .allTouchEvents) { [weak self] tracker, _ in
        self?.showPressed(control, tracker.isTracking && tracker.isHighlighted)
      }
      tracker.addAction(for: .primaryActionTriggered) { [weak self] _, _ in self?.onAction?(control) }
      buttons.append((control, button, hit, tracker))
      layer.addSublayer(hit)
    }
    restyle()
  }

  /// A button's name as read aloud (the middle one's: "Leave Full Screen" in full screen,
  /// "Restore" while maximised, else "Maximize").
  private func label(_ control: Control) -> String {
    switch control {
    case .minimize: "Minimize"
    case .maximize: isFullscreen ? "Leave Full Screen" : isMaximized ? "Restore" : "Maximize"
    case .close: "Close"
    }
  }

  /// The middle button's glyph and name follow the window's state.
  private func middleChanged() {
    restyle()
    for entry in buttons where entry.control == .maximize {
      entry.hit.accessibilityLabel = label(.maximize)
    }
  }

  /// Draws the buttons in `palette`.
  func apply(_ palette: Palette) {
    guard palette != self.palette else { return }
    self.palette = palette
    restyle()
  }

  /// Paints the circles and makes the glyphs anew: the palette's colours, dimmed in the backdrop,
  /// the maximise button's glyph for the window's state.
  private func restyle() {
    let ink = isBackdrop ? palette.backdrop(palette.glyph) : palette.glyph
    for entry in buttons {
      entry.layer.fill = .solid(
        entry.tracker.isTracking && entry.tracker.isHighlighted ? palette.barPressed : restFill)
      entry.layer.hoverFill = .solid(palette.barHover)
      for l in entry.layer.sublayers { l.removeFromSuperlayer() }
      let state = isFullscreen ? Middle.fullscreen : isMaximized ? .maximized : .window
      Self.glyph(for: entry.control, middle: state, ink: ink).forEach(entry.layer.addSublayer)
    }
  }

  /// What the middle button does now.
  private enum Middle { case window, maximized, fullscreen }

  /// The glyph's strokes, 1.5 pt wide, centred in a button, in `ink`: a bar (minimise), a square
  /// (maximise), two overlapping squares (restore) or four corners pointing in (leave full screen),
  /// a cross (close).
  private static func glyph(for control: Control, middle: Middle, ink: Color) -> [Layer] {
    let c = diameter / 2
    func stroke(_ rect: Rect, turned angle: Double = 0) -> Layer {
      let l = Layer(frame: rect)
      l.fill = .solid(ink)
      l.cornerRadius = 0.75
      l.transform = LayerTransform(rotation: angle)
      return l
    }
    func box(_ rect: Rect) -> Layer {
      let l = Layer(frame: rect)
      l.border = (1.5, ink)
      l.cornerRadius = 1.5
      return l
    }
    switch control {
    case .minimize:
      return [stroke(Rect(x: c - 4.5, y: c + 2.5, width: 9, height: 1.5))]
    case .maximize where middle == .fullscreen:
      return cornersIn(centre: c, stroke: { stroke($0) })
    case .maximize where middle == .maximized:
      // The back square shows only above and to the right of the front one: its top and right sides.
      return [
        stroke(Rect(x: c - 2.5, y: c - 5, width: 7.5, height: 1.5)),
        stroke(Rect(x: c + 3.5, y: c - 5, width: 1.5, height: 7.5)),
        box(Rect(x: c - 5, y: c - 2.5, width: 7.5, height: 7.5)),
      ]
    case .maximize:
      return [box(Rect(x: c - 4.5, y: c - 4.5, width: 9, height: 9))]
    case .close:
      let bar = Rect(x: c - 5.5, y: c - 0.75, width: 11, height: 1.5)
      return [stroke(bar, turned: .pi / 4), stroke(bar, turned: -.pi / 4)]
    }
  }

  /// Leave full screen's glyph: four corners pointing in, each an L whose corner is 2.5 pt from the
  /// lines through `c` (the button's centre), its arms reaching out 3 pt more (Material's
  /// fullscreen_exit), drawn with `stroke`.
  private static func cornersIn(centre c: Double, stroke: (Rect) -> Layer) -> [Layer] {
    [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)].flatMap { sx, sy -> [Layer] in
      let (x, y) = (c + sx * 2.5, c + sy * 2.5)
      return [
        stroke(Rect(x: sx < 0 ? x - 3 : x - 0.75, y: y - 0.75, width: 3.75, height: 1.5)),
        stroke(Rect(x: x - 0.75, y: sy < 0 ? y - 3 : y - 0.75, width: 1.5, height: 3.75)),
      ]
    }
  }

  /// Attaches the buttons' controls to `gestures`.
  func attach(to gestures: GestureScope) {
    for entry in buttons { gestures.add(entry.tracker, to: entry.hit) }
  }

  /// Lays the buttons out in a bar `barHeight` tall whose right end is at `right`.
  func layout(right: Double, barHeight: Double) {
    layer.frame = Rect(x: right - Self.width, y: 0, width: Self.width, height: barHeight)
    for (i, entry) in buttons.enumerated() {
      entry.hit.frame.origin = Vector2(
        x: 2 + Double(i) * (Self.diameter + Self.gap) - Self.hitMargin,
        y: (barHeight - Self.diameter) / 2 - Self.hitMargin)
    }
  }

  /// Shows `control` pressed (a stronger shade than its hover, under it) or at rest.
  ///
  /// A pointer's press or Space's on the focused control presses it; the hover stays the pointer's.
  func showPressed(_ control: Control, _ on: Bool) {
    for entry in buttons where entry.control == control {
      entry.layer.fill = .solid(on ? palette.barPressed : restFill)
    }
  }

  /// A button's fill at rest: dimmed in the backdrop.
  private var restFill: Color { isBackdrop ? palette.button.withAlpha(0.5) : palette.button }
}
