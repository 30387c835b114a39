/// POP's and rebound's `bounciness` and `speed`, each in 0...20 (facebook/pop `POPAnimationExtras.mm`,
/// facebook/rebound `BouncyConversion.java`).
public struct POPSpringParameters: Hashable, Sendable {
  /// How much the spring overshoots, 0...20 (POP's default 4).
  public var bounciness: Double
  /// How fast the spring moves, 0...20 (POP's default 12).
  public var speed: Double

  /// Creates the pair.
  public init(bounciness: Double, speed: Double) {
    self.bounciness = bounciness
    self.speed = speed
  }
}
