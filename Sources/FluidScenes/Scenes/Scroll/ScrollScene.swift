import FluidMotion
import FluidUI

/// Scene 9: the scroll view — UIKit's most used fluid interface, on FluidUI's ``ScrollView``.
///
/// A kinetic list of a million rows (FluidUI's ``ListView``: only the rows in view exist) beside a
/// paged strip of six cards. The list follows a drag 1:1,
/// resists past its ends, glides on at UIScrollView's normal deceleration and bounces back from an
/// end with the velocity it had there; a notched wheel scrolls it 40 pt a notch, a touchpad 1:1 with
/// momentum after; a press on the moving list only stops it, a click on a resting row selects it. A
/// flick turns the strip one page, a slow drag takes it to the nearer page. The physics overlay shows offsets, velocities and where
/// each motion will come to rest.
package final class ScrollScene: FluidScene {
  /// The window title's scene name.
  package let title = "Scroll view"
  /// The root layer.
  package let root = Layer()
  /// The services the scene runs on.
  package let context: SceneContext
  /// The kinetic list's rows.
  package let rows: ListView
  /// The numbers the rows show, as they are edited.
  let data: ScrollRows
  /// The kinetic list's scroll view.
  package var list: ScrollView { rows.scrollView }
  /// The paged strip.
  package let strip: ScrollView
  private let pages: [Layer]
  private let dots: [Layer]
  private let hint = Layer()
  /// The page the dots show.
  private var paintedPage: Int?
  /// The selected row, if any.
  package var selectedRow: Int? { rows.selectedRow }
  /// Rows in the list by default.
  package static let rowCount = 1_000_000
  /// A row's height, pt.
  package static let rowHeight = 56.0
  /// Cards in the strip.
  package static let pageCount = 6
  /// Room left above the columns in a wide window for the physics overlay's two lines, pt.
  static let overlayRoom = 52.0

  /// Creates the scene with `rowCount` rows in the list (≥ 0).
  package init(context: SceneContext = SceneContext(), rowCount: Int = ScrollScene.rowCount) {
    self.context = context
    let data = ScrollRows(count: rowCount)
    self.data = data
    rows = ListView(
      animator: context.animator, rowCount: data.count, rowHeight: .fixed(Self.rowHeight),
      makeCell: { ScrollRowCell() },
      configure: { cell, row in (cell as? ScrollRowCell)?.show(number: data.number(at: row)) })
    strip = ScrollView(animator: context.animator)
    strip.isPagingEnabled = true
    strip.decelerationRate = .fast  // as UIKit advises for paging: a flick moves a card or two, not five
    pages = (0..<Self.pageCount).map(ScrollSceneParts.page)
    dots = (0..<Self.pageCount).map { _ in ScrollSceneParts.dot() }
    for page in pages { strip.content.addSublayer(page) }
    hint.textStyle = TextStyle(size: 14, color: Color(white: 0.6), alignment: .center)
    hint.isUserInteractionEnabled = false
    for layer in [list.layer, strip.layer, hint] + dots { root.addSublayer(layer) }
    strip.onScroll = { [weak self] _ in self?.paintDots() }
    rows.attach(to: context.gestures)
    strip.attach(to: context.gestures)
    installSwipeActions()
    rows.onSelect = { [unowned self] in selected($0) }
    paintDots()
  }

  /// Whether a press is down on either scroll view or the wheel scrolls one.
  package var isInteracting: Bool {
    list.isTracking || strip.isTracking || list.isDragging || strip.isDragging
  }

  /// Lays the list and the strip side by side (stacked in a narrow window), the hint below.
  package func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    let area = SceneLayout.content(size)
    let m = SceneLayout.margin
    let hintRoom = 40.0
    let wide = area.size.width - 2 * m >= 640  // side by side, with room above for the overlay
    let above = wide ? Self.overlayRoom : 0
    let room = Size(
      width: max(1, area.size.width - 2 * m), height: max(1, area.size.height - 2 * m - hintRoom - above))
    let columnWidth = min(420, wide ? (room.width - 2 * m) / 2 : room.width)
    // Stacked in a short window (300 pt and less), the list keeps the room: the strip would show a
    // sliver of a card, and the list a row or less.
    let stripShown = wide || room.height >= 200
    strip.layer.isHidden = !stripShown
    for dot in dots { dot.isHidden = !stripShown }
    let stripHeight = min(240, wide ? room.height : room.height / 2 - m)
    let listHeight = wide || !stripShown ? room.height : max(1, room.height - stripHeight - 2 * m - 12)
    let left = area.minX + (area.size.width - (wide ? 2 * columnWidth + 2 * m : columnWidth)) / 2
    let top = area.minY + m + above
    rows.layout(frame: Rect(x: left, y: top, width: columnWidth, height: max(1, listHeight)))
    let stripFrame =
      wide
      ? Rect(x: left + columnWidth + 2 * m, y: top, width: columnWidth, height: max(1, stripHeight))
      : Rect(x: left, y: top + listHeight + m, width: columnWidth, height: max(1, stripHeight))
    let offsetPage = strip.currentPage.column
    strip.layout(
      frame: stripFrame,
      contentSize: Size(width: columnWidth * Double(Self.pageCount), height: stripFrame.size.height))
    for (i, page) in pages.enumerated() {
      ScrollSceneParts.place(
        page,
        frame: Rect(x: Double(i) * columnWidth, y: 0, width: columnWidth, height: stripFrame.size.height))
    }
    strip.contentOffset = Vector2(x: Double(offsetPage) * columnWidth, y: 0)  // the page stays
    for (i, dot) in dots.enumerated() {
      let x = stripFrame.center.x + (Double(i) - Double(Self.pageCount - 1) / 2) * 16 - 4
      dot.frame = Rect(x: x, y: stripFrame.maxY + 10, width: 8, height: 8)
    }
    hint.frame = Rect(x: 0, y: area.maxY - m - 24, width: size.width, height: 24)
    hint.text = hint.textStyle.fitting(
      stripShown
        ? "Drag, flick or scroll the list and the strip · ↑ ↓ Space: the list · ← →: the strip"
        : "Drag, flick or scroll the list · ↑ ↓ Space: the list",
      width: size.width - 24)
  }

  /// Lights the dot of the page showing; the dots are painted only when that page changes.
  private func paintDots() {
    let page = strip.currentPage.column
    guard page != paintedPage else { return }
    paintedPage = page
    for (i, dot) in dots.enumerated() { dot.fill = .solid(Color(white: i == page ? 1 : 0.35)) }
  }

  /// Pointer and wheel go to the scroll views first; a click on a resting row selects it; keys.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool { false }

  /// Esc (and every other back) shuts a swiped row first (the ring, on one of its buttons, goes
  /// back to that row); with none, it is the app's.
  package func goBack() -> Bool {
    let swiped = rows.swipedRow
    guard rows.handleKey(.escape) else { return false }
    if let swiped { focus(row: swiped, bringingIntoView: false) }
    return true
  }

  /// Drag, flick, wheel; keys.
  package var helpLines: [String] {
    [
      "Drag the list: it follows 1:1 and resists past its ends; flick: it glides on (0.998 per ms), and past an end bounces back with the speed it had",
      "Press the moving list: it stops; click a resting row: it is selected; swipe it: Delete, Add below",
      "Wheel: 40 pt a notch, gliding, whatever the rhythm; touchpad: 1:1, gliding on when it pauses",
      "A flick turns the strip one page, a slow drag takes it to the nearer page; of a million rows only those in view exist",
    ]
  }

  /// Offsets, velocities, landings.
  package var physics: [PhysicsMarker] {
    let (l, s) = (list.layer.frameInWindow, strip.layer.frameInWindow)
    let landingPage = Int((strip.targetContentOffset.x / max(strip.bounds.width, 1)).rounded())
    let listMarkers: [PhysicsMarker] = [
      .velocity(at: Vector2(x: l.maxX - 24, y: l.center.y), Vector2(x: 0, y: -list.velocity.y)),
      .note(
        "list: offset \(String(whole: list.contentOffset.y)) pt · \(String(whole: list.velocity.y)) pt/s"
          + " · comes to rest at \(String(whole: list.targetContentOffset.y)) pt"),
    ]
    guard !strip.layer.isHidden else { return listMarkers }  // a short window's list alone
    return listMarkers + [
      .velocity(at: Vector2(x: s.center.x, y: s.maxY - 24), Vector2(x: -strip.velocity.x, y: 0)),
      .note(
        "strip: page \(strip.currentPage.column + 1) of \(Self.pageCount) · lands on page \(landingPage + 1)"),
    ]
  }

  /// Offset, velocity, decelerating, page, and the selection.
  package var state: [String: Double] {
    [
      "offset": list.contentOffset.y, "velocity": list.velocity.y,
      "decelerating": list.isDecelerating ? 1 : 0,
      "page": Double(strip.currentPage.column), "stripOffset": strip.contentOffset.x,
      "dragging": list.isDragging || strip.isDragging ? 1 : 0, "selected": selectedRow.map(Double.init) ?? -1,
    ]
  }
}
