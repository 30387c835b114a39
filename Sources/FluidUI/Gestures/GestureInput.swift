import FluidMotion

/// One pointer interaction as a recogniser sees it, in window points and seconds.
public enum GestureInput: Sendable, Equatable {
  /// The primary button went down on the recogniser's layer.
  case down(Vector2, time: Double, pressure: Double?)
  /// The pointer moved while down (anywhere, also outside the window).
  case moved(Vector2, time: Double, pressure: Double?)
  /// The button went up.
  case up(Vector2, time: Double)
  /// The wheel turned while down.
  case wheel(Vector2, time: Double)
  /// The wheel turned, or a touchpad scrolled, over the recogniser's layer with no button down: sent
  /// only to recognisers whose ``GestureCore/acceptsScroll`` is set. The delta is in points (positive
  /// y: content moves down), the location in window points.
  case scroll(Vector2, location: Vector2, time: Double)
  /// A frame went by with no input.
  case tick(time: Double)
  /// The interaction was cancelled (focus lost, a lost release, a press elsewhere while the
  /// recogniser was waiting across interactions).
  case cancel(time: Double)

  /// When the input happened, s.
  public var time: Double {
    switch self {
    case .down(_, let t, _), .moved(_, let t, _), .up(_, let t), .wheel(_, let t), .scroll(_, _, let t),
      .tick(let t), .cancel(let t):
      t
    }
  }
}
