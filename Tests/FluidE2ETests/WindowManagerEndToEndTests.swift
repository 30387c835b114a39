import Foundation
import Testing

/// The app under window managers, each on an X server of its own (so no other test's window is
/// managed meanwhile): openbox, and managers that lose or refuse the request to show the window.
@Suite("Window managers (each test on an X server of its own)")
struct WindowManagerEndToEndTests {
  @Test(
    "under openbox, the window destroyed from outside: one line, exit 1, not a process with no window",
    .enabled(if: EndToEnd.isEnabled && DesktopEndToEndTests.hasOpenbox))
  func destroyedUnderOpenbox() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let outcome = try EndToEnd.shell(
      DesktopEndToEndTests.onOwnServer(
        screen: "1024x768", openbox: true,
        """
        "$0" --scene pane --size 800x600 --dump-state states.jsonl &
        app=$!
        id=$(app_window $app) || exit 1
        sleep 0.5
        close_app
        """), in: dir)
    #expect(outcome.status == 1, "\(outcome.error)")
    #expect(outcome.error.split(separator: "\n").count == 1, "\(outcome.error)")
    #expect(outcome.error.contains("window"), "\(outcome.error)")
  }

  @Test(
    "a window manager that loses the first request to show the window: asked again, it shows it",
    .enabled(if: EndToEnd.isEnabled))
  func lostMapRequest() throws {
    let (outcome, requests, dir) = try Self.underForgetfulManager(
      grants: true,
      """
      "$0" --scene pane --size 400x300 &
      app=$!
      app_window $app > shown.txt
      kill -TERM $app
      wait $app
      """)
    #expect(outcome.status == 143, "\(outcome.error)")
    #expect(outcome.error.isEmpty, "\(outcome.error)")
    let shown = (try? String(contentsOfFile: dir + "/shown.txt", encoding: .utf8)) ?? ""
    #expect(!shown.isEmpty, "the window was never shown")
    #expect(requests.values.contains { $0 >= 2 }, "\(requests)")
  }

  @Test(
    "a window manager that never shows the window: one line after 5 s, asked again meanwhile, the app runs on",
    .enabled(if: EndToEnd.isEnabled))
  func refusedMapRequest() throws {
    let (outcome, requests, dir) = try Self.underForgetfulManager(
      grants: false,
      """
      : > err.txt
      "$0" --scene pane --size 400x300 --dump-state states.jsonl 2>>err.txt &
      app=$!
      for i in $(seq 300); do grep -qs 'window manager' err.txt && break; sleep 0.05; done
      sleep 0.5
      kill -0 $app && echo running > alive.txt
      kill -TERM $app
      wait $app; status=$?
      cat err.txt >&2
      exit $status
      """)
    #expect(outcome.status == 143, "\(outcome.error)")
    #expect(outcome.error.split(separator: "\n").count == 1, "\(outcome.error)")
    #expect(outcome.error.contains("window manager has not shown the window"), "\(outcome.error)")
    #expect(FileManager.default.fileExists(atPath: dir + "/alive.txt"), "the app ended with the line")
    let asked = requests.values.max() ?? 0
    #expect(asked >= 5, "asked to be shown \(asked) times in 5 s")
  }

  /// Runs `script` (the app as `$0`) in a fresh folder on an X server of its own under a
  /// ``ForgetfulWindowManager``; what it ended with, the requests the manager saw, and the folder.
  static func underForgetfulManager(grants: Bool, _ script: String) throws -> (
    outcome: (status: Int32, error: String), requests: [UInt: Int], dir: String
  ) {
    let server = try TestXServer()
    defer { server.stop() }
    let manager = try ForgetfulWindowManager(display: server.display, grants: grants)
    let dir = try EndToEnd.temporaryDirectory()
    let outcome = Result { try EndToEnd.shell("export DISPLAY=\(server.display)\n" + script, in: dir) }
    manager.stop()
    return (try outcome.get(), manager.requests, dir)
  }
}
