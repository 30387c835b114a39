import Foundation

/// The shell functions every end-to-end script can call (``EndToEnd/shell(_:program:in:limit:)``),
/// and commands run in the test's own namespaces.
extension EndToEnd {
  /// Runs `command` (an absolute path and its arguments) in the test process's own mount and PID
  /// namespaces, as a script cannot (a tmpfs a script mounts is its own); its exit status, −1 when it
  /// could not start.
  static func system(_ command: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// The shell functions of every script.
  ///
  /// It defines, for the script after it:
  /// - `app_window PID [DUMP]`: prints the X window of process PID (found by the `_NET_WM_PID` SDL
  ///   sets, never by title) once it is mapped and, when DUMP (a `--dump-state` file) is given, once
  ///   the app has presented its first frame (the dump's first line). It waits up to 60 s, as a loaded
  ///   machine may need, and fails at once, saying so, when the process ends first.
  /// - `wait_for SECONDS COMMAND...`: runs COMMAND every 50 ms until it succeeds (status 0) or
  ///   SECONDS pass (status 1, with a line saying what was awaited).
  static let shellPrelude = """
    app_window() {
      local id i
      for i in $(seq 1200); do
        id=$(xdotool search --onlyvisible --pid "$1" 2>/dev/null | head -1)
        if [ -n "$id" ] && { [ -z "${2:-}" ] || [ -s "$2" ]; }; then echo "$id"; return 0; fi
        kill -0 "$1" 2>/dev/null || { echo "app_window: process $1 ended before its window was up" >&2; return 1; }
        sleep 0.05
      done
      echo "app_window: process $1 had no window${2:+ and no first frame in $2} after 60 s" >&2
      return 1
    }
    wait_for() {
      local limit=$1 i
      shift
      for i in $(seq $((limit * 20))); do "$@" && return 0; sleep 0.05; done
      echo "wait_for: '$*' did not hold within $limit s" >&2
      return 1
    }

    """
}
