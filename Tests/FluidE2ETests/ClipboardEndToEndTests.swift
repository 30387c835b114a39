import Foundation
import Testing

/// The desktop's clipboard from the calculator, with xclip as the other client. Part of the
/// serialized window suite, since xdotool finds windows by title.
extension SceneEndToEndTests {
  /// Runs the calculator while xclip owns the clipboard with `text` (stopped with SIGSTOP when
  /// `stopped`), plays `keys`, and returns the calculator's last value and what the clipboard
  /// holds afterwards.
  func paste(_ text: String, stopped: Bool, keys: String) throws -> (value: Double?, clipboard: String?) {
    let dir = try EndToEnd.temporaryDirectory()
    let outcome = try EndToEnd.shell(
      """
      printf '%s' '\(text)' | xclip -selection clipboard -i -quiet & owner=$!
      for i in $(seq 50); do [ "$(timeout 1 xclip -o -selection clipboard 2>/dev/null)" = '\(text)' ] && break; sleep 0.1; done
      "$0" --scene calculator --dump-state states.jsonl &
      app=$!
      id=$(timeout 10 xdotool search --sync --onlyvisible --name '^Fluid' | head -1)
      \(stopped ? "kill -STOP $owner" : "")
      xdotool key --window $id --delay 80 \(keys)
      # Longer than SDL's own wait (1 s), after which it took the clipboard over with an empty text.
      sleep \(stopped ? 1.5 : 0.4)
      kill -CONT $owner
      timeout 5 xclip -o -selection clipboard > after.txt
      xdotool key --window $id ctrl+q
      wait $app
      status=$?
      kill $owner 2>/dev/null
      exit $status
      """, in: dir)
    #expect(outcome.status == 0, "\(outcome.error)")
    let after = try? String(contentsOfFile: dir + "/after.txt", encoding: .utf8)
    return (EndToEnd.states(at: dir + "/states.jsonl").last?["value"], after)
  }

  @Test("Ctrl+V pastes another client's number")
  func pasteFromAnotherClient() throws {
    let run = try paste("1234.5", stopped: false, keys: "ctrl+v")
    #expect(run.value == 1234.5)
    #expect(run.clipboard == "1234.5")
  }

  @Test(
    "Ctrl+V while the clipboard's owner does not answer: the app gives up, takes keys at once, and the owner keeps its text"
  )
  func pasteFromStoppedOwner() throws {
    let run = try paste("user text", stopped: true, keys: "ctrl+v 1 2")
    #expect(run.value == 12)
    #expect(run.clipboard == "user text")
  }
}

extension SceneEndToEndTests {
  @Test("Ctrl+C then Ctrl+V in the app itself: the copy comes back (the app owns the clipboard)")
  func copyThenPaste() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let outcome = try EndToEnd.shell(
      """
      "$0" --scene calculator --dump-state states.jsonl &
      app=$!
      id=$(timeout 10 xdotool search --sync --onlyvisible --name '^Fluid' | head -1)
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
