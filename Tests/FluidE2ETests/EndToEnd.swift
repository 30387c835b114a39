import FluidSDL
import Foundation

/// Helpers to run the real `fluid` and `fluid-bench` binaries and xdotool.
enum EndToEnd {
  /// Whether end-to-end tests should run: `FLUID_E2E=1` and a display.
  static var isEnabled: Bool {
    let env = ProcessInfo.processInfo.environment
    return env["FLUID_E2E"] == "1" && !(env["DISPLAY"] ?? "").isEmpty
  }

  /// The built binary: `FLUID_BINARY`, or the debug build next to the tests.
  static var binary: String {
    if let path = ProcessInfo.processInfo.environment["FLUID_BINARY"] { return path }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return root.appendingPathComponent(".build/debug/fluid").path
  }

  /// The benchmark binary: `FLUID_BENCH_BINARY`, or `fluid-bench` beside ``binary`` (it runs the
  /// `fluid` it finds beside itself).
  static var benchBinary: String {
    if let path = ProcessInfo.processInfo.environment["FLUID_BENCH_BINARY"] { return path }
    return URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("fluid-bench").path
  }

  /// Shell lines that start a D-Bus socket `mute.sock` in the current folder that accepts every
  /// connection and never reads or answers (its process is `$mute`), and wait for it.
  static let muteBusSocket = """
    /usr/bin/python3 -c '
    import socket
    server = socket.socket(socket.AF_UNIX)
    server.bind("mute.sock")
    server.listen(8)
    held = []
    while True:
        held.append(server.accept()[0])  # takes the connection, reads nothing, answers nothing
    ' & mute=$!
    for i in $(seq 50); do [ -S mute.sock ] && break; sleep 0.1; done
    """

  /// A fresh temporary folder.
  static func temporaryDirectory() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// A fresh folder holding the recorded sessions of `scenes` from `Tests/Replays` (a short bench corpus).
  static func corpus(of scenes: String...) throws -> String {
    let dir = try temporaryDirectory()
    let replays = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Replays")
    for scene in scenes {
      try FileManager.default.copyItem(
        atPath: replays.appendingPathComponent("\(scene).jsonl").path, toPath: "\(dir)/\(scene).jsonl")
    }
    return dir
  }

  /// Starts the app with `arguments`.
  static func launch(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = try temporaryDirectory()
    process.environment = environment
    try process.run()
    return process
  }

  /// The result of running the app to completion.
  struct Outcome {
    let status: Int32
    let output: String
    let error: String
  }

  /// Runs `program` (the app unless told) with `arguments` to completion, with `environment` changes
  /// (nil removes a variable).
  ///
  /// A run that outlives `limit` seconds is killed and reported as status −1 (a hang).
  static func run(
    _ arguments: [String], program: String = binary, environment: [String: String?] = [:], limit: Double = 30
  ) throws -> Outcome {
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    return try bounded([program] + arguments, environment: env, limit: limit)
  }

  /// Runs `command` under `timeout`, bounded by `limit` seconds, on an X server of its own.
  ///
  /// The command runs in a process group of its own, ended whole after `limit` seconds (TERM, then
  /// KILL 5 s later): a test that hangs fails as status −1 instead of stopping the run. When it ends,
  /// whatever it left running is ended too (a clipboard owner, a stopped client, a session bus that
  /// libdbus autolaunched and that detached itself): where the system allows (root), the command is
  /// the first process of a PID namespace of its own (``isolation``), whose every process the kernel
  /// ends with it; elsewhere its process group is ended. No test inherits another's processes.
  ///
  /// Where the command would use the suite's display, it gets a new Xvfb of 1280×800 instead
  /// (``TestXServer``), stopped when it ends: no key held, selection owned, property set or window
  /// left by one test reaches the next. Standard output and error are read together, so neither can
  /// fill up and block the child.
  static func bounded(
    _ command: [String], environment: [String: String]? = nil, in dir: String? = nil, limit: Double
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    // A settings folder of its own: no run opens on the scene an earlier test left (a script may set
    // its own).
    var environment = environment ?? ProcessInfo.processInfo.environment
    environment["XDG_CONFIG_HOME"] = try temporaryDirectory()
    let server = try ownServer(for: &environment)
    defer { server?.stop() }
    // The test runner leaves some signals ignored, which its children would inherit (an Xvfb, a sway or
    // a settings daemon that shrugs off SIGTERM or SIGHUP): the command starts with every default.
    process.arguments =
      ["--kill-after=5", String(limit)] + isolation + ["/usr/bin/env", "--default-signal"] + command
    process.environment = environment
    if let dir { process.currentDirectoryURL = URL(fileURLWithPath: dir) }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let (output, error) = (Locked(Data()), Locked(Data()))
    let readers = DispatchGroup()
    DispatchQueue.global().async(group: readers) {
      output.value = out.fileHandleForReading.readDataToEndOfFile()
    }
    DispatchQueue.global().async(group: readers) {
      error.value = err.fileHandleForReading.readDataToEndOfFile()
    }
    process.waitUntilExit()
    let serverEnded = server?.endedNote
    // timeout leads the group (it called setpgid): what the command left behind ends with it.
    kill(-process.processIdentifier, SIGKILL)
    server?.stop()
    // A process that left the group (setsid) and kept a pipe open must not hold the test forever.
    _ = readers.wait(timeout: .now() + 10)
    // timeout exits 124 when it ended the command; its KILL to the group ends timeout itself too.
    let hung =
      process.terminationStatus == 124
      || (process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
    return Outcome(
      status: hung ? -1 : process.terminationStatus, output: String(decoding: output.value, as: UTF8.self),
      error: String(decoding: error.value, as: UTF8.self)
        + (hung ? "\n[killed after \(limit) s: a hang]" : "") + (serverEnded.map { "\n" + $0 } ?? ""))
  }

  /// The command that runs a command as the first process of a new PID namespace (with its own
  /// `/proc`), so that nothing it starts outlives it; empty where `unshare` cannot make one.
  static let isolation: [String] = {
    let command = ["/usr/bin/unshare", "--pid", "--fork", "--kill-child", "--mount-proc"]
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: command[0])
    probe.arguments = Array(command.dropFirst()) + ["/bin/true"]
    probe.standardOutput = FileHandle.nullDevice
    probe.standardError = FileHandle.nullDevice
    guard (try? probe.run()) != nil else { return [] }
    probe.waitUntilExit()
    return probe.terminationStatus == 0 ? command : []
  }()

  /// A new X server for a command whose `environment` names the suite's display, which it then names
  /// instead; nil (and `environment` unchanged) for a command with no display or another one.
  static func ownServer(for environment: inout [String: String]) throws -> TestXServer? {
    guard let display = environment["DISPLAY"], display == ProcessInfo.processInfo.environment["DISPLAY"]
    else { return nil }
    let server = try TestXServer(screen: "1280x800x24")
    environment["DISPLAY"] = server.display
    return server
  }

  /// Runs the app on `scene` until a condition holds; its status, last frame and states.
  ///
  /// The shell `actions` play once its window is up and its first frame presented (`$id` is the
  /// window, `$dump` the app's state dump); when the shell condition `until` holds (by default
  /// `settled`: the app's state at rest), the frame then shown is saved (`shoot`) and the app ended
  /// (`end_app`). The status is the app's (0 when it ended so; 1 when the condition never held).
  static func scenario(
    scene: String, until: String = "settled \"$dump\"", actions: String, extra: [String] = []
  ) throws -> (status: Int32, image: PNGImage?, states: [[String: Double]]) {
    let dir = try temporaryDirectory()
    let shot = dir + "/\(scene).png"
    let dump = dir + "/\(scene).state.jsonl"
    let script = """
      dump='\(dump)'
      "$0" --scene \(scene) --screenshot signal:\(shot) --dump-state "$dump" --exit-after 50 \(extra.joined(separator: " ")) &
      app=$!
      id=$(app_window $app "$dump") || exit 1
      \(actions)
      \(until) && shoot '\(shot)' || { kill -KILL $app; wait $app; exit 1; }
      end_app
      """
    let status = try shell(script).status
    return (status, try? PNGImage(contentsOf: shot), states(at: dump))
  }

  /// The numeric fields of each line of a state dump.
  static func states(at path: String) -> [[String: Double]] {
    jsonLines(at: path).map { $0.compactMapValues { $0 as? Double } }
  }

  /// The objects of a JSON Lines file (none if it cannot be read).
  static func jsonLines(at path: String) -> [[String: Any]] {
    guard let data = FileManager.default.contents(atPath: path) else { return [] }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
  }

  /// Writes a replay file of `lines` (the header first) at `path`.
  static func writeReplay(_ lines: [String], to path: String) throws {
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// Runs a bash `script` with `program` as `$0` (in `dir`, if given), bounded by `limit` seconds
  /// (see ``bounded(_:environment:in:limit:)``); its status (−1 for a hang) and standard error.
  static func shell(_ script: String, program: String = binary, in dir: String? = nil, limit: Double = 60)
    throws -> (status: Int32, error: String)
  {
    let outcome = try bounded(["/bin/bash", "-c", shellPrelude + script, program], in: dir, limit: limit)
    return (outcome.status, outcome.error)
  }
}
