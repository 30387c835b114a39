import Foundation
import Testing
import TestSupport

/// The scroll view's wheel and paging in a real window, driven by xdotool (XTest); part of the
/// serialized window suite.
extension SceneEndToEndTests {
  @Test("a notched wheel scrolls 40 pt a notch, whatever the rhythm of the notches: no momentum cliff")
  func wheelNotchesInWindow() throws {
    let run = try EndToEnd.scenario(
      scene: "scroll",
      actions: """
        xdotool mousemove --window $id 420 400 sleep 0.5 click --repeat 5 --delay 50 5
        settled "$dump"; xdotool click --repeat 3 --delay 30 5
        """)
    #expect(run.status == 0)
    let offsets = run.states.compactMap { $0["offset"] }
    #expect(offsets.contains(200))  // five notches 50 ms apart: 200 pt, at rest
    #expect(offsets.last == 320)  // three more 30 ms apart: 120 pt more
    #expect(offsets.allSatisfy { $0 <= 320 + 1e-9 })  // never past: no momentum after the notches
    let steps = zip(offsets.dropFirst(), offsets).map { abs($0 - $1) }
    #expect(steps.allSatisfy { $0 < 120 })  // glides from notch to notch, never jumps three at once
  }

  @Test("the menu at 800×600: five notches scroll it 200 pt, 20 or 150 ms apart (none taken from the list)")
  func menuWheelInWindow() throws {
    for delay in [20, 150] {
      let run = try EndToEnd.scenario(
        scene: "menu",
        actions: "xdotool mousemove --window $id 400 400 sleep 0.3 click --repeat 5 --delay \(delay) 5",
        extra: ["--size", "800x600"])
      #expect(run.status == 0)
      #expect(run.states.last?["scroll"] == 200, "\(delay) ms apart: \(run.states.last?["scroll"] ?? .nan)")
    }
  }

  @Test("paging: a short quick flick turns one page, a hard one turns one page too")
  func pagingFlicksInWindow() throws {
    func flick(from x: Int, by dx: Int, steps: Int) -> String {
      let moves = (1...steps).map { "mousemove --window $id \(x + dx * $0 / steps) 220 sleep 0.016" }
      return "mousemove --window $id \(x) 220 sleep 0.2 mousedown 1 sleep 0.05 "
        + moves.joined(separator: " ") + " mouseup 1"
    }
    let run = try EndToEnd.scenario(
      scene: "scroll",
      actions: "xdotool " + flick(from: 900, by: -60, steps: 3) + "; settled \"$dump\"; xdotool "
        + flick(from: 1000, by: -300, steps: 5))
    #expect(run.status == 0)
    let pages = run.states.compactMap { $0["page"] }
    var seen: [Double] = []
    for page in pages where seen.last != page { seen.append(page) }
    #expect(seen == [0, 1, 2], "pages shown: \(seen)")
    let strip = try #require(run.states.last?["stripOffset"])
    #expect(run.states.last?["page"] == 2 && strip > 0)
  }
}
