import Foundation
import Testing

/// The app's own copy pasted back. Pastes from another client (xclip), on every kind of session bus,
/// are in SessionBusEndToEndTests.swift.
extension SceneEndToEndTests {
  @Test("Ctrl+C then Ctrl+V in the app itself: the copy comes back (the app owns the clipboard)")
  func copyThenPaste() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let outcome = try EndToEnd.shell(
      """
      "$0" --scene calculator --dump-state states.jsonl &
      app=$!
      id=$(app_window $app) || exit 1
      xdotool key --window $id --delay 80 4 2 ctrl+c Escape
      sleep 0.8
      xdotool key --window $id --delay 80 alt+1 7 ctrl+v
      sleep 0.3
      xdotool key --window $id ctrl+q
      wait $app
      """, in: dir)
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(EndToEnd.states(at: dir + "/states.jsonl").last?["value"] == 42)
  }
}
