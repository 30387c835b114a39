/// A one-body dynamics world: an item with density and resistance held by a soft attachment, stepped
/// like a Box2D-style engine (what UIKit Dynamics is), on a fixed 1 ms step interpolated to the frame.
///
/// Each step first damps velocity by the item's resistance, then solves the soft attachment as Box2D's
/// mouse joint does: with k = m·ω², c = 2·m·ζ·ω, v′ = (v − h·ω²·(x − anchor)) / (1 + 2ζωh + ω²h²),
/// x′ = x + h·v′. Velocity can only be *added*, as with `addLinearVelocity(_:for:)`; setting a
/// velocity reads the current one and adds the difference, as the objc.io pane does.
/// It comes to rest when the equivalent linear spring's future-excursion bound is under 0.5 pt, and
/// then sits exactly on the anchor.
///
/// ```swift
/// let world = DynamicsAnimation(position: pane, item: DynamicItemBehavior(density: 100, resistance: 10),
///                               attachment: AttachmentBehavior(anchor: open, frequency: 3.5, damping: 0.4))
/// world.addLinearVelocity(release)
/// ```
public final class DynamicsAnimation: InterruptibleAnimation {
  /// The item's material.
  public var item: DynamicItemBehavior { didSet { stepper.reset(to: stepper.displayed) } }
  /// The attachment.
  public var attachment: AttachmentBehavior { didSet { stepper.reset(to: stepper.displayed) } }
  /// The item's area in square points (mass = density × area).
  ///
  /// > 0.
  public let area: Double
  /// Called after each frame with value and velocity.
  public var onUpdate: ((Vector2, Vector2) -> Void)?
  private var stepper: FixedStepper

  /// Creates the world with one item at `position`, at rest.
  /// - Parameter area: The item's area in pt², > 0. Default 1.
  public init(
    position: Vector2, item: DynamicItemBehavior, attachment: AttachmentBehavior, area: Double = 1,
    step: Double = 0.001
  ) {
    precondition(area > 0 && area.isFinite, "DynamicsAnimation: area must be > 0")
    self.item = item
    self.attachment = attachment
    self.area = area
    stepper = FixedStepper(step: step, state: PhysicsState(position: position, velocity: .zero))
  }

  /// The item's mass, density × area.
  public var mass: Double { item.density * area }
  /// The displayed position.
  public var value: Vector2 { stepper.displayed.position }
  /// The displayed velocity, pt/s.
  public var velocity: Vector2 { stepper.displayed.velocity }
  /// The anchor; setting it moves the anchor and keeps position and velocity.
  public var target: Vector2 {
    get { attachment.anchor }
    set { attachment.anchor = newValue }
  }

  /// Adds `delta` to the item's velocity, as `UIDynamicItemBehavior.addLinearVelocity(_:for:)`.
  public func addLinearVelocity(_ delta: Vector2) {
    let now = stepper.displayed
    stepper.reset(to: PhysicsState(position: now.position, velocity: now.velocity + delta))
  }

  /// Places the item and gives it a velocity: the position is set, the velocity reached by adding the
  /// difference to the current one (the only way the engine allows).
  public func reset(value: Vector2, velocity: Vector2) {
    stepper.reset(to: PhysicsState(position: value, velocity: stepper.displayed.velocity))
    addLinearVelocity(velocity - self.velocity)
  }

  /// The linear spring this world is equivalent to: ω² = (2πf)², c = 2ζω + resistance, mass 1.
  public var equivalentSpring: Spring {
    let omega = 2 * Double.pi * attachment.frequency
    let c = 2 * attachment.damping * omega + item.resistance
    return Spring(mass: 1, stiffness: omega * omega, damping: c, allowOverDamping: true)
  }

  /// Advances by `dt` seconds.
  public func advance(by dt: Double) -> AnimationStatus {
    let omega = 2 * Double.pi * attachment.frequency
    let (zeta, resistance, anchor) = (attachment.damping, item.resistance, attachment.anchor)
    let settle = equivalentSpring
    let done = stepper.advance(by: dt) { s, h in
      var v = s.velocity.scaled(by: 1 / (1 + h * resistance))
      let offset = s.position - anchor
      let denominator = 1 + 2 * zeta * omega * h + omega * omega * h * h
      v = (v - offset.scaled(by: h * omega * omega)).scaled(by: 1 / denominator)
      s.velocity = v
      s.position = s.position + v.scaled(by: h)
      return settle.excursionBound(displacement: s.position - anchor, velocity: s.velocity) < 0.5
    }
    if done { stepper.reset(to: PhysicsState(position: anchor, velocity: .zero)) }
    onUpdate?(value, velocity)
    return done ? .finished : .running
  }
}
