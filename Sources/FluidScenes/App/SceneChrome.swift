import FluidMotion
import FluidUI

/// The app's chrome above every scene: the slim title bar, the help overlay and the physics overlay.
@MainActor
final class SceneChrome {
  let layer = Layer()
  private let bar = Layer()
  private let backButton = BackButton()
  private var back: Layer { backButton.layer }
  private let dot = Layer()
  private let titleLabel = Layer()
  private let keysLabel = Layer()
  private let help = Layer()
  private let overlay = Layer()
  let controls = WindowControls()
  /// The zoom level, shown for a moment after a zoom key.
  let zoomBadge = ZoomBadge()
  /// "‹ Menu"'s control; its click goes back to the menu.
  let backControl: Control
  /// Called when "‹ Menu" is clicked.
  var onBack: (() -> Void)?
  /// Whether the bar carries the window's controls (the app draws the window's frame).
  var showsWindowControls = false { didSet { controls.layer.isHidden = !showsWindowControls } }
  /// The colours the chrome is drawn in: the desktop's light or dark.
  private(set) var palette = Palette.dark
  /// Whether the window is in the backdrop (not focused): the bar's contents are dimmed.
  var isBackdrop = false {
    didSet { if isBackdrop != oldValue { restyle() } }
  }
  /// How much of the bar shows, 0...1: less than 1 while full screen hides it above the window.
  var reveal = 1.0 {
    didSet { if reveal != oldValue { placeBar() } }
  }
  /// The scene's colour for "‹ Menu" on the dark bar (nil: the bar's text colour).
  private var backTint: Color?
  private var width = 0.0
  private var helpLines: [String] = []
  /// The lines and window size the help panel's layers were made for: showing it again, or laying
  /// the chrome out again at the same size, reuses them (wrapping the text is the costly part).
  private var helpLaidOut: (lines: [String], size: Size)?
  private var keyHints: [String] = []
  static let barHeight = SceneLayout.barHeight
  /// The narrowest help panel: a narrower window shows part of it rather than a column of letters.
  static let minHelpWidth = 240.0

  init() {
    backControl = Control(layer: backButton.layer)
    backControl.dragExitMargin = 0
    controls.layer.isHidden = true
    dot.cornerRadius = 5
    titleLabel.textStyle = TextStyle(size: 14, color: .white, bold: true)
    keysLabel.textStyle = TextStyle(size: 12, color: Color(white: 0.65), alignment: .right)
    help.cornerRadius = 16
    help.isHidden = true
    restyle()
    overlay.isUserInteractionEnabled = false
    help.isUserInteractionEnabled = false  // the help shows over the scene, which still takes presses
    for l in [dot, titleLabel, keysLabel] { l.isUserInteractionEnabled = false }
    [bar, overlay, help, zoomBadge.layer].forEach(layer.addSublayer)
    [back, dot, titleLabel, keysLabel, controls.layer].forEach(bar.addSublayer)
    backControl.addAction(for: .allTouchEvents) { [weak self] control, _ in
      self?.highlightBack(control.isTracking && control.isHighlighted)
    }
    backControl.addAction(for: .primaryActionTriggered) { [weak self] _, _ in self?.onBack?() }
  }

  /// Makes the bar's presses members of the window's arena: "‹ Menu" and the window's controls
  /// (FluidUI ``FluidUI/Control``s), and `barPress` on the bar's empty part.
  func attach(to gestures: GestureScope, barPress: any GestureRecognizer) {
    gestures.add(backControl, to: back)
    controls.attach(to: gestures)
    gestures.add(barPress, to: bar)
  }

  var isHelpShown: Bool { !help.isHidden }
  /// Where "‹ Menu" takes clicks, window points (nothing on the menu itself).
  var backFrame: Rect { back.isHidden ? Rect(x: 0, y: 0, width: 0, height: 0) : back.frame }

  /// Lays the chrome out for a window of `size`: the chrome's own layer is the bar's size, so only
  /// the bar takes presses; the overlays paint beyond it and let presses through to the scene.
  func layout(size: Size) {
    width = size.width
    placeBar()
    overlay.frame = Rect(origin: .zero, size: size)
    zoomBadge.layout(width: size.width, top: Self.barHeight + 16)
    backButton.layout(frame: Rect(x: 4, y: 3, width: 70, height: Self.barHeight - 6))
    let left = back.isHidden ? 12.0 : 84
    dot.frame = Rect(x: left, y: 11, width: 10, height: 10)
    let titleWidth = titleLabel.textStyle.estimatedWidth(of: titleLabel.text ?? "") + 8
    titleLabel.frame = Rect(x: left + 18, y: 0, width: titleWidth, height: Self.barHeight)
    let keysLeft = titleLabel.frame.maxX + 16
    let right = size.width - (showsWindowControls ? 8 : 0)
    controls.layout(right: right, barHeight: Self.barHeight)
    let keysRight = showsWindowControls ? controls.layer.frame.minX - 8 : right - 12
    keysLabel.frame = Rect(x: keysLeft, y: 0, width: max(0, keysRight - keysLeft), height: Self.barHeight)
    // The longest list of hints that fits.
    keysLabel.text =
      keyHints.first { keysLabel.textStyle.estimatedWidth(of: $0) <= keysLabel.frame.size.width } ?? ""
    layoutHelp(size: size)
  }

  /// The catalogue index of the entry the bar shows.
  private(set) var shownIndex: Int?

  /// Fades the bar's labels (not the bar) to `alpha`: a transition cross-fades them through its
  /// midpoint, from the scene it leaves to the one it shows.
  func fadeLabels(_ alpha: Double) {
    for l in [back, dot, titleLabel, keysLabel] where l.alpha != alpha { l.alpha = alpha }
  }

  func update(entry: SceneCatalog.Entry, slow: Bool, size: Size) {
    shownIndex = entry.index
    let isMenu = entry.index == SceneCatalog.menu.index
    back.isHidden = isMenu
    // The seed tints the back button with the scene's colour; a grey one (the pane's) would not
    // read on the bar, so it is white.
    let grey = PhysicsMarkerLayers.ink(for: entry.accent) != entry.accent
    backTint = grey ? nil : entry.accent
    restyle()
    dot.fill = .solid(entry.accent)
    dot.isHidden = isMenu
    titleLabel.text = isMenu ? "Fluid" : "\(entry.index)  \(entry.title)"
    let slowNote = slow ? "SLOW MOTION ×0.1   " : ""
    keyHints = [
      slowNote
        + (isMenu
          ? "↑↓ Enter open · H help · Ctrl+Q quit" : "Esc menu · H help · S slow · V physics · Tab next"),
      slowNote + (isMenu ? "H help · Ctrl+Q quit" : "Esc menu · H help"),
      slowNote + "H help", slowNote,
    ]
    layout(size: size)
  }

  /// Shows "‹ Menu" pressed (or not).
  func highlightBack(_ on: Bool) {
    back.fill = on ? .solid(palette.barPressed) : nil
  }

  /// The app's own keys, first in the help panel.
  static let globalHelp = [
    "Alt+0–9  jump to a scene · Tab / Shift+Tab  next / previous · Alt+← / Alt+→  back / forward",
    "H or F1  this help · S  slow motion (×0.1) · V  physics overlay · F  stats",
    "Esc  close help, back to the menu, leave full screen (never quits) · Ctrl+Q or Ctrl+W  quit",
    "Ctrl+=  / Ctrl+−  zoom in / out (kept) · Ctrl+0  the desktop's size · F11  full screen",
  ]

  /// Shows the help panel for `scene`, or hides it.
  func toggleHelp(scene: any FluidScene, size: Size) {
    help.isHidden.toggle()
    if !help.isHidden { helpLines = Self.globalHelp + [""] + scene.helpLines }
    layoutHelp(size: size)
  }

  /// Lays the help panel out for `size`: centred, its lines wrapped to its width, the text made
  /// smaller when it would not fit the window's height.
  private func layoutHelp(size: Size) {
    guard !help.isHidden else { return }
    if let done = helpLaidOut, done.lines == helpLines, done.size == size { return }
    helpLaidOut = (helpLines, size)
    for l in help.sublayers { l.removeFromSuperlayer() }
    let width = max(Self.minHelpWidth, min(size.width - 32, 680.0))
    let room = size.height - Self.barHeight - 16
    var style = TextStyle(size: 14, color: palette.panelText)
    var lines: [(String, Bool)] = []
    for fontSize in [14.0, 12, 11, 10, 9] {
      style.size = fontSize
      lines = helpLines.enumerated().flatMap { i, line in
        style.wrap(line, width: width - 40).map { ($0, i < Self.globalHelp.count) }
      }
      if Double(lines.count) * style.lineHeight + 32 <= room { break }
    }
    let height = Double(lines.count) * style.lineHeight + 32
    help.frame = Rect(
      x: (size.width - width) / 2, y: Self.barHeight + max(8, (room - height) / 2), width: width,
      height: height)
    for (i, (line, isGlobal)) in lines.enumerated() {
      let label = Layer(
        frame: Rect(x: 20, y: 16 + Double(i) * style.lineHeight, width: width - 40, height: style.lineHeight))
      label.text = line
      label.textStyle = style
      label.textStyle.color = isGlobal ? palette.panelDimText : palette.panelText
      help.addSublayer(label)
    }
  }

  /// Draws the chrome in `palette` (the desktop's light or dark).
  func apply(_ palette: Palette) {
    guard palette != self.palette else { return }
    self.palette = palette
    restyle()
  }

  /// Paints the bar, its labels and the help panel in the palette, dimmed in the backdrop.
  private func restyle() {
    func ink(_ color: Color) -> Color { isBackdrop ? palette.backdrop(color) : color }
    bar.fill = .solid(palette.bar)
    back.hoverFill = .solid(palette.barHover)
    backButton.paint(ink(palette == .dark ? backTint ?? palette.barText : palette.barText))
    titleLabel.textStyle.color = ink(palette.barText)
    keysLabel.textStyle.color = ink(palette.secondaryText)
    help.fill = .solid(palette.panel)
    help.border = (1, palette.panelBorder)
    helpLaidOut = nil
    controls.apply(palette)
    controls.isBackdrop = isBackdrop
  }

  /// Puts the bar at the window's top, or part of it above the top while full screen hides it; the
  /// chrome's own layer (what takes presses) is the part that shows.
  private func placeBar() {
    let shown = Self.barHeight * min(max(reveal, 0), 1)
    layer.frame = Rect(x: 0, y: 0, width: width, height: shown)
    bar.frame = Rect(x: 0, y: shown - Self.barHeight, width: width, height: Self.barHeight)
    bar.isHidden = shown <= 0
  }

  /// Redraws the physics overlay, or clears it when `markers` is nil.
  func showPhysics(_ markers: [PhysicsMarker]?, accent: Color, size: Size) {
    for l in overlay.sublayers { l.removeFromSuperlayer() }
    guard let markers else { return }
    var notes = 0
    for marker in markers {
      for l in PhysicsMarkerLayers.layers(for: marker, accent: accent, size: size, noteIndex: &notes) {
        overlay.addSublayer(l)
      }
    }
  }
}
