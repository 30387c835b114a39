import Foundation
import Testing

/// Full screen under a real window manager: the window's state before it comes back after it.
@Suite("Full screen under openbox (end to end)")
struct FullScreenEndToEndTests {
  @Test(
    "Under openbox: a maximised window is maximised again as it leaves full screen (F11 or Esc); a double click then restores its size",
    .enabled(if: EndToEnd.isEnabled && DesktopEndToEndTests.hasOpenbox))
  func fullScreenKeepsMaximised() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      DesktopEndToEndTests.onOwnServer(
        screen: "1600x1000", openbox: true,
        """
        "$0" --scene drawer --size 800x600 --dump-state states.jsonl --exit-after 50 &
        app=$!
        id=$(app_window $app states.jsonl) || exit 1
        pos() { xdotool getwindowgeometry $id | tr '\\n' ' '; echo; }
        pos > moves.txt
        xdotool mousemove --window $id 420 16 click --repeat 2 --delay 120 1 sleep 0.8
        xdotool mousemove --window $id 400 300 key F11 sleep 0.8 key F11 sleep 0.8
        pos >> moves.txt
        xdotool key F11 sleep 0.8 key Escape sleep 0.8
        pos >> moves.txt
        xdotool mousemove --window $id 420 16 click --repeat 2 --delay 120 1 sleep 0.8
        pos >> moves.txt
        xdotool key ctrl+q
        wait $app
        """), in: dir)
    #expect(run.status == 0, "\(run.error)")
    let moves = ((try? String(contentsOfFile: dir + "/moves.txt", encoding: .utf8)) ?? "")
      .split(separator: "\n").map(String.init)
    try #require(moves.count == 4, "\(moves)")
    #expect(moves[1].contains("1600x1000"), "maximised again after F11: \(moves)")
    #expect(moves[2].contains("1600x1000"), "maximised again after Esc: \(moves)")
    #expect(moves[3] == moves[0], "restored where it was: \(moves)")
  }
}
