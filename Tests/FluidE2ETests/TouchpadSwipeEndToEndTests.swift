import Foundation
import Testing

/// The two-finger touchpad swipe back in a real window: a recorded session of fractional scroll
/// steps (what SDL reports for a touchpad), played in the window's own time.
@Suite("Touchpad swipe back in a window (replayed scroll steps)", .serialized)
struct TouchpadSwipeEndToEndTests {
  /// A session on `scene` with `steps` scroll steps of `dx` pt, one each 1/120 s from 1 s on.
  static func session(scene: String, steps: Int, dx: Double) -> String {
    var lines = [
      #"{"fluid-replay":1,"scene":"\#(scene)","width":1280.0,"height":800.0}"#,
      #"{"t":0.5,"type":"move","x":640,"y":300}"#,
    ]
    for i in 0..<steps {
      let t = 1 + Double(i) / 120
      lines.append(#"{"height":0.25,"t":\#(t),"type":"wheel","width":\#(dx),"x":640,"y":300}"#)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test(
    "a quick two-finger swipe (300 pt at 1,500 pt/s) pops to the menu; a slow short one (60 pt at 120 pt/s) springs back",
    .enabled(if: EndToEnd.isEnabled),
    arguments: [("drawer", 24, -12.5, "menu"), ("drawer", 60, -1.0, "drawer")])
  func swipe(scene: String, steps: Int, dx: Double, ends: String) throws {
    let dir = try EndToEnd.temporaryDirectory()
    try Self.session(scene: scene, steps: steps, dx: dx).write(
      toFile: dir + "/swipe.jsonl", atomically: true, encoding: .utf8)
    let run = try EndToEnd.run([
      "--replay", dir + "/swipe.jsonl", "--dump-state", dir + "/states.jsonl", "--exit-after", "3",
    ])
    #expect(run.status == 0, "\(run.error)")
    let states = (try? String(contentsOfFile: dir + "/states.jsonl", encoding: .utf8)) ?? ""
    let last = states.split(separator: "\n").last.map(String.init) ?? ""
    #expect(last.hasPrefix(#"{"scene":"\#(ends)""#), "\(last.prefix(120))")
    let moved = states.split(separator: "\n").contains {
      $0.contains(#""nav":0.9"#) || $0.contains(#""nav":0.8"#)
    }
    #expect(moved, "the scene followed the fingers on its way")
  }
}
