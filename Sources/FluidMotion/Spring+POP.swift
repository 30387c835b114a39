extension Spring {
  /// Creates the spring POP and rebound make from `bounciness` and `speed`, by their exact piecewise
  /// conversion: b = 0.8·(bounciness/1.7)/20, s = (speed/1.7)/20, Origami tension 0.5 + 199.5·s,
  /// Origami friction lerp(noBounce(tension) → 0.01, 2b − b²), then the Origami map; mass 1.
  ///
  /// POP's (bounciness 6, speed 15), the objc.io pane's, gives k ≈ 405.8, c ≈ 29.98 (ζ ≈ 0.744).
  /// - Parameters:
  ///   - bounciness: 0...20.
  ///   - speed: 0...20.
  /// - Precondition: both in 0...20.
  public init(bounciness: Double, speed: Double) {
    precondition(
      (0...20).contains(bounciness), "Spring: POP bounciness must be in 0...20 (got \(bounciness))")
    precondition((0...20).contains(speed), "Spring: POP speed must be in 0...20 (got \(speed))")
    let b = 0.8 * (bounciness / 1.7) / 20
    let s = (speed / 1.7) / 20
    let tension = 0.5 + 199.5 * s
    let blend = 2 * b - b * b
    let friction = (1 - blend) * Spring.popNoBounceFriction(tension) + blend * 0.01
    self.init(origamiTension: tension, origamiFriction: friction)
  }

  /// The POP bounciness and speed that make this spring, or `nil` when POP cannot express it (mass-normalised
  /// stiffness and damping outside what 0...20 reach).
  ///
  /// Exact inverse of ``init(bounciness:speed:)``.
  public var popParameters: POPSpringParameters? {
    guard let origami = origamiParameters else { return nil }
    let speed = (origami.tension - 0.5) / 199.5 * 20 * 1.7
    let noBounce = Spring.popNoBounceFriction(origami.tension)
    let rawBlend = (noBounce - origami.friction) / (noBounce - 0.01)
    guard rawBlend >= -1e-12, rawBlend <= 1 else { return nil }
    let blend = max(0, rawBlend)
    let b = 1 - (1 - blend).squareRoot()
    let bounciness = b * 20 * 1.7 / 0.8
    let tolerance = 1e-9
    guard (-tolerance...20 + tolerance).contains(bounciness), (-tolerance...20 + tolerance).contains(speed)
    else { return nil }
    return POPSpringParameters(bounciness: bounciness, speed: speed)
  }

  /// POP's "no bounce" Origami friction for an Origami tension: three cubics joined at 18 and 44.
  static func popNoBounceFriction(_ t: Double) -> Double {
    if t <= 18 { return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28 }
    if t <= 44 { return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 }
    return 4.5e-7 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
  }

  /// Creates the spring Origami's tension and friction describe.
  ///
  /// Stiffness k = 194 + 3.62·(tension − 30), c = 25 + 3·(friction − 8), mass 1 (0 maps to 0), as rebound does.
  /// Rebound's default (40, 7) gives k = 230.2, c = 22.
  /// - Precondition: the resulting stiffness > 0 and damping ≥ 0.
  public init(origamiTension tension: Double, origamiFriction friction: Double) {
    let stiffness = tension == 0 ? 0 : 194 + 3.62 * (tension - 30)
    let damping = friction == 0 ? 0 : 25 + 3 * (friction - 8)
    precondition(
      stiffness > 0, "Spring: Origami tension \(tension) gives no positive stiffness (need > 0.0939)")
    precondition(
      damping >= 0, "Spring: Origami friction \(friction) gives negative damping (need >= -0.3333)")
    self.init(mass: 1, stiffness: stiffness, damping: damping, allowOverDamping: true)
  }

  /// The Origami tension and friction of this spring normalised to mass 1.
  ///
  /// The exact inverse of ``init(origamiTension:origamiFriction:)``. `nil` never occurs for a valid spring
  /// but is kept for symmetry with ``popParameters``.
  public var origamiParameters: OrigamiSpringParameters? {
    let k = stiffness / mass
    let c = damping / mass
    let tension = (k - 194) / 3.62 + 30
    let friction = c == 0 ? 0 : (c - 25) / 3 + 8
    return OrigamiSpringParameters(tension: tension, friction: friction)
  }
}
