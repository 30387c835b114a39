import FluidMotion

/// The one table of gesture constants: how far a press may move and still be a click, how far it
/// moves before it drags, what a double click is, how long a long press lasts, where the edge swipe
/// starts and how fast a flick turns a page or completes a swipe back.
///
/// Every recogniser, scroll view and caught object reads its thresholds here, from the
/// ``GestureArena/settings`` of the arena it is attached to (a recogniser's own property,
/// where it has one, overrides it). ``standard`` holds the defaults; the app fills the values the
/// desktop publishes (XSettings `Net/DoubleClickTime`, `Net/DoubleClickDistance`,
/// `Net/DndDragThreshold`) with ``init(desktop:pixelsPerPoint:)`` and hands them to its scenes in
/// ``SceneContext/gestureSettings``.
///
/// ```swift
/// var settings = GestureSettings.standard
/// settings.doubleClickTime = 0.5
/// let gestures = GestureArena(root: root, settings: settings)
/// ```
public struct GestureSettings: Sendable, Equatable {
  /// How far a press may move and still be a click, a hold or a long press, pt (≥ 0; 4: a mouse is
  /// precise).
  ///
  /// A pan or a rotation begins past it.
  public var clickSlop = 4.0
  /// How far a press moves before a scroll view, or the window's swipe back, takes it as a drag, pt
  /// (≥ 0; 8, the desktop's drag threshold).
  public var dragThreshold = 8.0
  /// The longest press that is still a click, s (> 0; 0.6).
  public var clickDuration = 0.6
  /// The longest time from one press of a double click to the next, s (> 0; 0.4, GTK's default).
  public var doubleClickTime = 0.4
  /// How far the clicks of one double click may be apart, pt (≥ 0; 5, GTK's default).
  public var doubleClickDistance = 5.0
  /// How long a still press lasts before it is a long press (a hold), s (> 0; 0.5, UIKit's).
  public var longPressDuration = 0.5
  /// How far from the window's left side a press starts a swipe back, pt (≥ 0; 20, UIKit's edge).
  public var edgeWidth = 20.0
  /// The release speed above which a flick goes to the end it points to: a swipe back completes, a
  /// paging scroll view turns the page, pt/s (≥ 0; 300, libadwaita's swipe).
  public var flickSpeed = 300.0
  /// The speed below which a press on a gliding scroll view is not a catch, pt/s (≥ 0; 40): it stops
  /// the creeping end of a glide and is the content's press.
  public var catchSpeed = 40.0
  /// How long a touchpad scroll may pause before it counts as released, s (> 0; 0.15).
  public var scrollPause = 0.15
  /// How far one notch of a wheel scrolls, pt (> 0; 40): what the platform reports a notch as.
  public var wheelNotch = 40.0

  /// The defaults.
  public static let standard = GestureSettings()

  /// Creates the defaults.
  public init() {}

  /// The defaults with what the desktop publishes: `Net/DoubleClickTime` (ms),
  /// `Net/DoubleClickDistance` and `Net/DndDragThreshold` (device pixels, turned into points by
  /// `pixelsPerPoint`, > 0).
  ///
  /// A value out of its range (negative, or past 10 s or 1,000 px) is ignored.
  public init(desktop integers: [String: Int32], pixelsPerPoint: Double) {
    let scale = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? pixelsPerPoint : 1
    if let ms = integers["Net/DoubleClickTime"], (1...10_000).contains(ms) {
      doubleClickTime = Double(ms) / 1000
    }
    if let px = integers["Net/DoubleClickDistance"], (0...1000).contains(px) {
      doubleClickDistance = Double(px) / scale
    }
    if let px = integers["Net/DndDragThreshold"], (1...1000).contains(px) {
      dragThreshold = Double(px) / scale
    }
  }

  /// Whether a press at `point` and `time` (s) continues the click pressed at `previous`: soon
  /// enough after it (press to press, as GTK counts) and near enough to be the same double click.
  public func continuesClick(_ previous: (point: Vector2, time: Double), with point: Vector2, at time: Double)
    -> Bool
  {
    time - previous.time <= doubleClickTime && point.distance(to: previous.point) <= doubleClickDistance
  }

  /// Whether a scroll step of `delta` (pt) is a notched wheel's: whole notches of ``wheelNotch`` on
  /// each axis.
  ///
  /// A touchpad's steps are fractional.
  public func isWheelNotch(_ delta: Vector2) -> Bool {
    guard wheelNotch > 0 else { return false }
    let n = Vector2(x: delta.x / wheelNotch, y: delta.y / wheelNotch)
    return abs(n.x - n.x.rounded()) < 1e-6 && abs(n.y - n.y.rounded()) < 1e-6
  }
}
