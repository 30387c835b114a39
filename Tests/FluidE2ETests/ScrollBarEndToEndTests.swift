import Foundation
import Testing

/// The overlay scroll bar in a real window, driven with XTest: a Shift+click on the trough pages, a
/// click jumps there, a drag
/// of the thumb scrolls by the content's travel over the thumb's, and the keys page.
@Suite("Overlay scroll bar and paging keys in a window (XTest)", .serialized)
struct ScrollBarEndToEndTests {
  @Test(
    "the scroll scene's list: a Shift+click on the trough turns a page, a click jumps, the thumb's drag scrolls far, End and Home reach the ends",
    .enabled(if: EndToEnd.isEnabled))
  func scrollBar() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      DesktopEndToEndTests.onOwnServer(
        screen: "1366x768",
        """
        \(WindowMannersEndToEndTests.waitForState)
        "$0" --scene scroll --size 800x600 --dump-state states.jsonl --exit-after 30 &
        app=$!
        id=$(app_window $app) || exit 1
        sleep 1
        # The list's trough runs along its right edge (x 372…384), the thumb at its top.
        xdotool mousemove --window $id 200 300 sleep 0.2 mousemove --window $id 379 450 sleep 0.3
        xdotool keydown shift click 1 keyup shift
        wait_state '"offset":404\\.' || exit 1
        wait_state '"decelerating":0' || exit 2
        # A plain click jumps: the thumb's middle under the pointer, far down the million rows.
        xdotool click 1
        wait_state '"offset":[0-9]{7,}' || exit 7
        xdotool mousemove --window $id 200 300 key --window $id Home
        wait_state '"offset":-?0(\\.0)?,' || exit 8
        wait_state '"decelerating":0' || exit 9
        xdotool mousemove --window $id 379 112 mousedown 1 sleep 0.1
        for y in 160 220 280; do xdotool mousemove --window $id 379 $y sleep 0.05; done
        xdotool mouseup 1
        wait_state '"offset":[0-9]{7,}' || exit 3
        xdotool mousemove --window $id 200 300 key --window $id End
        wait_state '"offset":5[0-9]{7}\\.' || exit 4
        wait_state '"decelerating":0' || exit 5
        xdotool key --window $id Home
        wait_state '"offset":-?0(\\.0)?,' || exit 6
        kill -TERM $app; wait $app; exit 0
        """), in: dir)
    #expect(run.status == 0, "\(run.status): \(run.error)")
  }
}
