/// What assistive technology is told of a window: title, place, size, scale and activation.
///
/// The platform's window pushes a new value whenever one of them changes (AccessKit's shape); a
/// bridge never reads the window itself.
///
/// It also converts between the window's points and the screen's pixels, clamped: a request about
/// any 32-bit point, or a window placed far off screen, never overflows.
///
/// ```swift
/// let window = AccessibilityWindow(
///   title: "Fluid", origin: (x: 100, y: 50), size: Size(width: 800, height: 600), scale: 2,
///   isActive: true)
/// let box = window.pixels(of: Rect(x: 10, y: 10, width: 40, height: 20), screen: true)  // (120, 70, 80, 40)
/// ```
public struct AccessibilityWindow: Equatable, Sendable {
  /// The title as shown.
  public var title: String
  /// The window's top-left corner on screen, pixels.
  public var origin: (x: Int32, y: Int32)
  /// The window's size, points.
  public var size: Size
  /// Pixels per point (2 on a doubled display), > 0.
  public var scale: Double
  /// Whether the window has the keyboard's focus.
  public var isActive: Bool

  /// A window; a scale that is not a positive finite number counts as 1.
  public init(title: String, origin: (x: Int32, y: Int32), size: Size, scale: Double, isActive: Bool) {
    (self.title, self.origin, self.size, self.isActive) = (title, origin, size, isActive)
    self.scale = scale.isFinite && scale > 0 ? scale : 1
  }

  /// No window yet: untitled, at the origin, empty, inactive.
  public static let none = AccessibilityWindow(
    title: "", origin: (0, 0), size: Size(width: 0, height: 0), scale: 1, isActive: false)

  /// Whether every field is the same.
  public static func == (a: Self, b: Self) -> Bool {
    a.title == b.title && a.origin == b.origin && a.size == b.size && a.scale == b.scale
      && a.isActive == b.isActive
  }

  /// `rect` (window points) in screen pixels (`screen` true) or window pixels: x, y, width, height.
  public func pixels(of rect: Rect, screen: Bool) -> (Int32, Int32, Int32, Int32) {
    let (x, y) = screen ? origin : (0, 0)
    // In 64 bits, then clamped: a window far off screen or a huge layer never overflows.
    func px(_ v: Double, from start: Int32 = 0) -> Int32 {
      let scaled = v * scale
      guard scaled.isFinite else { return start }
      return Int32(clamping: Int64(start) + Int64(max(-1e15, min(1e15, scaled.rounded()))))
    }
    return (px(rect.minX, from: x), px(rect.minY, from: y), px(rect.size.width), px(rect.size.height))
  }

  /// The window's point at screen or window pixel `(x, y)`: any 32-bit pixel, far off the window
  /// too (an assistive technology may ask about any point).
  public func point(atPixel x: Int32, _ y: Int32, screen: Bool) -> Vector2 {
    let (wx, wy) = screen ? origin : (0, 0)
    return Vector2(x: (Double(x) - Double(wx)) / scale, y: (Double(y) - Double(wy)) / scale)
  }
}
