import FluidMotion
import FluidUI

/// Scene 10: the zoom transition (iOS 18's Photos and navigation zoom), on ``ZoomTransition``.
///
/// A grid of cards. A click zooms a card from its cell to fill the window on a spring (ζ 0.9,
/// response 0.45 s); dragging the open card comes loose from the window and shrinks it about the
/// pointer, 1:1; the release dismisses it back into its cell carrying the velocity, or springs it back
/// open — whichever end is nearer the projected landing of the drag's downward velocity. A press
/// catches the card mid-flight either way; a click on a flying card turns it back. Every back closes
/// the open card first: Esc, ‹ Menu, Alt+←, the mouse's Back button, and the swipes back, which
/// drive its way home as a sideways drag does. The grid is one Tab stop; the window focus's arrows
/// move through it, Enter (or Space) opens the focused card.
package final class ZoomScene: FluidScene {
  /// The window title's scene name.
  package let title = "Zoom transition"
  /// The root layer.
  package let root = Layer()
  /// The services the scene runs on.
  package let context: SceneContext
  /// The cards, in reading order.
  package private(set) var cards: [Layer] = []
  /// The card zooming or open, and its transition.
  package private(set) var zoom: (index: Int, transition: ZoomTransition)?
  /// The card the keyboard is on: the card with the window's focus (``FocusSystem``, whose one ring
  /// shows it), else the card the grid keeps for the focus's return (the one Tab left, the one a
  /// click opened), else the first.
  ///
  /// Setting it keeps that card for the focus (and moves the focus there when it is in the grid).
  package var focus: Int {
    get {
      let index = { [cards] (layer: Layer?) in layer.flatMap { l in cards.firstIndex { $0 === l } } }
      return index(context.focus.focusedLayer) ?? index(context.focus.keptElement(in: root)) ?? 0
    }
    set { context.focus.keepFocus(cards[newValue], in: root) }
  }
  /// The keyboard's card (``focus``), where the focus lands when the scene takes it again with none
  /// kept in the window.
  package var preferredFocus: Layer? { cards.indices.contains(focus) ? cards[focus] : nil }
  /// Whether a card has the window's focus (the keyboard moved it there).
  var hasKeyboardFocus: Bool { cards.contains { $0 === context.focus.focusedLayer } }
  private var size = Size(width: 1280, height: 800)
  /// The press that may open a card: the card under it, if no card was open.
  var press: (card: Int?, start: Vector2, catches: Bool)?
  /// Where a swipe back that sends the open card home took hold of it, while it goes on.
  var backSwipe: Vector2?
  /// How to close the open card, said on it (``layoutBackHint(size:)``).
  package let backHint = ZoomScene.makeBackHint()

  /// Columns and rows of the grid.
  package static let grid = (columns: 4, rows: 3)
  /// The cards' colours (top, bottom) and titles.
  static let looks: [(top: UInt32, bottom: UInt32, title: String)] = [
    (0xFF9F0A, 0xFF375F, "Dawn"), (0x64D2FF, 0x0A84FF, "Lagoon"), (0x30D158, 0x0C6E3A, "Fern"),
    (0xBF5AF2, 0x5E5CE6, "Dusk"), (0xFFD60A, 0xFF9F0A, "Dune"), (0xFF6482, 0xBF1F47, "Ember"),
    (0x66D4CF, 0x1E8C8A, "Reef"), (0xA2845E, 0x5C4127, "Bark"), (0xDADADA, 0x8E8E93, "Mist"),
    (0x5AC8FA, 0x34C759, "Meadow"), (0xFF453A, 0x8A1B14, "Rust"), (0x7D7AFF, 0x2C2A8C, "Night"),
  ]

  /// Creates the grid with nothing open.
  package init(context: SceneContext = SceneContext()) {
    self.context = context
    root.fill = .solid(Color(hex: 0x0D0D0D))
    for (i, look) in Self.looks.enumerated() {
      let card = GradientSquare.make(
        size: Size(width: 100, height: 100), top: look.top, bottom: look.bottom, radius: 14)
      card.shadow = Self.cellShadow
      card.text = Self.title(of: i)
      card.textStyle = TextStyle(size: 20, color: .white, bold: true, alignment: .center)
      card.cursor = .hand
      card.isAccessibilityElement = true
      card.accessibilityLabel = look.title
      card.accessibilityTraits = [.button]
      card.accessibilityActivateBlock = { [weak self] in
        self?.open(i)
        return self != nil
      }
      cards.append(card)
      root.addSublayer(card)
    }
    root.addSublayer(backHint)
    // The grid: one Tab stop (entered on the card it had), the arrows move the focus in it.
    root.accessibilityContainerType = .semanticGroup
    root.isFocusGroup = true
    gestures.add(PanGestureRecognizer(beginsOnPress: true) { [weak self] in self?.pan($0) }, to: root)
  }

  static let cellShadow = Shadow(
    color: Color(white: 0, alpha: 0.4), offset: Size(width: 0, height: 4), radius: 10)
  static let openShadow = Shadow(
    color: Color(white: 0, alpha: 0.5), offset: Size(width: 0, height: 8), radius: 16)

  /// How far zoomed: 0 in the grid … 1 open.
  package var progress: Double { zoom?.transition.progress ?? 0 }

  /// The cell of card `i`: a 4 × 3 grid in the window below the title bar, 24-pt margins, 16-pt gaps.
  package func cell(_ i: Int) -> Rect {
    let area = SceneLayout.content(size).insetBy(24)
    let (c, r) = (Double(Self.grid.columns), Double(Self.grid.rows))
    let w = SceneLayout.room((area.size.width - 16 * (c - 1)) / c)
    let h = SceneLayout.room((area.size.height - 16 * (r - 1)) / r)
    let (col, row) = (Double(i % Self.grid.columns), Double(i / Self.grid.columns))
    return Rect(x: area.minX + col * (w + 16), y: area.minY + row * (h + 16), width: w, height: h)
  }

  /// The cards' texts and point size for cells `cellWidth` pt wide.
  ///
  /// Each card's number and name at 20 pt, or less where a cell is too narrow for the widest with
  /// 12 pt either side, in whole points (a live resize opens a few sizes, not one a frame); in cells
  /// too narrow for the names at 8 pt, the numbers alone, as large as fits with 2 pt either side
  /// (8 pt at least). The names stay the cards' accessibility labels.
  static func titles(cellWidth: Double) -> (texts: [String], size: Double) {
    let style = TextStyle(size: 20, bold: true)
    let named = looks.indices.map(title(of:))
    if let size = style.largestSize(fitting: named, width: cellWidth - 24, in: 8...20) {
      return (named, size)
    }
    let numbers = looks.indices.map { "\($0 + 1)" }
    return (numbers, style.largestSize(fitting: numbers, width: cellWidth - 4, in: 8...20) ?? 8)
  }

  /// The text on card `i`: its number and name.
  static func title(of i: Int) -> String { "\(i + 1)  \(looks[i].title)" }

  /// Lays the grid out; an open or flying card keeps its progress with the new cell and window.
  package func layout(size: Size) {
    self.size = size
    root.frame = Rect(origin: .zero, size: size)
    let titles = Self.titles(cellWidth: cell(0).size.width)
    for (i, card) in cards.enumerated() {
      card.textStyle.size = titles.size
      card.text = titles.texts[i]
      if zoom?.index != i { card.frame = cell(i) }
    }
    if let zoom {
      zoom.transition.source = cell(zoom.index)
      zoom.transition.destination = SceneLayout.content(size)
    }
    layoutBackHint(size: size)
  }

  /// Each frame: the open card's hint follows its progress.
  package func update(at time: Double) { updateBackHint() }

  /// Opens card `i` from its cell (a card still flying home lands first at once).
  package func open(_ i: Int) {
    guard cards.indices.contains(i) else { return }
    if let zoom, zoom.index == i { return zoom.transition.open() }
    if let zoom { finish(zoom.index, zoom.transition) }
    let transition = ZoomTransition(
      layer: cards[i], source: cell(i), destination: SceneLayout.content(size), animator: animator)
    transition.cornerRadius = (14, 0)
    transition.shadow = (Self.cellShadow, Self.openShadow)
    awaitHome(i, transition)
    cards[i].zPosition = 2
    zoom = (i, transition)
    showGrid(toAssistance: false, but: i)
    // The keyboard's focus goes with the card it opened (as GTK keeps it on what was activated): the
    // ring follows it out and runs along the window's edges round it open, and a screen reader says
    // the card open.
    if hasKeyboardFocus { context.focus.setFocus(cards[i]) }
    focus = i
    transition.open()
  }

  /// Puts card `i` back in the grid when its zoom lands in its cell; a landing open waits for the
  /// next.
  private func awaitHome(_ i: Int, _ transition: ZoomTransition) {
    transition.addCompletion { [unowned self, weak transition] end in
      guard let transition, let zoom, zoom.transition === transition else { return }
      if end == .start { finish(i, transition) } else { awaitHome(i, transition) }
    }
  }

  /// Closes the open card into its cell.
  package func close() { zoom?.transition.close() }

  /// A card home in its cell: back in the grid's order.
  private func finish(_ i: Int, _ transition: ZoomTransition) {
    transition.jump(to: 0)
    cards[i].zPosition = 0
    zoom = nil
    showGrid(toAssistance: true, but: i)
  }

  /// The grid's cards but card `i` as elements the focus and assistive technology reach, or not: under
  /// an open card they are hidden (Tab put a ring on a covered card, and Enter swapped it in).
  private func showGrid(toAssistance shown: Bool, but i: Int) {
    for (j, card) in cards.enumerated() where j != i { card.isAccessibilityElement = shown }
  }
}
