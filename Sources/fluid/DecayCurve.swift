import ArgumentParser
import FluidMotion

/// `fluid curve decay`: a value coasting from a velocity under UIScrollView deceleration.
struct DecayCurve: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "decay", abstract: "A decay from --from at --velocity.")

  @Option(parsing: .unconditional, help: "Initial velocity, units per second, [-1e9, 1e9].") var velocity:
    Double
  @Option(
    parsing: .unconditional,
    help: "Deceleration rate per ms: normal (0.998), fast (0.99) or a number in (0, 1).") var rate: String =
      "normal"
  @Option(parsing: .unconditional, help: "Start value.") var from: Double = 0
  @OptionGroup var frames: FrameOptions

  func decay() throws -> Decay {
    switch rate.lowercased() {
    case "normal": return .normal
    case "fast": return .fast
    default:
      guard let r = Double(rate), r > 0, r < 1 else {
        throw ValidationError("--rate must be normal, fast or a number in (0, 1) (got '\(rate)')")
      }
      return Decay(rate: r)
    }
  }

  func validate() throws {
    try check("--velocity", velocity, abs(velocity) <= 1e9, "[-1e9, 1e9]")
    try check("--from", from, abs(from) <= 1e12, "[-1e12, 1e12]")
    _ = try decay()
  }

  func run() throws {
    let decay = try decay()
    try printCurve(steps: frames.steps(), start: (from, velocity)) { value, velocity, dt in
      value = decay.value(from: value, initialVelocity: velocity, time: dt)
      velocity = decay.velocity(initialVelocity: velocity, time: dt)
    }
  }
}
