import Foundation
import Testing

/// A settings daemon that starts, quits and starts again while the app runs; each test on its own
/// Xvfb.
extension DesktopEndToEndTests {
  @Test(
    "xsettingsd started after the app, stopped, then started again: the app follows each (reduced motion on, off, on)",
    .enabled(if: EndToEnd.isEnabled && hasXsettingsd))
  func xsettingsDaemonComesAndGoes() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      Self.onOwnServer(
        """
        echo 'Gtk/EnableAnimations 0' > xsettings.conf
        "$0" --scene pane --size 800x600 --dump-state states.jsonl --exit-after 5 &
        app=$!
        id=$(app_window $app) || exit 1
        # Each step clicks the background, so a frame records the state (the window idles otherwise).
        step() { sleep 0.6; xdotool mousemove --window $id 400 300 click 1; sleep 0.4; }
        step
        xsettingsd -c xsettings.conf >/dev/null 2>&1 & xs=$!
        step
        kill $xs; wait $xs 2>/dev/null
        step
        xsettingsd -c xsettings.conf >/dev/null 2>&1 & xs=$!
        step
        wait $app; status=$?
        kill $xs
        exit $status
        """), in: dir)
    #expect(run.status == 0, "\(run.error)")
    // The runs of equal reduceMotion values, in order: off (no daemon), on, off (it quit), on.
    var runs: [Double] = []
    for state in EndToEnd.states(at: dir + "/states.jsonl") {
      let value = state["reduceMotion"] ?? 0
      if runs.last != value { runs.append(value) }
    }
    #expect(runs == [0, 1, 0, 1], "\(runs)")
  }
}
