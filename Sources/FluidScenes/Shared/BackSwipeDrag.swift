import FluidMotion
import FluidUI

/// A swipe back turned into a drag toward a scene's closed state: what is open closes with the
/// hand, catchably, before the navigation may pop.
///
/// Sideways by the window's width moves the whole way from open to closed; moving back left opens
/// it again. Its velocity, in the closing direction, is the hand's, scaled the same way.
///
/// ```swift
/// var drag = BackSwipeDrag(distance: 480, width: 1280, time: 0)
/// let travel = drag.follow(Vector2(x: 640, y: 4), time: 0.2)  // 240 pt toward closed
/// ```
struct BackSwipeDrag {
  /// The distance from open to closed, pt (≥ 0).
  let distance: Double
  /// The window's width, pt: a swipe this far sideways is the whole distance.
  let width: Double
  private var tracker = VelocityTracker<Double>()
  private var travel = 0.0

  /// Starts following a swipe at `time` (s), for a scene whose open and closed states lie
  /// `distance` pt apart in a window `width` pt wide.
  init(distance: Double, width: Double, time: Double) {
    self.distance = distance.isFinite ? max(0, distance) : 0
    self.width = width.isFinite ? max(1, width) : 1
    if time.isFinite { tracker.add(0, at: time) }
  }

  /// The travel toward closed (pt, from where the swipe began) for the swipe's sideways
  /// `translation` (pt) at `time` (s).
  mutating func follow(_ translation: Vector2, time: Double) -> Double {
    let moved = translation.x / width * distance
    if moved.isFinite { travel = moved }
    if time.isFinite { tracker.add(travel, at: time) }
    return travel
  }

  /// The travel's velocity at `time` (s), pt/s toward closed.
  func velocity(at time: Double) -> Double {
    tracker.velocity(at: time.isFinite ? time : nil)
  }
}
