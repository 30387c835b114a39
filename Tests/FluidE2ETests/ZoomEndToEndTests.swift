import FluidSDL
import FluidUI
import Foundation
import Testing
import TestSupport

/// The zoom scene in a real window: xdotool clicks, drags and keys, judged from the state dump and the
/// frame saved. Part of the scenes' suite, which runs one app at a time on the shared display.
extension SceneEndToEndTests {
  /// The centre of card 6 ("Ember") at 1280 × 800.
  var ember: (x: Int, y: Int) { (484, 416) }

  @Test("zoom: a click zooms card 6 open to fill the window; a fast drag down sends it home into its cell")
  func zoomOpenAndDismiss() throws {
    var throwDown = ""
    for _ in 0..<8 { throwDown += " mousemove_relative -- 3 30 sleep 0.01" }
    let actions =
      "xdotool mousemove --window $id \(ember.x) \(ember.y) click 1; settled \"$dump\"; "
      + "xdotool mousemove --window $id 640 400 mousedown 1\(throwDown) mouseup 1"
    let run = try EndToEnd.scenario(scene: "zoom", actions: actions)
    #expect(run.status == 0)
    #expect(run.states.contains { $0["card"] == 5 && $0["zoom"] == 1 })  // open, at rest
    let dragged = try #require(run.states.firstIndex { $0["dragging"] == 1 })
    // Thrown home: let go at more than a whole zoom per second toward the cell.
    #expect(run.states[dragged...].contains { $0["dragging"] == 0 && ($0["velocity"] ?? 0) < -1 })
    #expect(run.states.last?["card"] == -1 && run.states.last?["zoom"] == 0)
    let image = try #require(run.image)
    #expect(isClose(image.pixel(x: 484, y: 340), Color(hex: 0xFF7090), within: 0.2))  // Ember in its cell
  }

  @Test("zoom: arrows move the focus, Enter opens the focused card, Esc closes it and the scene stays")
  func zoomKeys() throws {
    let actions =
      "xdotool key --window $id Right Down Return; settled \"$dump\"; xdotool key --window $id Escape"
    let run = try EndToEnd.scenario(scene: "zoom", actions: actions)
    #expect(run.status == 0)
    #expect(run.states.contains { $0["card"] == 5 && $0["zoom"] == 1 })
    // Esc closed the card only: the scene is still the zoom.
    #expect(run.states.last?["card"] == -1 && run.states.last?["sceneIndex"] == 10)
  }
}
