import FluidMotion
import FluidUI

/// The app's chrome above every scene: the slim title bar, the shortcuts window, the physics overlay,
/// the zoom level and the window's outline.
@MainActor
final class SceneChrome {
  let layer = Layer()
  private let bar = Layer()
  /// The bar's own layer (not its labels, which let presses through to it): what moves the window.
  var barLayer: Layer { bar }
  /// A drag on the bar's empty part: it moves the window.
  let barDrag = PanGestureRecognizer()
  /// A double click on the bar's empty part: it maximises or restores the window.
  let barDoubleClick: TapGestureRecognizer = {
    let tap = TapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    return tap
  }()
  private let backButton = BackButton()
  private var back: Layer { backButton.layer }
  private let dot = Layer()
  private let titleLabel = Layer()
  /// The bar's title, whole: its label shows as much as fits.
  private var title = "Fluid"
  /// "SLOW MOTION ×0.1" while the scene runs slowly.
  let slowLabel = Layer()
  /// "F1 Shortcuts": opens and closes the shortcuts window.
  let shortcutsButton = ShortcutsButton()
  /// Called when "F1 Shortcuts" is clicked.
  var onShortcuts: (() -> Void)?
  /// The shortcuts window (`F1`, `Ctrl+?`).
  let shortcuts = ShortcutsPanel()
  private var help: Layer { shortcuts.layer }
  private let overlay = Layer()
  let controls = WindowControls()
  /// The zoom level, shown for a moment after a zoom key.
  let zoomBadge = ZoomBadge()
  /// "‹ Menu"'s control; its click goes back to the menu.
  let backControl: Control
  /// Called when "‹ Menu" is clicked.
  var onBack: (() -> Void)?
  /// Whether the bar carries the window's controls (the app draws the window's frame).
  var showsWindowControls = false {
    didSet {
      controls.layer.isHidden = !showsWindowControls
      outline.isHidden = !showsOutline
    }
  }
  /// The hairline around the window, libadwaita's in a session with no compositor: shown while the
  /// app draws the window's frame and the window is neither maximised nor full screen.
  private let outline = Layer()
  /// Whether the window is maximised or full screen (no outline then).
  var fillsScreen = false {
    didSet { outline.isHidden = !showsOutline }
  }
  private var showsOutline: Bool { showsWindowControls && !fillsScreen }
  /// Whether the outline shows.
  var isOutlined: Bool { !outline.isHidden }
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
  /// The bar's slide in and out of a full-screen window.
  private var revealSlide: SpringAnimation<Double>?
  /// Whether the keyboard's focus on one of the bar's controls holds it in a full screen.
  var isHeldByFocus = false
  /// The free pointer over the window (a member on the window's root, enabled only in full screen):
  /// at the top edge it reveals the bar, and below the bar it hides it (``followForReveal(_:)``).
  private(set) lazy var revealHover: HoverGestureRecognizer = {
    let hover = HoverGestureRecognizer { [unowned self] in followForReveal($0) }
    hover.isEnabled = false
    return hover
  }()
  /// Slides the bar in (true) or out: the host's spring, at once when motion is reduced.
  var onReveal: ((Bool) -> Void)?
  /// Where the bar's reveal is heading, 0...1.
  var revealTarget: Double { revealSlide?.target ?? reveal }
  /// The scene's colour for "‹ Menu" on the dark bar (nil: the bar's text colour).
  private var backTint: Color?
  private var width = 0.0
  /// The slow-motion note's texts, longest first (none at normal speed): the first that fits shows.
  var slowNotes: [String] = []
  static let barHeight = SceneLayout.barHeight

  init() {
    backControl = Control(layer: backButton.layer)
    backButton.layer.accessibilityLabel = "Back to the menu"
    backControl.dragExitMargin = 0
    controls.layer.isHidden = true
    dot.cornerRadius = 5
    titleLabel.textStyle = TextStyle(size: 14, color: .white, bold: true)
    slowLabel.textStyle = TextStyle(size: 12, color: Color(white: 0.65), alignment: .right)
    restyle()
    overlay.isUserInteractionEnabled = false
    for l in [dot, titleLabel, slowLabel] { l.isUserInteractionEnabled = false }
    outline.isUserInteractionEnabled = false
    outline.isHidden = true
    // The shortcuts window's scrim under the bar: the bar's controls and drag still act, and in full
    // screen, with the bar slid away, it covers the window's top too.
    [shortcuts.scrim, bar, overlay, help, zoomBadge.layer, outline].forEach(layer.addSublayer)
    [back, dot, titleLabel, slowLabel, shortcutsButton.layer, controls.layer].forEach(bar.addSublayer)
    backControl.addAction(for: .allTouchEvents) { [weak self] control, _ in
      self?.highlightBack(control.isTracking && control.isHighlighted)
    }
    backControl.addAction(for: .primaryActionTriggered) { [weak self] _, _ in self?.onBack?() }
    shortcutsButton.control.addAction(for: .primaryActionTriggered) { [weak self] _, _ in self?.onShortcuts?()
    }
  }

  /// Makes the bar's presses members of the window's arena: "‹ Menu" and the window's controls
  /// (FluidUI ``FluidUI/Control``s), the drag and the double click on the bar itself.
  ///
  /// A control's press fails the bar's double click (a control's press fails the taps on its
  /// path); the host lets the bar's drag begin only from the bar itself. The shortcuts window's
  /// scrolling glides on `animator`.
  func attach(to gestures: GestureScope, animator: Animator) {
    gestures.add(backControl, to: back)
    gestures.add(shortcutsButton.control, to: shortcutsButton.layer)
    controls.attach(to: gestures)
    gestures.add(barDrag, to: bar)
    gestures.add(barDoubleClick, to: bar)
    shortcuts.attach(to: gestures, animator: animator)
  }

  var isHelpShown: Bool { !help.isHidden }

  /// Lays the chrome out for a window of `size`: the chrome's own layer is the bar's size; the
  /// overlays paint beyond it and let presses through to the scene, but for the shortcuts window and
  /// its scrim, which take every press while they show.
  func layout(size: Size) {
    width = size.width
    placeBar()
    overlay.frame = Rect(origin: .zero, size: size)
    outline.frame = Rect(origin: .zero, size: size)
    zoomBadge.layout(width: size.width, top: Self.barHeight + 16)
    backButton.layout(frame: Rect(x: 4, y: 3, width: 70, height: Self.barHeight - 6))
    let left = back.isHidden ? 12.0 : 84
    dot.frame = Rect(x: left, y: 11, width: 10, height: 10)
    let right = size.width - (showsWindowControls ? 8 : 0)
    controls.layout(right: right, barHeight: Self.barHeight)
    let keysRight = showsWindowControls ? controls.layer.frame.minX - 8 : right - 12
    // The scene's dot: not on the menu, nor under the window's controls in a window too narrow.
    dot.isHidden = back.isHidden || left + 10 > keysRight
    // As much of the title as fits before the window's controls.
    titleLabel.text = titleLabel.textStyle.fitting(title, width: keysRight - (left + 18) - 8)
    let titleWidth = titleLabel.textStyle.estimatedWidth(of: titleLabel.text ?? "") + 8
    titleLabel.frame = Rect(x: left + 18, y: 0, width: titleWidth, height: Self.barHeight)
    layoutKeys(from: titleLabel.frame.maxX + 16, to: keysRight)
    layoutHelp(size: size)
  }

  /// The catalogue index of the entry the bar shows.
  private(set) var shownIndex: Int?

  /// Fades the bar's labels (not the bar) to `alpha` and moves them `offset` points with their scene.
  ///
  /// "F1 Shortcuts" and the slow-motion note show only while `keysShow`. A transition cross-fades
  /// the labels through its midpoint, from the scene it leaves to the one it shows, each set riding
  /// with its scene.
  func placeLabels(alpha: Double, offset: Double, keysShow: Bool) {
    let shift = LayerTransform(translation: Vector2(x: offset, y: 0))
    for l in [back, dot, titleLabel, slowLabel, shortcutsButton.layer] {
      let a = (l === slowLabel || l === shortcutsButton.layer) && !keysShow ? 0 : alpha
      if l.alpha != a { l.alpha = a }
      if l.transform != shift { l.transform = shift }
    }
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
    title = isMenu ? "Fluid" : "\(entry.index)  \(entry.title)"
    slowNotes = slow ? ["SLOW MOTION ×0.1", "SLOW ×0.1"] : []
    layout(size: size)
  }

  /// Draws the chrome in `palette` (the desktop's light or dark).
  func apply(_ palette: Palette) {
    guard palette != self.palette else { return }
    self.palette = palette
    restyle()
  }

  /// Paints the bar, its labels and the outline in the palette, dimmed in the backdrop.
  private func restyle() {
    func ink(_ color: Color) -> Color { isBackdrop ? palette.backdrop(color) : color }
    bar.fill = .solid(palette.bar)
    back.hoverFill = .solid(palette.barHover)
    backButton.paint(ink(palette == .dark ? backTint ?? palette.barText : palette.barText))
    titleLabel.textStyle.color = ink(palette.barText)
    slowLabel.textStyle.color = ink(palette.secondaryText)
    shortcutsButton.paint(
      ink: ink(palette.secondaryText), hover: palette.barHover, pressed: palette.barPressed)
    controls.apply(palette)
    outline.border = (1, palette.outline)
    controls.isBackdrop = isBackdrop
  }

  /// Puts the bar at the window's top, or part of it above the top while full screen hides it; the
  /// chrome's own layer (what takes presses) is the part that shows.
  private func placeBar() {
    let shown = Self.barHeight * min(max(reveal, 0), 1)
    layer.frame = Rect(x: 0, y: 0, width: width, height: shown)
    // Slid away, it stays in the tree (not hidden): Tab still reaches its controls, and the focus
    // on one brings it back (the host's `followFocusForBar`).
    bar.frame = Rect(x: 0, y: shown - Self.barHeight, width: width, height: Self.barHeight)
  }

  /// Shows "‹ Menu" pressed (or not).
  func highlightBack(_ on: Bool) {
    back.fill = on ? .solid(palette.barPressed) : nil
  }

  /// Redraws the physics overlay, or clears it when `markers` is nil.
  func showPhysics(_ markers: [PhysicsMarker]?, accent: Color) {
    PhysicsMarkerLayers.draw(markers ?? [], accent: accent, in: overlay)
  }

  /// Slides the bar in (`shown`) or out over a quick critically damped spring on `animator`, its
  /// velocity kept when it turns back; at once `instantly` (reduced motion).
  func slideBar(shown: Bool, animator: Animator, instantly: Bool) {
    let target = shown ? 1.0 : 0
    if instantly {
      revealSlide.map(animator.remove)
      revealSlide = nil
      reveal = target
    } else if let revealSlide, animator.contains(revealSlide) {
      revealSlide.target = target
    } else {
      let slide = SpringAnimation(
        spring: Spring(response: 0.25, dampingRatio: 1), value: reveal, target: target, tolerance: 0.002)
      slide.onUpdate = { [unowned self] value, _ in reveal = value }
      revealSlide = slide
      animator.add(slide)
    }
  }
}
