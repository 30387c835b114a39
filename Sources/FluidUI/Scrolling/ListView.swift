import FluidMotion

/// A list of any number of rows that keeps only the visible ones alive, on ``ScrollView``'s physics.
///
/// The rows are described, not built: a count, a row height (fixed, or measured per row) and a
/// closure that configures a reused ``ListCell`` for a row (`UICollectionView`'s data source and
/// reuse). Only the rows in the viewport plus ``preloadMargin`` exist as layers; a row that scrolls
/// away gives its cell to the next one that comes in, so a list of a million rows holds as many
/// layers, and costs as much a frame, as one of twenty.
///
/// - Scrolling is the scroll view's whole: drag, flick and glide, rubber band and bounce, the wheel
///   and touchpad, a press that catches a glide (and never selects), once ``attach(to:)`` has made
///   them members of the window's gesture arena.
/// - A click on a resting row selects it (``onSelect``); ↑ ↓, Home, End, Page Up and Page Down move
///   the selection and scroll it into view (``handleKey(_:)``); ``scrollToRow(_:at:animated:)`` jumps.
/// - ``insertRows(at:)``, ``deleteRows(at:)`` and ``moveRow(at:to:)`` animate on springs: rows that
///   stay glide to their new places from where they are (a change during a change carries their
///   velocity on), inserted rows fade in, deleted ones fade out where they were.
///
/// ```swift
/// var names = (1...1_000_000).map { "Row \($0)" }
/// let list = ListView(animator: animator, rowCount: names.count, rowHeight: .fixed(56)) { cell, row in
///   cell.textLabel.text = names[row]
/// }
/// root.addSublayer(list.layer)
/// list.attach(to: context.gestures)
/// list.layout(frame: Rect(x: 0, y: 0, width: 400, height: 600))
/// names.insert("New", at: 0)
/// list.insertRows(at: [0])
/// ```
public final class ListView {
  /// How tall the rows are.
  public enum RowHeight {
    /// Every row this tall, pt (a height below 1 pt or not finite is laid out as 1 pt).
    case fixed(Double)
    /// Each row as tall as the closure says for its index, pt; asked for every row when the rows
    /// change (kept as a running sum: 8 bytes a row).
    case measured((Int) -> Double)
  }

  /// Where ``scrollToRow(_:at:animated:)`` puts the row in the viewport.
  public enum ScrollPosition: Sendable {
    /// At the top.
    case top
    /// In the middle.
    case middle
    /// At the bottom.
    case bottom
    /// Nowhere new if it shows whole; else the nearest edge.
    case nearest
  }

  /// The scroll view the rows move in: its viewport is ``layer``.
  public let scrollView: ScrollView
  /// The viewport (the scroll view's layer).
  public var layer: Layer { scrollView.layer }
  /// Rows, as the last change left them.
  public var numberOfRows: Int { geometry.count }
  /// How tall the rows are; setting it lays the rows out again.
  public var rowHeight: RowHeight { didSet { reloadData() } }
  /// Room kept alive beyond each end of the viewport, pt (default 120): rows there are ready before
  /// they scroll in.
  public var preloadMargin = 120.0 { didSet { updateVisibleRows() } }
  /// The spring rows glide and fade on when the rows change.
  public var updateSpring = Spring(response: 0.35, dampingRatio: 1)
  /// The selected row, if any; setting it repaints the cells (it does not scroll).
  public var selectedRow: Int? {
    didSet {
      if let row = selectedRow, !(0..<numberOfRows).contains(row) { selectedRow = nil }
      for (row, cell) in live { cell.isSelected = row == selectedRow }
    }
  }
  /// Called when a click or a key selects a row (not when ``selectedRow`` is set).
  public var onSelect: ((Int) -> Void)?
  /// Called whenever the content scrolls, after the visible rows are updated.
  public var onScroll: ((ListView) -> Void)?
  /// The actions a row uncovers when swiped right, or nil (the default, and for a row with none).
  ///
  /// `UITableView`'s `leadingSwipeActionsConfigurationForRowAt`: asked for the row as a swipe starts.
  public var leadingSwipeActions: ((Int) -> SwipeActionsConfiguration?)?
  /// The actions a row uncovers when swiped left, or nil: `trailingSwipeActionsConfigurationForRowAt`.
  public var trailingSwipeActions: ((Int) -> SwipeActionsConfiguration?)?
  /// The sideways swipe that uncovers a row's actions; ``attach(to:)`` adds it, and the row tap
  /// waits for it to fail.
  public private(set) lazy var swipeGestureRecognizer = RowSwipeGestureRecognizer(list: self)
  /// Rows swiped open or springing, the current one last.
  var swipes: [RowSwipe] = []

  let makeCell: () -> ListCell
  let configure: (ListCell, Int) -> Void
  var geometry: RowGeometry
  /// The cells showing a row, by row.
  var live: [Int: ListCell] = [:]
  /// Deleted rows' cells fading out.
  var leaving: [ListCell] = []
  /// Cells waiting for a row.
  var pool: [ListCell] = []
  /// The tap that selects a resting row.
  ///
  /// The stock tap, which the scroll view's pan makes fail when it catches a glide or drags. It
  /// recognises over a row, or anywhere on the list while a row's swipe actions are open (the click
  /// shuts them); a click off the rows makes it fail. A member an adopter can order against its own
  /// recognisers (``GestureArena/require(_:toFail:)``, ``GestureRecognizer/shouldBegin``);
  /// ``attach(to:)`` adds it.
  public private(set) lazy var rowTapGestureRecognizer = TapGestureRecognizer { [weak self] tap in
    guard let self, !tapSwipe(at: tap.location), let row = row(at: tap.location) else { return }
    select(row)
  }

  /// Creates a list.
  /// - Parameters:
  ///   - animator: Runs the scroll's glides and the rows' springs.
  ///   - rowCount: Rows, ≥ 0.
  ///   - rowHeight: How tall the rows are.
  ///   - makeCell: Makes a cell when none waits for reuse (a ``ListCell`` subclass of yours).
  ///   - configure: Fills `cell` in for `row`: called when a cell comes to show a row, and again on
  ///     ``reloadData()`` or ``reloadRows(at:)``.
  /// - Precondition: `rowCount` ≥ 0.
  public init(
    animator: Animator, rowCount: Int, rowHeight: RowHeight,
    makeCell: @escaping () -> ListCell = { ListCell() },
    configure: @escaping (ListCell, Int) -> Void
  ) {
    precondition(rowCount >= 0, "ListView: rowCount must be >= 0 (got \(rowCount))")
    scrollView = ScrollView(animator: animator)
    scrollView.content.accessibilityContainerType = .list
    scrollView.content.isFocusGroup = true  // one Tab stop: its rows are made as it scrolls
    self.rowHeight = rowHeight
    self.makeCell = makeCell
    self.configure = configure
    geometry = RowGeometry(count: rowCount, height: rowHeight)
    scrollView.alwaysBounceVertical = true
    scrollView.onScroll = { [weak self] _ in
      guard let self else { return }
      self.updateVisibleRows()
      self.scrolledSwipes()
      self.onScroll?(self)
    }
  }

  /// How many cells exist: showing a row, fading out, or waiting for reuse.
  public var cellCount: Int { live.count + leaving.count + pool.count }
  /// The rows that have a cell showing them, ascending: those in view and the preload margin, and a
  /// row with the keyboard's focus kept while it is scrolled away.
  public var visibleRows: [Int] { live.keys.sorted() }
  /// The cell showing `row`, if it is alive.
  public func cell(forRow row: Int) -> ListCell? { live[row] }

  /// Places the viewport at `frame` (its parent's points); the rows take its width.
  public func layout(frame: Rect) {
    if frame.size.width != scrollView.bounds.width { dropSwipes() }
    scrollView.layout(frame: frame, contentSize: Size(width: frame.size.width, height: geometry.height))
    for (row, cell) in live {
      cell.place = place(row)
      cell.show()  // at its new width now, not when it next moves
    }
    updateVisibleRows()
  }

  /// The rectangle of `row` in the content, pt.
  public func rectForRow(_ row: Int) -> Rect {
    precondition((0..<numberOfRows).contains(row), "ListView.rectForRow: row \(row) of \(numberOfRows)")
    return place(row)
  }

  /// The row under a window point, if one is there.
  public func row(at point: Vector2) -> Int? {
    guard let local = layer.convertFromWindow(point),
      Rect(origin: .zero, size: scrollView.bounds).contains(local)
    else { return nil }
    return row(atContentY: local.y + scrollView.contentOffset.y)
  }

  /// The row at `y` in the content (pt), if one is there.
  public func row(atContentY y: Double) -> Int? {
    guard y >= 0, y < geometry.height else { return nil }
    return geometry.row(at: y)
  }

  /// Configures every live cell again and re-measures the rows (the data changed wholesale).
  public func reloadData() {
    reset(count: numberOfRows)
  }

  /// Configures the live cells of `rows` again (their content changed, not their number).
  public func reloadRows(at rows: [Int]) {
    for row in rows { if let cell = live[row] { configure(cell, row) } }
  }

  /// Scrolls so that `row` shows at `position`; with `animated`, on the scroll view's spring.
  public func scrollToRow(_ row: Int, at position: ScrollPosition = .nearest, animated: Bool) {
    guard numberOfRows > 0 else { return }
    let r = place(min(max(row, 0), numberOfRows - 1))
    let view = scrollView.bounds.height
    let y: Double
    switch position {
    case .top: y = r.minY
    case .middle: y = r.center.y - view / 2
    case .bottom: y = r.maxY - view
    case .nearest: return scrollView.scrollRectToVisible(r, animated: animated)
    }
    let target = Vector2(x: scrollView.contentOffset.x, y: scrollView.clamp(y, scrollView.range(1)))
    scrollView.setContentOffset(target, animated: animated)
  }

  func place(_ row: Int) -> Rect {
    Rect(x: 0, y: geometry.top(row), width: scrollView.bounds.width, height: geometry.height(row))
  }

  /// Starts over with `count` rows: every cell back to the pool, the visible ones configured anew.
  func reset(count: Int) {
    dropSwipes()
    geometry = RowGeometry(count: count, height: rowHeight)
    for cell in Array(live.values) + leaving { recycle(cell) }
    live.removeAll(keepingCapacity: true)
    leaving.removeAll()
    if let row = selectedRow, row >= count { selectedRow = nil }
    scrollView.contentSize = Size(width: scrollView.bounds.width, height: geometry.height)
    updateVisibleRows()
  }
}
