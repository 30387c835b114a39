import ArgumentParser
import FluidIO
import FluidMotion

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
/// - Throws: exit 74 after one line when standard output cannot be written (a full disk, a closed
///   output), exit 65 when a value leaves the range of a Double (both stop at once).
func printCurve(
  steps: [Double], start: (Double, Double), advance: (inout Double, inout Double, Double) -> Void
) throws {
  var (value, velocity) = start
  var time = 0.0
  var out = "time,value,velocity\n"
  out += "0,\(value),\(velocity)\n"
  for dt in steps {
    advance(&value, &velocity, dt)
    time += dt
    guard value.isFinite, velocity.isFinite else {
      try writeOut(out)
      printError("fluid: the curve leaves the range of a Double at t = \(time) s; give milder parameters")
      throw ExitCode(65)
    }
    out += "\(time),\(value),\(velocity)\n"
    if out.utf8.count > 1 << 16 {
      try writeOut(out)
      out = ""
    }
  }
  try writeOut(out)
}

/// Writes `text` to standard output, at once.
/// - Throws: exit 74 after one line on standard error when it cannot be written.
private func writeOut(_ text: String) throws {
  let bytes = Array(text.utf8)
  var done = 0
  while done < bytes.count {
    let n = bytes.withUnsafeBytes { write(1, $0.baseAddress! + done, bytes.count - done) }
    if n > 0 {
      done += n
    } else if n < 0 && errno == EINTR {
      continue
    } else {
      let reason = n < 0 ? String(cString: strerror(errno)) : "nothing was written"
      printError("fluid: writing the curve to standard output failed: \(reason); check where it goes")
      throw ExitCode(74)
    }
  }
}
