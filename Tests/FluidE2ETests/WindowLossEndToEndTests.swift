import Foundation
import Testing

/// The window destroyed from outside, under a bare X server: Fluid's one line, never Xlib's report;
/// part of the serialized window suite: its timings assume one app at a time.
extension SceneEndToEndTests {
  @Test(
    "the window destroyed from outside (XDestroyWindow): one line, exit 1, the recording kept",
    arguments: 1...5)
  func windowDestroyed(run: Int) throws {
    let dir = try EndToEnd.temporaryDirectory()
    let outcome = try EndToEnd.shell(
      """
      "$0" --scene pane --record rec.jsonl --dump-state states.jsonl &
      app=$!
      id=$(app_window $app) || exit 1
      xdotool mousemove --window $id 100 100 click --repeat 2 --delay 20 1
      sleep 0.2
      close_app 50 TERM
      """, in: dir)
    #expect(outcome.status == 1, "run \(run): \(outcome.error)")
    #expect(outcome.error.split(separator: "\n").count == 1, "run \(run): \(outcome.error)")
    #expect(!outcome.error.contains("X Error"), "run \(run): \(outcome.error)")
    let recording = (try? String(contentsOfFile: dir + "/rec.jsonl", encoding: .utf8)) ?? ""
    #expect(recording.hasSuffix("\n") && recording.components(separatedBy: "\"type\":\"up\"").count == 3)
    let states = (try? String(contentsOfFile: dir + "/states.jsonl", encoding: .utf8)) ?? ""
    #expect(states.hasSuffix("\n") && !EndToEnd.states(at: dir + "/states.jsonl").isEmpty)
  }

  @Test("the window destroyed while unmapped and idle: one line, exit 1 at once, not a silent wait")
  func unmappedWindowDestroyed() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let outcome = try EndToEnd.shell(
      """
      "$0" --scene pane --dump-state states.jsonl &
      app=$!
      id=$(app_window $app) || exit 1
      sleep 0.3
      xdotool windowunmap --sync $id
      sleep 0.3
      close_app
      """, in: dir)
    #expect(outcome.status == 1, "\(outcome.error)")
    #expect(outcome.error.split(separator: "\n").count == 1, "\(outcome.error)")
    #expect(outcome.error.contains("window"), "\(outcome.error)")
    #expect(!EndToEnd.states(at: dir + "/states.jsonl").isEmpty)
  }
}

/// No X server and a `WAYLAND_DISPLAY` no compositor answers at: Fluid's one line, no libwayland's.
@Suite("A bogus WAYLAND_DISPLAY (no display needed)")
struct BogusWaylandEndToEndTests {
  @Test(
    "WAYLAND_DISPLAY names no compositor and DISPLAY is unset: one line, exit 1",
    arguments: [("bogus", nil), ("bogus", "/tmp"), ("/nonexistent/wayland-9", "/tmp")] as [(String, String?)])
  func bogusWayland(display: String, runtimeDir: String?) throws {
    let run = try EndToEnd.run(
      ["--scene", "pane"],
      environment: [
        "DISPLAY": nil, "WAYLAND_DISPLAY": display, "XDG_RUNTIME_DIR": runtimeDir, "SDL_VIDEODRIVER": nil,
      ], limit: 10)
    #expect(run.status == 1)
    #expect(
      run.error.split(separator: "\n").count == 1 && run.error.contains("WAYLAND_DISPLAY"), "\(run.error)")
  }
}
