import FluidMotion

/// The physics that moves the objc.io pane: the exact spring and the three the article's code used.
package enum PaneDriver: Int, CaseIterable, Sendable {
  /// ``SpringAnimation``: the closed-form spring, response 0.35 s, damping ratio 0.8.
  case exactSpring
  /// The hand-written semi-implicit Euler spring, k 300, μ 20 (``EulerSpringAnimation``).
  case handWrittenSpring
  /// POP's spring, bounciness 6, speed 15, RK4 at 1 ms (``RK4SpringAnimation``).
  case popSpring
  /// A dynamics world: attachment 3.5 Hz / 0.4 plus item density 100, resistance 10.
  case dynamics

  /// The name shown on screen.
  package var name: String {
    switch self {
    case .exactSpring: return "exact spring (ζ 0.8, response 0.35 s)"
    case .handWrittenSpring: return "hand-written spring (Euler, k 300, μ 20)"
    case .popSpring: return "POP spring (bounciness 6, speed 15, RK4 1 ms)"
    case .dynamics: return "dynamics (attachment 3.5 Hz / 0.4, resistance 10)"
    }
  }

  /// The next driver, wrapping around.
  package var next: PaneDriver { PaneDriver(rawValue: (rawValue + 1) % PaneDriver.allCases.count)! }

  /// The exact spring's parameters.
  package static let exactSpringParameters = Spring(response: 0.35, dampingRatio: 0.8)

  /// Makes this driver's animation from `value` at `velocity` toward `target`.
  /// - Parameter itemArea: The pane's area in pt², for the dynamics item's mass.
  package func makeAnimation(
    value: Vector2, velocity: Vector2, target: Vector2, itemArea: Double
  ) -> any InterruptibleAnimation<Vector2> {
    switch self {
    case .exactSpring:
      return SpringAnimation(
        spring: Self.exactSpringParameters, value: value, velocity: velocity, target: target, tolerance: 0.5)
    case .handWrittenSpring:
      return EulerSpringAnimation(
        value: value, velocity: velocity, target: target, stiffness: 300, damping: 20)
    case .popSpring:
      return RK4SpringAnimation(
        spring: Spring(bounciness: 6, speed: 15), value: value, velocity: velocity, target: target)
    case .dynamics:
      let world = DynamicsAnimation(
        position: value, item: DynamicItemBehavior(density: 100, resistance: 10),
        attachment: AttachmentBehavior(anchor: target, frequency: 3.5, damping: 0.4), area: max(1, itemArea))
      world.addLinearVelocity(velocity)
      return world
    }
  }
}
