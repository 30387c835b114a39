import FluidIO
import FluidSDL

#if canImport(Glibc)
  import Glibc
#endif

/// A child process for the live benchmarks — the `fluid` app, or this executable's latency probe:
/// started with `posix_spawn`, its output discarded, its peak memory read from `/proc` until it exits.
struct ChildProcess {
  /// The process id.
  let pid: pid_t
  /// `CLOCK_MONOTONIC` seconds just before the spawn.
  let started: Double

  /// This executable's path.
  static var executable: String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    return n > 0
      ? String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      : CommandLine.arguments[0]
  }

  /// The `fluid` app beside this executable: both are built into one folder (`.build/release`).
  static var siblingApp: String {
    let me = executable
    guard let slash = me.lastIndex(of: "/") else { return "fluid" }
    return String(me[...slash]) + "fluid"
  }

  /// Starts `program` (the `fluid` app's path, or ``executable``) with `arguments`.
  /// - Throws: ``BenchError`` when the process cannot be started.
  init(_ program: String, _ arguments: [String]) throws {
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    started = MonotonicClock.now
    let result = posix_spawn(&pid, argv[0]!, &actions, nil, argv, environ)
    guard result == 0 else {
      throw BenchError("cannot start \(program): \(String(cString: strerror(result)))")
    }
    self.pid = pid
  }

  /// CPU time used so far (user + system), s, from `/proc/<pid>/stat`.
  func cpuSeconds() -> Double? {
    guard let stat = Self.read("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the command name: state is field 3, utime 14 and stime 15 (1-based in proc(5)).
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return nil
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// The peak resident memory so far, MB (`VmHWM` in `/proc/<pid>/status`).
  func highWaterMB() -> Double? {
    guard let status = Self.read("/proc/\(pid)/status"),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kB = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kB / 1024
  }

  /// The whole of a (`/proc`) text file, or nil; read with `read(2)`, as `/proc` files report no size.
  static func read(_ path: String) -> String? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = Glibc.read(fd, &chunk, chunk.count)
      if n <= 0 { break }
      bytes += chunk[0..<n]
    }
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }

  /// Waits for the exit; returns the exit status and, when `sampling`, the peak resident memory in
  /// MB, read every 10 ms on the way (else 0: the wait then looks only every 50 ms).
  ///
  /// A child still running after `limit` seconds is killed: status 124 (as `timeout(1)` reports).
  /// The peak comes from `/proc`, not from `wait4`'s `ru_maxrss`: a child started with
  /// `posix_spawn` (vfork) carries the parent's high-water mark across `execve`.
  func wait(sampling: Bool = false, limit: Double = 120) -> (status: Int32, peakMB: Double) {
    var status: Int32 = 0
    var peak = 0.0
    let deadline = MonotonicClock.now + limit
    while true {
      if sampling, let now = highWaterMB() { peak = max(peak, now) }
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid || (reaped == -1 && errno != EINTR) { break }
      if MonotonicClock.now > deadline {
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return (124, peak)
      }
      usleep(sampling ? 10_000 : 50_000)
    }
    let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return (code, peak)
  }
}
