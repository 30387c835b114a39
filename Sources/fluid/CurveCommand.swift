import ArgumentParser
import FluidMotion

/// `fluid curve`: prints a spring's or a decay's trajectory, stepped frame by frame, as CSV.
struct CurveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "curve",
    abstract: "Print time,value,velocity of a spring or a decay stepped frame by frame (CSV).",
    subcommands: [SpringCurve.self, DecayCurve.self])
}

/// Throws a one-line validation error naming the flag and its valid range unless `ok`.
func check(_ flag: String, _ value: Double, _ ok: Bool, _ range: String) throws {
  guard ok, value.isFinite else { throw ValidationError("\(flag) must be in \(range) (got \(value))") }
}

/// Prints the CSV header and one row per frame, starting at time 0.
func printCurve(
  steps: [Double], start: (Double, Double), advance: (inout Double, inout Double, Double) -> Void
) {
  var (value, velocity) = start
  var time = 0.0
  var out = "time,value,velocity\n"
  out += "0,\(value),\(velocity)\n"
  for dt in steps {
    advance(&value, &velocity, dt)
    time += dt
    out += "\(time),\(value),\(velocity)\n"
    if out.utf8.count > 1 << 16 {
      print(out, terminator: "")
      out = ""
    }
  }
  print(out, terminator: "")
}
