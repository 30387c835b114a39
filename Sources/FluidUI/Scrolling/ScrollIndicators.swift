import FluidMotion

/// A scroll view's two overlay scroll bars, as GTK 4 draws them: a thin indicator along the right
/// and bottom edges while the content moves, which widens over a faint trough while the pointer is
/// near it or drags it, and fades out ``fadeDelay`` after both end, over ``fadeDuration``.
///
/// Each bar's length is the share of the content showing (shortened by any rubber-band overshoot).
/// Along each overflowing edge lies a strip ``hitWidth`` wide (the trough) that takes the pointer:
/// its hover widens the bar, and a ``ScrollBarGestureRecognizer`` on it drags the thumb and pages.
final class ScrollIndicators {
  /// Seconds of rest before the indicators fade.
  static let fadeDelay = 0.5
  /// Seconds the fade takes.
  static let fadeDuration = 0.25
  /// Thickness and inset from the edge, and the shortest bar, pt.
  static let (thickness, inset, shortest) = (3.0, 3.0, 24.0)
  /// The bar's thickness while the pointer is near it or drags it, pt.
  static let wideThickness = 8.0
  /// The width of the strip along the edge that takes the pointer, pt.
  static let hitWidth = 12.0
  let bars = [Layer(), Layer()]  // horizontal, vertical
  /// The troughs: strips along the edges under the bars, taking the pointer.
  let tracks = [Layer(), Layer()]
  private var fade: PropertyAnimator?
  /// Per axis, whether the pointer is over the trough, and whether a press drags or pages on it.
  private(set) var hovered = [false, false]
  var held = [false, false] { didSet { refresh() } }
  /// The last placement, to place again when a bar widens.
  private var last: (bounds: Size, offset: Vector2, low: Vector2, high: Vector2, shows: (Bool, Bool))?
  /// Called when a trough's hover changes (the scroll view fades the bars after the pointer leaves).
  var onHoverEnd: (() -> Void)?

  /// The bars' colour; the trough is the same at a tenth of its strength.
  var color = Color(white: 1, alpha: 0.45) {
    didSet {
      for bar in bars { bar.fill = .solid(color) }
      for track in tracks { track.hoverFill = .solid(color.withAlpha(0.22)) }
    }
  }

  init() {
    for (axis, bar) in bars.enumerated() {
      bar.fill = .solid(color)
      bar.cornerRadius = Self.thickness / 2
      bar.isUserInteractionEnabled = false
      bar.alpha = 0
      bar.isHidden = true
      let track = tracks[axis]
      track.hoverFill = .solid(color.withAlpha(0.22))
      track.cursor = .arrow
      track.isHidden = true
      track.onHoverChange = { [unowned self] inside in
        hovered[axis] = inside
        if inside { show() }
        refresh()
        if !inside { onHoverEnd?() }
      }
    }
  }

  /// Adds the troughs and bars to `viewport`, above its content.
  func install(in viewport: Layer) {
    for track in tracks { viewport.addSublayer(track) }
    for bar in bars { viewport.addSublayer(bar) }
  }

  /// Whether `axis`'s bar is wide: the pointer is over its trough or a press holds it.
  func isWide(_ axis: Int) -> Bool { hovered[axis] || held[axis] }

  /// Whether a bar is wide and so must not fade.
  var isEngaged: Bool { isWide(0) || isWide(1) }

  /// Places the bars for `offset` within `min`…`max`; an axis without overflow (or not shown) has none.
  func update(
    bounds: Size, contentSize: Size, offset: Vector2, min low: Vector2, max high: Vector2, shows: (Bool, Bool)
  ) {
    last = (bounds, offset, low, high, shows)
    for axis in 0...1 {
      let (bar, track) = (bars[axis], tracks[axis])
      guard let thumb = thumb(axis) else {
        bar.isHidden = true
        track.isHidden = true
        continue
      }
      let across = axis == 0 ? bounds.height : bounds.width
      let thickness = isWide(axis) ? Self.wideThickness : Self.thickness
      // Thin, it keeps off the edge; wide, it lies in the middle of its trough.
      let edge = across - (isWide(axis) ? (Self.hitWidth + thickness) / 2 : Self.inset + thickness)
      bar.cornerRadius = thickness / 2
      bar.frame =
        axis == 0
        ? Rect(x: thumb.start, y: edge, width: thumb.length, height: thickness)
        : Rect(x: edge, y: thumb.start, width: thickness, height: thumb.length)
      bar.isHidden = bar.alpha == 0
      track.isHidden = false
      track.fill = held[axis] ? .solid(color.withAlpha(0.22)) : nil  // the trough stays while held
      track.frame =
        axis == 0
        ? Rect(x: 0, y: across - Self.hitWidth, width: bounds.width, height: Self.hitWidth)
        : Rect(x: across - Self.hitWidth, y: 0, width: Self.hitWidth, height: bounds.height)
    }
  }

  /// Where `axis`'s thumb lies along its edge (viewport points), and the distance it can travel;
  /// nil when the axis does not overflow, is not shown, or its viewport is too short for a bar.
  func thumb(_ axis: Int) -> (start: Double, length: Double, travel: Double)? {
    guard let last else { return nil }
    let (view, span) = (last.bounds[axis], last.high[axis] - last.low[axis])
    guard span > 0, view > 2 * Self.shortest, axis == 0 ? last.shows.0 : last.shows.1 else { return nil }
    let track = view - 2 * Self.inset
    let value = last.offset[axis]
    let overshoot = max(last.low[axis] - value, value - last.high[axis], 0)
    let length = max(Self.shortest, track * view / (span + view) - overshoot)
    let full = max(Self.shortest, track * view / (span + view))
    let travel = (track - length) * min(max((value - last.low[axis]) / span, 0), 1)
    return (Self.inset + travel, length, track - full)
  }

  /// Places the bars again as they were last placed (a bar widened or narrowed).
  private func refresh() {
    guard let last else { return }
    update(
      bounds: last.bounds, contentSize: .zero, offset: last.offset, min: last.low, max: last.high,
      shows: last.shows)
  }

  /// Shows the bars at once (a scroll under way, the pointer near one).
  func show() {
    fade?.stopAnimation(true)
    fade = nil
    for bar in bars {
      bar.alpha = 1
      bar.isHidden = false
    }
    refresh()
  }

  /// Fades the bars out after the delay, on `animator`: a linear ``PropertyAnimator`` on their alpha;
  /// not while the pointer is near a bar or a press holds one.
  func fadeOut(on animator: Animator) {
    guard fade == nil, !isEngaged, bars.contains(where: { $0.alpha > 0 }) else { return }
    let next = PropertyAnimator(duration: Self.fadeDuration, curve: .linear, animator: animator) {
      for bar in bars { bar.alpha = 0 }
    }
    next.addCompletion { [weak self] _ in  // only a fade that ran to its end completes (show() stops it)
      guard let self else { return }
      self.fade = nil
      for bar in self.bars { bar.isHidden = true }
    }
    fade = next
    next.startAnimation(afterDelay: Self.fadeDelay)
  }

  /// The bars' opacity now (for tests and state dumps).
  var alpha: Double { bars.map(\.alpha).max() ?? 0 }
}
