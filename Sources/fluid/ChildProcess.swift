import FluidSDL
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child `fluid` process for the live benchmarks: started with `posix_spawn`, its output
/// discarded, reaped with `wait4` for its peak memory.
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

  /// Starts `fluid` with `arguments`.
  /// - Throws: ``BenchError`` when the process cannot be started.
  init(_ arguments: [String]) throws {
    let argv = ([Self.executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    started = LatencyProbe.now
    let result = posix_spawn(&pid, argv[0]!, &actions, nil, argv, environ)
    guard result == 0 else {
      throw BenchError("cannot start \(Self.executable): \(String(cString: strerror(result)))")
    }
    self.pid = pid
  }

  /// CPU time used so far (user + system), s, from `/proc/<pid>/stat`.
  func cpuSeconds() -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the command name: state is field 3, utime 14 and stime 15 (1-based in proc(5)).
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return nil
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Waits for the exit; returns the exit status and peak resident memory, MB.
  func wait() -> (status: Int32, peakMB: Double) {
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return (code, Double(usage.ru_maxrss) / 1024)
  }
}

/// A live benchmark that could not run.
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
