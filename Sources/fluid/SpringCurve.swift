import ArgumentParser
import FluidMotion

/// `fluid curve spring`: one spring parameterisation, stepped with the exact state transition.
struct SpringCurve: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "spring", abstract: "A spring from --from to --to; give exactly one parameterisation.")

  @Option(parsing: .unconditional, help: "Response in seconds, [0.001, 60] (with --damping-ratio).")
  var response: Double?
  @Option(parsing: .unconditional, help: "Damping ratio, [0, 100] (with --response).") var dampingRatio:
    Double?
  @Option(parsing: .unconditional, help: "Perceptual duration in seconds, [0.001, 60] (with --bounce).")
  var duration: Double?
  @Option(parsing: .unconditional, help: "Bounce, (-1, 1] (with --duration).") var bounce: Double?
  @Option(
    parsing: .unconditional,
    help: "Mass, (0, 1e6] (with --stiffness, --damping; stiffness/mass and damping/mass ≤ 1e12).")
  var mass: Double?
  @Option(parsing: .unconditional, help: "Stiffness, (0, 1e9].") var stiffness: Double?
  @Option(parsing: .unconditional, help: "Damping, [0, 1e9].") var damping: Double?
  @Option(parsing: .unconditional, help: "POP bounciness, [0, 20] (with --speed).") var bounciness: Double?
  @Option(parsing: .unconditional, help: "POP speed, [0, 20] (with --bounciness).") var speed: Double?
  @Option(parsing: .unconditional, help: "Origami tension, (0.094, 1e6] (with --origami-friction).")
  var origamiTension: Double?
  @Option(parsing: .unconditional, help: "Origami friction, [0, 1e6].") var origamiFriction: Double?
  @Option(parsing: .unconditional, help: "Start value.") var from: Double = 0
  @Option(parsing: .unconditional, help: "Target value.") var to: Double = 100
  @Option(parsing: .unconditional, help: "Initial velocity, units per second.") var velocity: Double = 0
  @OptionGroup var frames: FrameOptions

  func validate() throws {
    for (flag, value) in [("--from", from), ("--to", to), ("--velocity", velocity)] {
      try check(flag, value, abs(value) <= 1e12, "[-1e12, 1e12]")
    }
    _ = try spring()
  }

  /// The spring the flags describe.
  func spring() throws -> Spring {
    let groups: [(String, [Double?])] = [
      ("--response/--damping-ratio", [response, dampingRatio]), ("--duration/--bounce", [duration, bounce]),
      ("--mass/--stiffness/--damping", [mass, stiffness, damping]),
      ("--bounciness/--speed", [bounciness, speed]),
      ("--origami-tension/--origami-friction", [origamiTension, origamiFriction]),
    ]
    let used = groups.filter { $0.1.contains { $0 != nil } }
    guard used.count == 1, let group = used.first else {
      throw ValidationError("give exactly one parameterisation: " + groups.map(\.0).joined(separator: " | "))
    }
    guard group.1.allSatisfy({ $0 != nil }) else {
      throw ValidationError("\(group.0) must be given together")
    }
    if let response, let dampingRatio {
      try check("--response", response, response >= 0.001 && response <= 60, "[0.001, 60]")
      try check("--damping-ratio", dampingRatio, dampingRatio >= 0 && dampingRatio <= 100, "[0, 100]")
      return Spring(response: response, dampingRatio: dampingRatio)
    }
    if let duration, let bounce {
      try check("--duration", duration, duration >= 0.001 && duration <= 60, "[0.001, 60]")
      try check("--bounce", bounce, bounce > -1 && bounce <= 1, "(-1, 1]")
      return Spring(duration: duration, bounce: bounce)
    }
    if let mass, let stiffness, let damping {
      try check("--mass", mass, mass > 0 && mass <= 1e6, "(0, 1e6]")
      try check("--stiffness", stiffness, stiffness > 0 && stiffness <= 1e9, "(0, 1e9]")
      try check("--damping", damping, damping >= 0 && damping <= 1e9, "[0, 1e9]")
      // Past these the spring's rates (√(k/m) up to 1e6 per second, c/m) overflow a Double.
      guard stiffness / mass <= 1e12, damping / mass <= 1e12 else {
        throw ValidationError(
          "--stiffness/--mass and --damping/--mass must be at most 1e12 (got \(stiffness / mass) and "
            + "\(damping / mass)): give a larger --mass")
      }
      return Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
    }
    if let bounciness, let speed {
      try check("--bounciness", bounciness, (0...20).contains(bounciness), "[0, 20]")
      try check("--speed", speed, (0...20).contains(speed), "[0, 20]")
      return Spring(bounciness: bounciness, speed: speed)
    }
    let tension = origamiTension ?? 0
    let friction = origamiFriction ?? 0
    try check("--origami-tension", tension, tension > (30 - 194 / 3.62) && tension <= 1e6, "(0.0939, 1e6]")
    try check("--origami-friction", friction, friction >= 0 && friction <= 1e6, "[0, 1e6]")
    return Spring(origamiTension: tension, origamiFriction: friction)
  }

  func run() throws {
    let spring = try spring()
    let target = to
    try printCurve(steps: frames.steps(), start: (from, velocity)) { value, velocity, dt in
      spring.update(value: &value, velocity: &velocity, target: target, deltaTime: dt)
    }
  }
}
