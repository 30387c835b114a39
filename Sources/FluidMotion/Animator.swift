/// Advances running animations once per presented frame, like Core Animation's display-link clients.
///
/// The host (FluidSDL's display link, or a fixed-step clock in tests) calls ``advance(to:)`` with the
/// target time of each frame; the animator hands every animation the measured time since the previous
/// frame, scaled by ``timeScale``, and drops those that finish. It owns no clock and no thread.
///
/// Not thread-safe: an animator and the animations it runs belong to one isolation domain, normally
/// the main thread that presents frames. Create, advance and read them there; the types are not
/// `Sendable`, so Swift 6 refuses to hand them to another isolation.
///
/// ```swift
/// let animator = Animator()
/// let fall = SpringAnimation(spring: .snappy, value: 0.0, target: 100.0)
/// animator.add(fall)
/// var t = 0.0
/// while !animator.isIdle { t += 1.0 / 60; animator.advance(to: t) }
/// ```
public final class Animator {
  private var animations: [any Animation] = []
  private var completions: [ObjectIdentifier: (AnimatingPosition) -> Void] = [:]
  /// The animator a scope runs its animations on (see ``makeScope()``); `nil` for a root animator.
  private let parent: Animator?
  private var ownTime: Double?
  private var ownTimeScale: Double = 1
  /// The time of the last ``advance(to:)``, in seconds; `nil` before the first.
  ///
  /// A scope reads its root's.
  public var time: Double? { parent?.time ?? ownTime }
  /// A factor applied to elapsed time.
  ///
  /// 1 is real time, 0.1 is ten times slower. Finite, ≥ 0. A scope reads and sets its root's.
  public var timeScale: Double {
    get { parent?.timeScale ?? ownTimeScale }
    set {
      precondition(newValue.isFinite && newValue >= 0, "Animator: timeScale must be finite and >= 0")
      if let parent { parent.timeScale = newValue } else { ownTimeScale = newValue }
    }
  }

  /// Creates an animator with no animations.
  public init() { parent = nil }

  private init(parent: Animator) { self.parent = parent }

  /// An animator whose animations run on this one, so that they can be removed together.
  ///
  /// What is added to a scope runs on this animator (and so on the root the host ticks); ``removeAll()`` on the scope
  /// removes only the scope's own animations, ``isIdle`` and ``count`` count only them, and ``time``
  /// and ``timeScale`` are the root's. A host that shows several scenes at once (a navigation
  /// transition) gives each a scope and ends one scene's animations without touching the others'.
  /// A scope is never advanced itself.
  ///
  /// ```swift
  /// let scope = animator.makeScope()
  /// scope.add(SpringAnimation(spring: .snappy, value: 0.0, target: 1.0))
  /// animator.advance(to: 0.1)   // runs it
  /// scope.removeAll()           // leaves the root's other animations running
  /// ```
  public func makeScope() -> Animator { Animator(parent: self) }

  /// Whether nothing is running: the host may stop presenting frames.
  public var isIdle: Bool { count == 0 }

  /// The number of running animations.
  public var count: Int {
    guard let parent else { return animations.count }
    animations.removeAll { !parent.contains($0) }  // finished on the root
    return animations.count
  }

  /// Adds an animation.
  ///
  /// Adding one that is already running does nothing. It first moves on the next ``advance(to:)``, by the
  /// time since the previous one.
  /// - Parameter animation: The animation to run from the next frame on.
  public func add(_ animation: any Animation) {
    run(animation, completion: nil)
  }

  /// Adds an animation with a completion: Fluid's one completion shape, for an animation that has no
  /// `addCompletion(_:)` of its own.
  ///
  /// The completion is called once, with ``AnimatingPosition/end``, after the animation finished and
  /// was removed (so it may add the animation again); never when it is removed first. Adding one
  /// that is already running does nothing.
  /// - Parameters:
  ///   - animation: The animation to run from the next frame on.
  ///   - completion: Called once when the animation finishes.
  public func add(_ animation: any Animation, completion: @escaping (AnimatingPosition) -> Void) {
    run(animation, completion: completion)
  }

  /// Adds an animation with a completion that takes no position.
  @available(*, deprecated, message: "pass a completion that takes the position: add(_:) { _ in … }")
  public func add(_ animation: any Animation, completion: (() -> Void)?) {
    run(animation, completion: completion.map { done in { _ in done() } })
  }

  private func run(_ animation: any Animation, completion: ((AnimatingPosition) -> Void)?) {
    guard !contains(animation) else { return }
    if let parent {
      animations.removeAll { $0 === animation }
      animations.append(animation)
      parent.run(animation, completion: completion)
      return
    }
    animations.append(animation)
    if let completion { completions[ObjectIdentifier(animation)] = completion }
  }

  /// Removes an animation, leaving its state where it is; its completion is not called.
  public func remove(_ animation: any Animation) {
    if let parent, animations.contains(where: { $0 === animation }) { parent.remove(animation) }
    animations.removeAll { $0 === animation }
    completions[ObjectIdentifier(animation)] = nil
  }

  /// Removes every animation (a scene change); no completion is called.
  ///
  /// A scope removes its own.
  public func removeAll() {
    if let parent { for animation in animations { parent.remove(animation) } }
    animations.removeAll()
    completions.removeAll()
  }

  /// Whether `animation` is running here.
  public func contains(_ animation: any Animation) -> Bool {
    animations.contains { $0 === animation } && (parent?.contains(animation) ?? true)
  }

  /// Advances every animation to `time` (seconds, the target presentation time of the frame).
  ///
  /// A time earlier than the previous one advances by zero. While idle the call only records the
  /// time, so an animation added after a pause starts from the moment it was added, not from the
  /// last frame before the pause.
  /// - Precondition: `time` is finite; the animator is not a scope (its root is advanced).
  public func advance(to time: Double) {
    precondition(time.isFinite, "Animator: frame time must be finite (got \(time))")
    precondition(parent == nil, "Animator: a scope is advanced by its root, not by itself")
    let previous = ownTime ?? time
    ownTime = max(time, previous)
    guard !animations.isEmpty else { return }
    let dt = max(0, time - previous) * timeScale
    for animation in animations where animation.advance(by: dt) == .finished {
      let completion = completions[ObjectIdentifier(animation)]
      remove(animation)
      completion?(.end)
    }
  }
}
