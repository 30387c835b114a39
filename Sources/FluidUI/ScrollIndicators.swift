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
  private var fade: IndicatorFade?

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
    fade = nil
    for bar in bars {
      bar.alpha = 1
      bar.isHidden = false
    }
  }

  /// Fades the bars out after the delay, on `animator`.
  func fadeOut(on animator: Animator) {
    guard fade == nil, bars.contains(where: { $0.alpha > 0 }) else { return }
    let next = IndicatorFade { [weak self] fading, alpha in
      guard let self, self.fade === fading else { return }  // a scroll showed the bars again
      for bar in self.bars {
        bar.alpha = alpha
        if alpha == 0 { bar.isHidden = true }
      }
    }
    fade = next
    animator.add(next) { [weak self] in if self?.fade === next { self?.fade = nil } }
  }

  /// The bars' opacity now (for tests and state dumps).
  var alpha: Double { bars.map(\.alpha).max() ?? 0 }
}

/// The indicators' fade: full for ``ScrollIndicators/fadeDelay``, then linear to 0 over
/// ``ScrollIndicators/fadeDuration``.
final class IndicatorFade: Animation {
  private var elapsed = 0.0
  private let onUpdate: (IndicatorFade, Double) -> Void

  /// A fade that calls `onUpdate` with itself and the opacity after each step.
  init(onUpdate: @escaping (IndicatorFade, Double) -> Void) { self.onUpdate = onUpdate }

  func advance(by dt: Double) -> AnimationStatus {
    elapsed += dt
    let t = (elapsed - ScrollIndicators.fadeDelay) / ScrollIndicators.fadeDuration
    onUpdate(self, 1 - min(max(t, 0), 1))
    return t >= 1 ? .finished : .running
  }
}
