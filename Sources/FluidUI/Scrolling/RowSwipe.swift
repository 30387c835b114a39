import FluidMotion

/// One row swiped open, or springing open or shut: its side, its offset on a ``SnappingValue``, and
/// the buttons it uncovers (a strip behind the row's cell, as tall as the row).
final class RowSwipe {
  /// The side whose actions show.
  enum Side {
    /// The row moves right and uncovers the leading actions (offset > 0).
    case leading
    /// The row moves left and uncovers the trailing actions (offset < 0).
    case trailing
  }

  /// The cell that moves: the swipe follows it while its row moves or fades.
  private(set) weak var cell: ListCell?
  let side: Side
  let configuration: SwipeActionsConfiguration
  /// The buttons' parent: behind the cell, at its place, clipping them.
  let strip = Layer()
  /// One per action, in the configuration's order.
  let buttons: [Layer]
  /// The offset, pt: 0 shut, `points[1]` open, `points[2]` swiped out (the full swipe).
  let value: SnappingValue<Double>
  /// Whether an action is under way (its completion not yet called): a press does not catch it.
  var isPerforming = false
  /// Whether it heads shut (and goes once there).
  var isClosing = false
  /// Whether a completed destructive action sends it out of the row's width.
  var isOut = false
  /// The content's offset when it opened, pt: a scroll away from it shuts the row.
  var scrollAnchor = 0.0
  private let widths: [Double]
  private let rowWidth: Double

  /// The spring a swipe opens and shuts on: critically damped, so a row never swings past shut.
  static let spring = Spring(response: 0.3, dampingRatio: 1)

  init(
    cell: ListCell, side: Side, configuration: SwipeActionsConfiguration, rowWidth: Double,
    animator: Animator
  ) {
    self.cell = cell
    self.side = side
    self.configuration = configuration
    self.rowWidth = rowWidth
    let style = TextStyle(size: 15, color: .white, bold: true, alignment: .center)
    widths = configuration.actions.map { max(72, style.estimatedWidth(of: $0.title) + 32) }
    buttons = configuration.actions.map { action in
      let button = Layer()
      button.fill = .solid(action.backgroundColor)
      button.text = action.title
      button.textStyle = style
      button.masksToBounds = true
      button.isAccessibilityElement = true
      button.accessibilityTraits = [.button]
      return button
    }
    let sign: Double = side == .leading ? 1 : -1
    let open = sign * min(widths.reduce(0, +), rowWidth)
    let full = configuration.performsFirstActionWithFullSwipe ? sign * rowWidth : open
    value = SnappingValue(points: [0, open, full], spring: Self.spring, band: .power(), animator: animator)
    strip.masksToBounds = true
    strip.isFocusGroup = true  // its buttons: a Tab stop of their own inside the list's
    // A group of its own, so a screen reader says its buttons as buttons, not as the list's items.
    strip.accessibilityContainerType = .semanticGroup
    strip.accessibilityLabel = "Row actions"
    buttons.forEach(strip.addSublayer)
  }

  /// The offset that uncovers every button, pt (signed as the side).
  var openOffset: Double { value.points[1] }

  /// Whether a release now performs the first action: the row is past halfway from open to out.
  var isArmed: Bool {
    configuration.performsFirstActionWithFullSwipe && abs(value.value) > (abs(openOffset) + rowWidth) / 2
  }

  /// Heads out of the row's width (a completed destructive action takes the row away).
  func swipeOut() {
    let sign: Double = side == .leading ? 1 : -1
    value.move(points: [0, openOffset, sign * rowWidth])
    value.redirect(to: 2)
  }

  /// Moves the cell by the offset (its ``ListCell/show()`` lays the strip out behind it).
  func apply() {
    guard let cell, cell.swipe === self else { return }
    cell.swipeOffset = value.value
    cell.show()
  }

  /// Lays the strip and its buttons out behind the cell, wherever it shows (gliding, fading).
  func layoutStrip() {
    guard let cell else { return }
    var frame = cell.layer.frame
    frame.origin.x = cell.place.minX
    strip.frame = frame
    strip.alpha = cell.layer.alpha
    let shown = abs(value.value)
    let open = max(abs(openOffset), 1)
    var edge = 0.0  // from the row's edge inward
    for (i, button) in buttons.enumerated() {
      let width = isArmed ? (i == 0 ? shown : 0) : widths[i] * shown / open
      let x = side == .leading ? edge : frame.size.width - edge - width
      button.frame = Rect(x: x, y: 0, width: width, height: frame.size.height)
      button.zPosition = Double(-i)  // the first (the edge's) above the others as it grows
      edge += width
    }
  }

  /// The index of the button under a window point, if one shows there.
  func button(at point: Vector2) -> Int? {
    buttons.indices.first { buttons[$0].frame.size.width > 0 && buttons[$0].frameInWindow.contains(point) }
  }
}
