import ArgumentParser
import FluidIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files a run will write, checked before anything is opened: none may be the replay being read,
/// and no two may be the same file.
struct OutputPlan {
  /// Each output: its flag and path.
  let outputs: [(flag: String, path: String)]
  /// The replay file read in this run, if any.
  let input: String?

  init(run: RunCommand) {
    var outputs: [(flag: String, path: String)] = []
    if let path = run.record { outputs.append(("--record", path)) }
    if let path = run.dumpState { outputs.append(("--dump-state", path)) }
    if let path = run.statsLog { outputs.append(("--stats-log", path)) }
    for shot in (try? run.parsedScreenshots()) ?? [] { outputs.append(("--screenshot", shot.path)) }
    if let path = run.signalScreenshot { outputs.append(("--screenshot", path)) }
    self.outputs = outputs
    input = run.replay
  }

  /// Refuses (exit 64, one line) an output that is the replay file or another output.
  func check() throws {
    let replay = input.flatMap { FileIdentity(path: $0) }
    var seen: [String: String] = [:]
    for (flag, path) in outputs {
      if let replay, FileIdentity(path: path) == replay {
        try refuse(
          "\(flag) \(Excerpt.path(path)) is the --replay file: writing it would destroy what is being read; choose another file"
        )
      }
      let key = Self.key(path)
      if let other = seen[key] {
        try refuse("\(flag) \(Excerpt.path(path)) is also the \(other) file; give each output its own file")
      }
      seen[key] = flag
    }
  }

  /// A file's identity if it exists, else the absolute path a write would create (symlinks and
  /// symlinked folders followed), else its standardised path.
  private static func key(_ path: String) -> String {
    if let id = FileIdentity(path: path) { return "\(id.device):\(id.inode)" }
    return LinkTarget.canonical(path) ?? standardized(path)
  }

  /// `path` made absolute (from the working folder) with its `.` and `..` parts resolved, as written:
  /// symlinks are not followed (the file does not exist yet).
  static func standardized(_ path: String) -> String {
    var full = path
    if !path.hasPrefix("/") {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      if let cwd = getcwd(&buffer, buffer.count) { full = String(cString: cwd) + "/" + path }
    }
    var parts: [Substring] = []
    for part in full.split(separator: "/") where part != "." {
      if part == ".." { _ = parts.popLast() } else { parts.append(part) }
    }
    return "/" + parts.joined(separator: "/")
  }

  private func refuse(_ message: String) throws -> Never {
    printError("fluid: \(message)")
    throw ExitCode(64)
  }
}
