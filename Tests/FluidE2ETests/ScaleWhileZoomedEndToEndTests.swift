import Foundation
import Testing

/// The desktop's scale changing while the window fills the screen; each test on its own Xvfb, with
/// openbox.
extension DesktopEndToEndTests {
  @Test(
    "Xft.dpi doubled while full screen or maximised: back to normal, the window keeps its size in points (800x600 pt is 1600x1200 px)",
    .enabled(if: EndToEnd.isEnabled), arguments: ["F11", "maximise"])
  func scaleChangeWhileZoomed(way: String) throws {
    let dir = try EndToEnd.temporaryDirectory()
    // Full screen by F11 both ways; maximised by a double click on the title bar both ways.
    let toggle =
      way == "F11"
      ? "xdotool key --window $id F11"
      : "xdotool mousemove --window $id 300 12 click --repeat 2 --delay 80 1"
    let run = try EndToEnd.shell(
      Self.onOwnServer(
        screen: "2600x1700", openbox: true,
        """
        "$0" --scene pane --size 800x600 --exit-after 50 &
        app=$!
        id=$(app_window $app) || exit 1
        \(toggle)
        sleep 1
        xdotool getwindowgeometry $id > zoomed.txt
        echo 'Xft.dpi: 192' | xrdb -merge
        sleep 1
        \(toggle)
        sleep 1
        xdotool getwindowgeometry $id > back.txt
        xdotool key --window $id ctrl+q
        wait $app
        """), in: dir)
    #expect(run.status == 0, "\(run.error)")
    let zoomed = (try? String(contentsOfFile: dir + "/zoomed.txt", encoding: .utf8)) ?? ""
    let back = (try? String(contentsOfFile: dir + "/back.txt", encoding: .utf8)) ?? ""
    #expect(!zoomed.contains("Geometry: 800x600"), "it did not fill the screen: \(zoomed)")
    #expect(back.contains("Geometry: 1600x1200"), "\(back)")
  }
}
