import Foundation
import Testing

/// The title bar's drag in a real X server, by XTest input at any speed: the pressed point stays under
/// the pointer, with openbox moving the window and with no window manager.
@Suite("The bar drag slips 0 px at any speed", .serialized)
struct WindowDragEndToEndTests {
  /// The pauses between the drag's 20 steps of (10, 5) px, ms: 0 sends the press, the steps and the
  /// release at once (the release waits in the queue before the app has read the drag).
  static let pauses = [16, 5, 1, 0, 0, 0]

  @Test(
    "20 steps of (10, 5) px move the window (200, 100) px whatever the pause between them",
    .enabled(if: EndToEnd.isEnabled), arguments: [true, false])
  func exactAtAnySpeed(openbox: Bool) throws {
    if openbox && !DesktopEndToEndTests.hasOpenbox {
      print("skipped: openbox is not installed (scripts/install-deps test installs it)")
      return
    }
    let dir = try EndToEnd.temporaryDirectory()
    let steps = (1...20).map { _ in "mousemove_relative 10 5 sleep \"$pause\"" }.joined(separator: " ")
    let run = try EndToEnd.shell(
      DesktopEndToEndTests.onOwnServer(
        screen: "1600x1000", openbox: openbox,
        """
        "$0" --scene spring --size 800x600 --dump-state states.jsonl --exit-after 50 &
        app=$!
        id=$(app_window $app states.jsonl) || exit 1
        pos() { xdotool getwindowgeometry $id | tr '\\n' ' '; echo; }
        for ms in \(Self.pauses.map(String.init).joined(separator: " ")); do
          pause=$(printf '0.%03d' $ms)
          xdotool windowmove --sync $id 100 100 sleep 0.3
          pos >> moves.txt
          xdotool mousemove --window $id 420 16 sleep 0.3 mousedown 1 \(steps) mouseup 1 sleep 0.8
          pos >> moves.txt
        done
        xdotool key ctrl+q
        wait $app
        """), in: dir)
    #expect(run.status == 0, "\(run.error)")
    let moves = ((try? String(contentsOfFile: dir + "/moves.txt", encoding: .utf8)) ?? "")
      .split(separator: "\n").map(String.init)
    try #require(moves.count == 2 * Self.pauses.count, "\(moves)")
    for (i, pause) in Self.pauses.enumerated() {
      let (from, to) = (
        DesktopEndToEndTests.position(moves[2 * i]), DesktopEndToEndTests.position(moves[2 * i + 1])
      )
      let moved = from.flatMap { f in to.map { ($0.x - f.x, $0.y - f.y) } }
      #expect(moved.map { $0 == (200, 100) } == true, "\(pause) ms apart: moved \(String(describing: moved))")
    }
  }
}
