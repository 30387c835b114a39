import FluidMotion
import FluidUI

/// The push and pop between the menu and a scene: a progress from 0 (the menu shown) to 1 (the
/// scene shown), carried by a critically damped spring or moved 1:1 by a horizontal drag, and
/// interruptible at every instant.
///
/// A push or pop animates with UIKit's navigation timing (critically damped, response 0.42 s). A
/// drag catches the transition where it is (the spring stops on the press frame) and moves it with
/// the pointer: a drag of the window's width to the right is the whole pop. On release the decay
/// projection of the release velocity (UIScrollView's normal rate) decides: the transition goes to
/// the end nearest the projected landing, and the spring starts with the release velocity, so a
/// flick completes a short drag and a slow drag back cancels a long one.
final class NavigationTransition {
  /// The spring of every push and pop: critically damped, response 0.42 s.
  static let spring = Spring(response: 0.42, dampingRatio: 1)
  /// How the release velocity is projected to a landing point.
  static let projection = Decay.normal
  /// The longest press that is a click, s (UIKit's long-press time): a click on a moving transition
  /// lets it go on; a longer hold lets it go from rest.
  static let clickTime = 0.5
  /// The largest final snap, pt: the spring lands when no future excursion exceeds it.
  static let tolerance = 0.25

  /// The progress now: 0 is the menu (or the scene under the top one), 1 the top scene.
  private(set) var progress: Double
  /// The end the transition is heading for, 0 or 1.
  private(set) var target: Double
  /// The progress velocity now, per second.
  private(set) var velocity = 0.0
  private var animation: SpringAnimation<Double>?
  private var drag: (x: Double, progress: Double, time: Double, tracker: VelocityTracker<Double>)?
  private let animator: Animator
  /// Called whenever the progress changes.
  var onChange: (() -> Void)?
  /// Called when the spring lands on an end (0 or 1).
  var onSettle: ((Double) -> Void)?

  /// Creates a transition at rest at `progress` (0 or 1), run on `animator`.
  init(progress: Double, animator: Animator) {
    self.progress = progress
    self.target = progress
    self.animator = animator
  }

  /// Whether the spring is moving the transition.
  var isAnimating: Bool { animation.map { animator.contains($0) } ?? false }
  /// Whether a drag holds the transition.
  var isDragging: Bool { drag != nil }
  /// Whether anything moves it: scenes get no pointer input while it does.
  var isMoving: Bool { isAnimating || isDragging }

  /// Springs to `end` (0 or 1) from where the transition is, keeping its velocity.
  func animate(to end: Double, width: Double) {
    target = end
    drag = nil
    if let animation, animator.contains(animation) {
      animation.target = end
      return
    }
    guard progress != end || velocity != 0 else { return settle() }
    let spring = SpringAnimation(
      spring: Self.spring, value: progress, velocity: velocity, target: end,
      tolerance: Self.tolerance / max(width, 1))
    spring.onUpdate = { [unowned self] value, velocity in
      self.progress = value
      self.velocity = velocity
      self.onChange?()
    }
    animator.add(spring) { [weak self] in self?.settle() }
    animation = spring
  }

  /// Ends at `end` at once, with no animation.
  func jump(to end: Double) {
    stop()
    drag = nil
    progress = end
    target = end
    velocity = 0
    onChange?()
  }

  private func settle() {
    animation = nil
    velocity = 0
    onSettle?(progress)
  }

  private func stop() {
    if let animation { animator.remove(animation) }
    animation = nil
  }

  /// Catches the transition under a pointer at window x `x` (pt) at `time` (s): the spring stops.
  func beginDrag(atX x: Double, time: Double) {
    stop()
    velocity = 0
    var tracker = VelocityTracker<Double>()
    tracker.add(x, at: time)
    drag = (x, progress, time, tracker)
  }

  /// Moves a held transition with the pointer: a drag to the right by the window's `width` is a
  /// whole pop.
  func drag(toX x: Double, time: Double, width: Double) {
    guard var held = drag else { return }
    held.tracker.add(x, at: time)
    drag = held
    progress = min(1, max(0, held.progress - (x - held.x) / max(width, 1)))
    onChange?()
  }

  /// Lets go of a held transition at `time` (s).
  ///
  /// It springs to the end nearest the projected landing of the release velocity, starting with
  /// that velocity. `moved` false releases it from rest; a
  /// click (not moved, released within ``clickTime``) lets it go on to where it was heading.
  func endDrag(time: Double, width: Double, moved: Bool = true) {
    guard let held = drag else { return }
    if !moved, time - held.time < Self.clickTime {
      return animate(to: target, width: width)
    }
    let pointVelocity = moved ? held.tracker.velocity(at: time) : 0
    velocity = -pointVelocity / max(width, 1)
    let landing = progress + Self.projection.projectedDistance(initialVelocity: velocity)
    animate(to: landing < 0.5 ? 0 : 1, width: width)
  }
}
