import Foundation
import Testing

/// The app in each way a desktop can hand it a session bus, with keys left held in the X server: no
/// bus, a bus of the session, and the bus libdbus autolaunches on the X display (`dbus-x11`), which
/// keeps the display from resetting between clients, so keys another client left held stay held.
extension SceneEndToEndTests {
  /// How the session bus came to be.
  enum SessionBus: String, CaseIterable, CustomTestStringConvertible {
    case none, session, autolaunched
    var testDescription: String { rawValue }

    /// Shell lines that set the bus up for the rest of the script.
    var setup: String {
      switch self {
      case .none: return "export DBUS_SESSION_BUS_ADDRESS=disabled:"
      case .session:
        return """
          bus=$(dbus-daemon --session --fork --print-address=1 --print-pid=3 3>bus.pid) || exit 80
          export DBUS_SESSION_BUS_ADDRESS=$bus
          trap 'kill $(cat bus.pid) 2>/dev/null' EXIT
          """
      case .autolaunched:
        return "unset DBUS_SESSION_BUS_ADDRESS XDG_RUNTIME_DIR"
      }
    }

    /// Whether this machine can make such a bus; otherwise, why not.
    var missing: String? {
      switch self {
      case .none, .session:
        return FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") ? nil : "dbus-daemon"
      case .autolaunched:
        return FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-launch")
          ? nil : "dbus-launch (dbus-x11)"
      }
    }
  }

  @Test(
    "two calculators in turn on one display, each bus: a paste, a Ctrl+Q, then a paste from a stopped owner and keys",
    arguments: SessionBus.allCases)
  func pastesOnEachBus(bus: SessionBus) throws {
    if let missing = bus.missing {
      Issue.record("\(missing) is not installed here: scripts/install-deps test installs it")
      return
    }
    let dir = try EndToEnd.temporaryDirectory()
    let outcome = try EndToEnd.shell(
      bus.setup + "\n" + Self.pasteScript(text: "1234.5", stopped: false, keys: "ctrl+v", run: 1)
        + Self.pasteScript(text: "user text", stopped: true, keys: "ctrl+v 1 2", run: 2), in: dir, limit: 120)
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(EndToEnd.states(at: dir + "/states1.jsonl").last?["value"] == 1234.5)
    #expect(EndToEnd.states(at: dir + "/states2.jsonl").last?["value"] == 12)
    #expect((try? String(contentsOfFile: dir + "/after2.txt", encoding: .utf8)) == "user text")
  }

  @Test("a key held before the window had the keyboard does not act until released; then keys act")
  func heldKeyDoesNotAct() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let outcome = try EndToEnd.shell(
      """
      xdotool keydown 5
      "$0" --scene calculator --dump-state states.jsonl &
      app=$!
      id=$(app_window $app states.jsonl) || exit 1
      xdotool mousemove --window $id 640 400
      sleep 1  # X repeats the held 5 into the window meanwhile
      xdotool keyup 5
      xdotool key --window $id --delay 80 7 ctrl+q
      wait $app
      """, in: dir)
    #expect(outcome.status == 0, "\(outcome.error)")
    let values = EndToEnd.states(at: dir + "/states.jsonl").compactMap { $0["value"] }
    #expect(values.allSatisfy { $0 == 0 || $0 == 7 }, "the held 5 typed: \(Set(values).sorted())")
    #expect(values.last == 7, "\(values.suffix(3))")
  }

  /// The calculator run number `run` while xclip owns the clipboard with `text` (stopped with SIGSTOP
  /// when `stopped`): it plays `keys` and quits on Ctrl+Q; its states go to states`run`.jsonl and the
  /// clipboard afterwards to after`run`.txt.
  static func pasteScript(text: String, stopped: Bool, keys: String, run: Int) -> String {
    """
    clipboard_is() { [ "$(timeout 5 xclip -o -selection clipboard 2>/dev/null)" = "$1" ]; }
    # xclip owns the clipboard with TEXT; an owner that does not answer within 10 s is started anew.
    start_owner() {
      local try
      for try in 1 2 3; do
        printf '%s' "$1" | xclip -selection clipboard -i -quiet 2>/dev/null & owner=$!
        wait_for 10 clipboard_is "$1" && return 0
        kill $owner 2>/dev/null; wait $owner 2>/dev/null || true
      done
      return 1
    }
    start_owner '\(text)' || exit 1\(run)
    "$0" --scene calculator --dump-state states\(run).jsonl &
    app=$!
    id=$(app_window $app states\(run).jsonl) || exit 2\(run)
    \(stopped ? "kill -STOP $owner" : "")
    xdotool key --window $id --delay 80 \(keys)
    # Longer than SDL's own wait (1 s), after which it took the clipboard over with an empty text.
    sleep \(stopped ? 1.5 : 0.4)
    kill -CONT $owner
    timeout 5 xclip -o -selection clipboard > after\(run).txt
    xdotool key --window $id ctrl+q
    # The app quits on Ctrl+Q's press, so xdotool's releases find no window and X keeps both keys
    # down, repeating Q into the next window: release them as a person's fingers would.
    xdotool keyup ctrl q
    wait $app || exit 3\(run)
    kill $owner 2>/dev/null; wait $owner 2>/dev/null || true

    """
  }
}
