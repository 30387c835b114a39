/// One thing to draw, in window points; a frame is a list of these, painted in order.
public enum DrawCommand: Hashable, Sendable {
  /// A rounded rectangle (a circle when the radius is half the side).
  case roundedRect(Rect, cornerRadius: Double, fill: Fill)
  /// A soft shadow shaped like a rounded rectangle.
  case shadow(Rect, cornerRadius: Double, shadow: Shadow)
  /// A rounded-rectangle outline of the given stroke width.
  case border(Rect, cornerRadius: Double, width: Double, color: Color)
  /// Text laid out in a frame.
  case text(String, frame: Rect, style: TextStyle)
}
