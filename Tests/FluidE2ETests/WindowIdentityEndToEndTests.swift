import FluidPNG
import FluidSDL
import FluidUI
import Foundation
import Testing
import TestSupport

/// The window's name and face as the desktop reads them (xprop); part of the serialized window
/// suite: its timings assume one app at a time.
extension SceneEndToEndTests {
  @Test(
    "xprop: WM_CLASS is fluid/Fluid, the UTF-8 title (and a readable WM_NAME) follows the scene, a 64-px icon"
  )
  func windowIdentity() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      """
      "$0" --scene spring --size 800x600 --exit-after 6 --dump-state states.jsonl &
      app=$!
      id=$(app_window $app states.jsonl) || exit 1  # the scene's title is set by the first frame
      LC_ALL=C.UTF-8 xprop -id $id WM_CLASS _NET_WM_NAME WM_NAME > props.txt
      xprop -id $id _NET_WM_ICON | head -1 >> props.txt
      xdotool mousemove --window $id 400 300 sleep 0.2 key Escape sleep 0.6
      xprop -id $id _NET_WM_NAME >> props.txt
      xdotool key ctrl+q
      wait $app
      """, in: dir)
    #expect(run.status == 0, "\(run.error)")
    let props = String(
      decoding: FileManager.default.contents(atPath: dir + "/props.txt") ?? Data(), as: UTF8.self)
    #expect(props.contains(#"WM_CLASS(STRING) = "fluid", "Fluid""#), "\(props)")
    #expect(props.contains(#"_NET_WM_NAME(UTF8_STRING) = "Fluid — Spring animations""#), "\(props)")
    // WM_NAME, for older window lists: the em dash in COMPOUND_TEXT, not UTF-8 bytes read as Latin-1.
    #expect(props.contains(#"WM_NAME(COMPOUND_TEXT) = "Fluid — Spring animations""#), "\(props)")
    #expect(props.contains("Icon (64 x 64)"), "\(props)")
    #expect(
      props.contains(#"_NET_WM_NAME(UTF8_STRING) = "Fluid""#), "back on the menu: \(props)"
    )
  }

  @Test("fluid icon draws the icon at any size 16…1024 as a PNG; a size out of range is exit 64")
  func iconCommand() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let ok = try EndToEnd.run(["icon", "--size", "48", "--output", dir + "/i.png"])
    #expect(ok.status == 0, "\(ok.error)")
    let image = try PNGImage(contentsOf: dir + "/i.png")
    #expect(image.width == 48 && image.height == 48)
    #expect(isClose(image.pixel(x: 1, y: 1), Color(hex: 0x1C1C1E)))  // the tile
    #expect(image.pixel(x: 24, y: 40).blue > 0.8)  // the blue pane
    let bad = try EndToEnd.run(["icon", "--size", "4", "--output", dir + "/j.png"])
    #expect(bad.status == 64 && bad.error.contains("--size"))
  }
}
