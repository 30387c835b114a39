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
  /// - `settled DUMP [KEY...]`: waits until the state of the app's last frame (DUMP, its
  ///   `--dump-state` file) has stayed the same for 0.5 s, up to `$settle_seconds` (30): the keys given, or every key
  ///   but the time. A window at rest draws no frames; one held by a press draws the same state.
  /// - `state_is DUMP KEY VALUE`: whether the last frame's state has KEY at VALUE (as the dump writes
  ///   it: `1.0`, `-1.0`).
  /// - `shoot SHOT`: saves the frame the app `$app` shows now to SHOT (the app runs with
  ///   `--screenshot signal:SHOT`: a SIGUSR1 asks for it) and waits for the file, up to 20 s.
  /// - `end_app`: ends `$app` with SIGTERM and waits; 0 when the signal ended it (status 143, its
  ///   outputs flushed and closed), else the app's status.
  /// - `finish_app DUMP [SHOT]`: `settled DUMP`, then `shoot SHOT` when given, then `end_app`; 1 (the
  ///   app killed) when it never came to rest or saved no frame.
  /// - `close_app [TENTHS] [SIGNAL]`: destroys the window `$id` from outside and waits up to TENTHS
  ///   tenths of a second (30) for `$app` to end; an app still running then says so on standard
  ///   error and gets SIGNAL (KILL). Its status is the app's.
  /// - `grown FILE N`: whether FILE has more than N lines.
  /// - `quit_timed`: presses Ctrl+Q in the window `$id` and waits up to 1 s for `$app` to end; prints
  ///   the milliseconds it took on standard error; 1 (the app killed) when it was still running.
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
    last_state() {
      if [ $# -gt 1 ]; then
        local line key
        line=$(tail -n 1 "$1")
        shift
        for key in "$@"; do echo "$line" | grep -o "\\"$key\\":[^,}]*"; done
      else
        tail -n 1 "$1" | sed -E 's/"t":[^,}]*//'
      fi
    }
    settled() {
      local last="" now still=0 i
      for i in $(seq $((${settle_seconds:-30} * 20))); do
        now=$(last_state "$@" 2>/dev/null)
        if [ -n "$now" ] && [ "$now" = "$last" ]; then
          still=$((still + 1))
          [ $still -ge 10 ] && return 0
        else
          still=0
          last=$now
        fi
        sleep 0.05
      done
      echo "settled: the state in $1${2:+ ($*)} still changed after ${settle_seconds:-30} s: the app never came to rest" >&2
      return 1
    }
    state_is() {
      tail -n 1 "$1" | grep -q "\\"$2\\":$3[,}]"
    }
    quit_timed() {
      local asked i
      asked=$(date +%s%N)
      xdotool key --window $id ctrl+q
      for i in $(seq 100); do kill -0 $app 2>/dev/null || break; sleep 0.01; done
      echo "Ctrl+Q to exit: $(( ($(date +%s%N) - asked) / 1000000 )) ms" >&2
      if kill -0 $app 2>/dev/null; then kill -9 $app; return 1; fi
    }
    shoot() {
      rm -f "$1"
      kill -USR1 $app
      wait_for 20 test -s "$1"
    }
    end_app() {
      local status
      kill -TERM $app 2>/dev/null
      wait $app
      status=$?
      [ $status = 143 ] && return 0
      return $status
    }
    finish_app() {
      settled "$1" && { [ -z "${2:-}" ] || shoot "$2"; } || { kill -KILL $app; wait $app; return 1; }
      end_app
    }
    close_app() {
      xdotool windowclose $id
      for i in $(seq ${1:-30}); do kill -0 $app 2>/dev/null || break; sleep 0.1; done
      kill -0 $app 2>/dev/null && { echo "still running with no window" >&2; kill -${2:-KILL} $app; }
      wait $app
    }
    grown() {
      [ "$(wc -l < "$1")" -gt "$2" ]
    }

    """
}
