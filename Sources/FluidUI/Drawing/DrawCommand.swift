/// One thing to draw, in points; a frame is a list of these, painted in order.
///
/// Each shape is given in its own coordinates and carries the transform to the window (the identity for
/// axis-aligned layers, whose rectangle is then already in window coordinates).
public enum DrawCommand: Hashable, Sendable {
  /// A rounded rectangle (a circle when the radius is half the side).
  case roundedRect(Rect, cornerRadius: Double, fill: Fill, transform: Transform2D = .identity)
  /// A soft shadow shaped like a rounded rectangle.
  case shadow(Rect, cornerRadius: Double, shadow: Shadow, transform: Transform2D = .identity)
  /// A rounded-rectangle outline of the given stroke width.
  case border(Rect, cornerRadius: Double, width: Double, color: Color, transform: Transform2D = .identity)
  /// Text laid out in a frame.
  case text(String, frame: Rect, style: TextStyle, transform: Transform2D = .identity)
  /// From here to the next `clip`, paint only inside this window rectangle (points); `nil` paints
  /// everywhere again. A layer with ``Layer/masksToBounds`` wraps its sublayers in a pair.
  case clip(Rect?)
}

extension DrawCommand {
  /// The clip each command of `list` is painted under, window points (`nil`: none).
  ///
  /// The clip commands themselves get the clip they set. `nil` for a list with no clip (most
  /// frames): one pass, nothing allocated.
  public static func clips(of list: [DrawCommand]) -> [Rect?]? {
    guard list.contains(where: { if case .clip = $0 { true } else { false } }) else { return nil }
    var active: Rect?
    return list.map { command in
      if case .clip(let rect) = command { active = rect }
      return active
    }
  }
}
