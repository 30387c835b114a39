import FluidMotion

/// A scroll view's two indicators: bars along the right and bottom edges whose length is the share
/// of the content showing (shortened by any rubber-band overshoot), shown while it scrolls and faded
/// out ``fadeDelay`` after it rests, over ``fadeDuration``.
final class ScrollIndicators {
  /// Seconds of rest before the indicators fade.
  static let fadeDelay = 0.5
  /// Seconds the fade takes.
  static let fadeDuration = 0.25
  /// Thickness and inset from the edge, pt.
  static let (thickness, inset, shortest) = (3.0, 3.0, 24.0)
  let bars = [Layer(), Layer()]  // horizontal, vertical
  private var fade: PropertyAnimator?

  init() {
    for bar in bars {
      bar.fill = .solid(Color(white: 1, alpha: 0.45))
      bar.cornerRadius = Self.thickness / 2
      bar.isUserInteractionEnabled = false
      bar.alpha = 0
      bar.isHidden = true
    }
  }

  /// Adds the bars to `viewport`, above its content.
  func install(in viewport: Layer) { for bar in bars { viewport.addSublayer(bar) } }

  /// Places the bars for `offset` within `min`…`max`; an axis without overflow (or not shown) has none.
  func update(
    bounds: Size, contentSize: Size, offset: Vector2, min low: Vector2, max high: Vector2, shows: (Bool, Bool)
  ) {
    for axis in 0...1 {
      let bar = bars[axis]
      let (view, span) = (bounds[axis], high[axis] - low[axis])
      let across = axis == 0 ? bounds.height : bounds.width
      guard span > 0, view > 2 * Self.shortest, axis == 0 ? shows.0 : shows.1 else {
        bar.isHidden = true
        continue
      }
      let track = view - 2 * Self.inset
      let overshoot = max(low[axis] - offset[axis], offset[axis] - high[axis], 0)
      let length = max(Self.shortest, track * view / (span + view) - overshoot)
      let travel = (track - length) * min(max((offset[axis] - low[axis]) / span, 0), 1)
      let along = Self.inset + travel
      let edge = across - Self.inset - Self.thickness
      bar.frame =
        axis == 0
        ? Rect(x: along, y: edge, width: length, height: Self.thickness)
        : Rect(x: edge, y: along, width: Self.thickness, height: length)
      bar.isHidden = bar.alpha == 0
    }
  }

  /// Shows the bars at once (a scroll under way).
  func show() {
    fade?.stopAnimation(true)
    fade = nil
    for bar in bars {
      bar.alpha = 1
      bar.isHidden = false
    }
  }

  /// Fades the bars out after the delay, on `animator`: a linear ``PropertyAnimator`` on their alpha.
  func fadeOut(on animator: Animator) {
    guard fade == nil, bars.contains(where: { $0.alpha > 0 }) else { return }
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
