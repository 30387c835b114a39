/// A one-body dynamics world stepped like a Box2D-style engine (what UIKit Dynamics is): an item with
/// density and resistance, held to the target by a soft point attachment.
///
/// Each step first damps velocity by the item's resistance, v ← v / (1 + h·resistance), then solves the
/// attachment as Box2D's mouse joint does: with k = m·ω², c = 2·m·ζ·ω the impulse gives
/// v′ = (v − h·ω²·(x − anchor)) / (1 + 2ζωh + ω²h²), then x′ = x + h·v′; the mass cancels. It is at
/// rest when the equivalent linear spring's excursion bound is under 0.5 pt.
public struct DynamicsWorld: StepIntegrator, Hashable, Sendable {
  /// The item's material.
  public var item: DynamicItemBehavior
  /// The attachment's frequency and damping (its anchor is the animation's target).
  public var attachment: AttachmentBehavior
  /// The item's area in pt² (mass = density × area), > 0.
  public var area: Double

  /// Creates the world.
  public init(item: DynamicItemBehavior, attachment: AttachmentBehavior, area: Double = 1) {
    precondition(area > 0 && area.isFinite, "DynamicsWorld: area must be > 0")
    self.item = item
    self.attachment = attachment
    self.area = area
  }

  /// The item's mass, density × area.
  public var mass: Double { item.density * area }

  /// The linear spring this world is equivalent to: ω² = (2πf)², c = 2ζω + resistance, mass 1.
  public var equivalentSpring: Spring {
    let omega = 2 * Double.pi * attachment.frequency
    let c = 2 * attachment.damping * omega + item.resistance
    return Spring(mass: 1, stiffness: omega * omega, damping: c, allowOverDamping: true)
  }

  /// One engine step.
  public func step(_ s: inout PhysicsState, toward anchor: Vector2, h: Double) -> Bool {
    let omega = 2 * Double.pi * attachment.frequency
    var v = s.velocity.scaled(by: 1 / (1 + h * item.resistance))
    let denominator = 1 + 2 * attachment.damping * omega * h + omega * omega * h * h
    v = (v - (s.position - anchor).scaled(by: h * omega * omega)).scaled(by: 1 / denominator)
    s.velocity = v
    s.position = s.position + v.scaled(by: h)
    return equivalentSpring.excursionBound(displacement: s.position - anchor, velocity: v) < 0.5
  }
}

/// The dynamics world on a fixed 1 ms step.
public typealias DynamicsAnimation = SteppedAnimation<DynamicsWorld>

extension SteppedAnimation where Integrator == DynamicsWorld {
  /// Creates the world with one item at rest at `position`, attached to `attachment.anchor`.
  public convenience init(
    position: Vector2, item: DynamicItemBehavior, attachment: AttachmentBehavior, area: Double = 1
  ) {
    self.init(
      integrator: DynamicsWorld(item: item, attachment: attachment, area: area), value: position,
      target: attachment.anchor)
  }

  /// Adds `delta` to the item's velocity, as `UIDynamicItemBehavior.addLinearVelocity(_:for:)`: the
  /// engine lets velocity be added, not set, so a new velocity is reached by adding the difference.
  public func addLinearVelocity(_ delta: Vector2) {
    reset(value: value, velocity: velocity + delta)
  }
}
