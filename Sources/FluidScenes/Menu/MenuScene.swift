import FluidMotion
import FluidUI

/// The app's home: Gitter's "Fluid Interfaces" list (seed-reference §2), with a row for the pane too.
///
/// One 60 pt row per interface: its drawn icon in its tint, its name, a chevron. A row highlights on
/// press (white 10 % → 20 %) and opens its scene on release over it — each row is a ``Control``, with
/// UIKit's control events and drag-exit margin; ↑/↓ choose a row (scrolled into
/// view): the row with the window's focus (``FocusSystem``), whose one ring Tab moves too; Enter or
/// Space opens it, and `0`–`9` open a row directly. Rows keep their size in any
/// window: the list scrolls when the window is short (a ``ScrollView``: drag, flick, wheel or
/// touchpad), and a press that starts a scroll, or stops one, opens nothing.
package final class MenuScene: FluidScene {
  /// The window title's scene name.
  package let title = "Fluid Interfaces"
  /// The root layer.
  package let root = Layer()
  private let column = Layer()
  /// The rows, over the whole column: the list assistive technology reads.
  private let list = Layer()
  private let scroll: ScrollView
  let heading = Layer()
  private(set) var rows: [MenuRow] = []
  /// The row the keyboard is on: the row with the window's focus, else the row it was on last.
  package var selection: Int {
    rows.firstIndex { $0.layer === context.focus.focusedLayer } ?? keptSelection
  }
  /// The row the keyboard was on last, or a scene was opened from.
  private var keptSelection = 0
  /// The row chosen last (opened from, jumped to, or where the arrows left the ring).
  package var preferredFocus: Layer? { rows[selection].layer }
  /// Each row's control: it highlights under a press and opens its scene on a click.
  private var controls: [Control] = []
  /// Whether a layout scrolls the keyboard's row into view (until the list is scrolled by hand).
  private var revealsOnLayout = false
  /// The services the scene runs on.
  package let context: SceneContext
  /// The colours of the desktop's light or dark.
  private var palette = Palette.dark
  static let rowHeight = 60.0
  static let rowSpacing = 4.0
  static let headingHeight = 56.0
  static let inset = 14.0
  /// The narrowest column where the window has room for it and its margins; in a narrower window
  /// (a screen's corner) the column is the window less 8 pt a side.
  static let minWidth = 240.0

  /// Creates the menu with a row for every scene in the catalogue.
  package init(context: SceneContext = SceneContext()) {
    self.context = context
    scroll = ScrollView(animator: context.animator)
    heading.text = title
    heading.textStyle = TextStyle(size: 32, color: .white, bold: true)
    heading.isUserInteractionEnabled = false
    heading.isAccessibilityElement = true
    heading.accessibilityTraits = [.header]
    heading.accessibilityLabel = title  // whole, where a narrow window cuts the text
    column.addSublayer(heading)
    column.addSublayer(list)
    list.accessibilityContainerType = .list
    for entry in SceneCatalog.available {
      let row = MenuRow(entry: entry)
      row.layer.accessibilityLabel = entry.title
      rows.append(row)
      list.addSublayer(row.layer)
    }
    for (i, row) in rows.enumerated() {
      let control = Control(layer: row.layer)
      control.addAction(for: .allTouchEvents) { [weak self] _, _ in self?.paint() }
      control.addAction(for: .primaryActionTriggered) { [weak self] _, _ in self?.open(row: i) }
      gestures.add(control, to: row.layer)
      controls.append(control)
    }
    scroll.content.addSublayer(column)
    root.addSublayer(scroll.layer)
    // A drag or a caught glide is the list's: it cancels the row's press (nothing opens).
    scroll.attach(to: gestures)
    // The hand scrolled (a drag, the wheel, a bar): the selection is no longer kept in view.
    scroll.onUserScroll = { [weak self] _ in self?.revealsOnLayout = false }
    // A row the focus reaches (Tab) becomes the keyboard's and comes into view, the first with the
    // heading above it.
    scroll.layer.accessibilityRevealBlock = { [weak self] row in self?.focusReached(row) }
  }

  /// The background: the palette's.
  package var background: Color { palette.background }

  /// Draws the heading and the rows in `palette`.
  package func apply(_ palette: Palette) {
    self.palette = palette
    heading.textStyle.color = palette.text
    scroll.indicatorColor = palette.scrollBar
    for row in rows { row.apply(palette) }
    paint()
  }

  /// The row under a live press, if any.
  package var pressed: Int? { controls.firstIndex { $0.isTracking && $0.isHighlighted } }

  /// Whether a row is pressed or the list is held.
  package var isInteracting: Bool { gestures.isInteracting || scroll.isTracking }

  /// Puts the keyboard's row on the scene at catalogue index `index` (the row a scene was opened
  /// from, or jumped to), so that coming back lands on it.
  package func didOpen(sceneIndex index: Int) {
    guard let i = rows.firstIndex(where: { $0.index == index }) else { return }
    keptSelection = i
    // A ring the arrows left on another row follows: coming back lands on this one; opened by a
    // key, it lands there though the menu had no ring (a screen reader says the row).
    if context.focus.isFocusVisible {
      context.focus.keepFocus(rows[i].layer, in: root)
    } else {
      context.focus.moveKeptFocus(in: root, to: rows[i].layer)
    }
    revealSelection()
    revealsOnLayout = true  // kept in view as the window changes, until the list is scrolled by hand
    paint()
  }

  /// Nothing moves on its own here: the focus says when a row is reached (``focusReached(_:)``).
  package func update(at time: Double) {}

  /// The focus reached `layer` in the list: a row becomes the keyboard's and scrolls into view.
  private func focusReached(_ layer: Layer) {
    guard let row = rows.firstIndex(where: { $0.layer === layer }) else { return }
    keptSelection = row
    revealSelection()
  }

  /// Asks the host to open the scene at catalogue index `index` (``AppRequest/open(sceneIndex:)``).
  private func choose(_ index: Int) { request(.open(sceneIndex: index)) }

  /// The window centre of the row for catalogue index `index`.
  package func center(ofRow index: Int) -> Vector2? {
    rows.first { $0.index == index }.map {
      $0.layer.windowTransform.apply(Rect(origin: .zero, size: $0.layer.frame.size).center)
    }
  }

  /// A column at most 720 pt wide, centred, its rows at full size; the list scrolls under the title
  /// bar when the window is too short for it.
  package func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    let area = SceneLayout.content(size)
    let width = max(
      0, min(720, max(min(Self.minWidth, size.width - 16), size.width - 2 * SceneLayout.margin)))
    let n = Double(rows.count)
    let height = Self.headingHeight + 2 * Self.inset + n * Self.rowHeight + (n - 1) * Self.rowSpacing
    column.frame = Rect(x: (size.width - width) / 2, y: SceneLayout.margin, width: width, height: height)
    list.frame = Rect(origin: .zero, size: column.frame.size)
    heading.frame = Rect(x: 18, y: 0, width: max(0, width - 18), height: Self.headingHeight)
    fitHeading(width: heading.frame.size.width)
    for (i, row) in rows.enumerated() {
      let y = Self.headingHeight + Self.inset + Double(i) * (Self.rowHeight + Self.rowSpacing)
      row.layout(frame: Rect(x: 0, y: y, width: width, height: Self.rowHeight))
    }
    scroll.layout(
      frame: area, contentSize: Size(width: area.size.width, height: height + 2 * SceneLayout.margin))
    if revealsOnLayout { revealSelection(animated: false) }
    paint()
  }

  private func paint() {
    for (i, row) in rows.enumerated() {
      row.paint(highlighted: i == pressed)
    }
  }

  /// Presses and clicks are its members'; its keys are ``keyCommands``.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool { false }

  /// A click on row `i`: it becomes the keyboard's row, and its scene opens.
  private func open(row i: Int) {
    keptSelection = i
    choose(rows[i].index)
  }

  /// The menu's keys: the arrows, Home, End and the paging keys move the selection (the first key
  /// too: it also shows the ring), Enter and Space open the selected row, a digit (the keypad's too)
  /// opens that row.
  package var keyCommands: [KeyCommand] {
    let moves: [(Key, String)] = [
      (.up, "Choose a row"), (.down, "Choose a row"), (.home, "The first, last row"),
      (.end, "The first, last row"), (.pageUp, "A screenful of rows"), (.pageDown, "A screenful of rows"),
    ]
    let open = [Key.enter, .space].map { key in
      KeyCommand(key, title: "Open the row") { [unowned self] in choose(rows[selection].index) }
    }
    // A digit on the keyboard's row or on the keypad (hidden: the same key).
    let digits = MenuRow.keyedIndices.flatMap { d in
      [Key.character(Character(String(d))), .keypad(Character(String(d)))].map { key in
        KeyCommand(
          key, title: "Open that row", isHidden: key != .character(Character(String(d))),
          when: { [unowned self] in rows.contains { $0.index == d } }
        ) { [unowned self] in choose(d) }
      }
    }
    return moves.map { key, title in
      KeyCommand(key, title: title, repeats: true) { [unowned self] in
        keptSelection = selection(after: key)
        context.focus.setFocus(rows[keptSelection].layer)  // the window's one ring is on it
        revealSelection()
      }
    } + open + digits
  }

  /// The row `key` moves the keyboard's selection to: ↑ ↓ a row (no wrapping: the first and last
  /// rows stay), Home and End the first and last, Page Up and Page Down a screenful of rows.
  private func selection(after key: Key) -> Int {
    let screenful = max(1, Int(scroll.bounds.height / Self.rowHeight) - 1)
    let next: Int
    switch key {
    case .up: next = selection - 1
    case .down: next = selection + 1
    case .home: next = 0
    case .end: next = rows.count - 1
    case .pageUp: next = selection - screenful
    default: next = selection + screenful
    }
    return min(max(next, 0), rows.count - 1)
  }

  /// Scrolls the keyboard's row into view; the first row with the heading above it.
  private func revealSelection(animated: Bool = true) {
    let row = rows[selection].layer.frame
    // The first row shows the heading above it, the last the list's end below it (as Home and End
    // reach a GTK list's ends).
    let top = selection == 0 ? 0 : column.frame.minY + row.minY - SceneLayout.margin
    let bottom =
      selection == rows.count - 1
      ? scroll.contentSize.height : column.frame.minY + row.maxY + SceneLayout.margin
    scroll.scrollRectToVisible(
      Rect(x: 0, y: top, width: row.size.width, height: bottom - top), animated: animated)
  }

  /// How to use the menu.
  package var helpLines: [String] {
    [
      "Click a row to open its interface; in a short window the list scrolls (drag, flick, wheel or touchpad)"
    ]
  }

  /// Nothing moves here.
  package var physics: [PhysicsMarker] { [.note("the menu: choose an interface")] }

  /// The selected and pressed rows.
  package var state: [String: Double] {
    [
      "menu": 1, "selection": Double(rows[selection].index), "scroll": scroll.contentOffset.y,
      "pressed": pressed.map { Double(rows[$0].index) } ?? -1,
    ]
  }
}
