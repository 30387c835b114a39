import FluidMotion

/// A row of a ``ListView``, reused for other rows as the list scrolls (`UICollectionViewCell`).
///
/// The list makes as many cells as fit its viewport plus a margin, and hands each one to its
/// configure closure for the row it shows; a cell that scrolls away is given ``prepareForReuse()``
/// and then another row. Subclass it to add parts: build them once in `init`, place them in
/// ``layoutContent(size:)``, and fill them in the list's configure closure.
///
/// ```swift
/// final class PersonCell: ListCell {
///   let avatar = Layer()
///   override init() {
///     super.init()
///     avatar.cornerRadius = 16
///     layer.addSublayer(avatar)
///   }
///   override func layoutContent(size: Size) {
///     super.layoutContent(size: size)
///     avatar.frame = Rect(x: 12, y: (size.height - 32) / 2, width: 32, height: 32)
///   }
/// }
/// ```
open class ListCell {
  /// The row's layer: its background, and the parent of its parts.
  public let layer = Layer()
  /// A line of text, laid out at the row's left (its ``Layer/text`` is the configure closure's to set).
  public let textLabel = Layer()
  /// The row the cell shows, or nil while it waits in the reuse pool.
  public internal(set) var index: Int?
  /// The row's background while it is not selected (default none).
  public var background: Fill? { didSet { paint() } }
  /// The row's background while it is selected.
  public var selectedBackground: Fill? = .solid(Color(white: 1, alpha: 0.16)) { didSet { paint() } }
  /// Whether the row is the list's selection (set by the list).
  public internal(set) var isSelected = false { didSet { paint() } }
  /// Inserted, deleted or moved: the cell's offset from its place (pt) and its fade, each on a spring.
  var shift: SpringAnimation<Double>?
  var fade: SpringAnimation<Double>?
  /// Where the row's layout puts the cell, in the list's content, pt.
  var place = Rect.zero
  /// How far a swipe has moved the cell sideways, pt (0 at rest).
  var swipeOffset = 0.0
  /// The swipe that moves it, whose buttons follow it.
  weak var swipe: RowSwipe?

  /// Creates an empty cell: a text label inset 16 pt, nothing else.
  public init() {
    textLabel.textStyle = TextStyle(size: 17, color: .white, alignment: .left)
    textLabel.isUserInteractionEnabled = false
    layer.addSublayer(textLabel)
    layer.isAccessibilityElement = true
    layer.accessibilityLabelBlock = { [weak self] in self?.textLabel.text }
  }

  /// Clears what the last row set that the next one may not (called before the cell shows another
  /// row); the default clears the label's text.
  open func prepareForReuse() {
    textLabel.text = nil
  }

  /// Places the cell's parts in a row of `size` (pt); the default puts the label 16 pt from each side.
  open func layoutContent(size: Size) {
    textLabel.frame = Rect(
      x: 16, y: (size.height - 22) / 2, width: max(1, size.width - 32), height: 22)
  }

  /// Shows the cell at `place` moved by its shift, its parts laid out when the size changed.
  func show() {
    var frame = place
    frame.origin.y += shift?.value ?? 0
    frame.origin.x += swipeOffset
    let resized = layer.frame.size != frame.size
    layer.frame = frame
    if resized { layoutContent(size: frame.size) }
    layer.alpha = fade?.value ?? 1
    swipe?.layoutStrip()
  }

  private func paint() {
    layer.fill = isSelected ? selectedBackground : background
    layer.accessibilityTraits = isSelected ? [.selected] : []
  }
}
