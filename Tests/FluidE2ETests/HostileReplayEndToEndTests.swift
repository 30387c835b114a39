import Foundation
import Testing

/// Replay files the reader accepts but that push the app to its limits, run headless through the
/// real binary: each must end normally.
@Suite("Hostile replays (headless, no display)")
struct HostileReplayEndToEndTests {
  /// The scenes' command-line names.
  static let scenes = [
    "pane", "calculator", "spring", "flashlight", "rubberband", "drawer", "rotation", "pip", "pause",
  ]

  /// Writes a replay of `scene` at 800×600 with the event `lines` into a fresh folder; returns its path.
  func replay(scene: String, _ lines: [String]) throws -> String {
    let path = try EndToEnd.temporaryDirectory() + "/hostile.jsonl"
    let header = #"{"fluid-replay":1,"scene":"\#(scene)","width":800,"height":600}"#
    try ([header] + lines).joined(separator: "\n").appending("\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// A key press at `t`.
  func key(_ name: String, at t: Double) -> String {
    #"{"t":\#(t),"type":"keydown","key":"\#(name)"}"#
  }

  @Test("a window resized to 1×1, then the overlays and Esc to the menu: every scene ends normally")
  func tinyWindow() throws {
    for scene in Self.scenes {
      let path = try replay(
        scene: scene,
        [
          #"{"t":0.5,"type":"resize","width":1,"height":1}"#, key("v", at: 0.6), key("h", at: 0.7),
          #"{"t":0.8,"type":"down","x":0,"y":0}"#, #"{"t":0.9,"type":"up","x":0,"y":0}"#,
          key("h", at: 1.0), key("escape", at: 1.1), #"{"t":1.2,"type":"resize","width":33,"height":1}"#,
          key("down", at: 1.3), #"{"t":1.5,"type":"resize","width":1,"height":800}"#,
        ])
      let run = try EndToEnd.run(["--replay", path, "--headless"], environment: ["DISPLAY": nil])
      #expect(run.status == 0, "\(scene): \(run.error)")
    }
  }

  @Test(
    "a twist by any finite angle, with the physics overlay on, ends the rotation scene normally",
    arguments: ["1e17", "1.6e17", "1e154", "-1e300", "1.7976931348623157e308"])
  func hugeTwist(angle: String) throws {
    let twist = { (t: Double, phase: String, a: String) in
      #"{"t":\#(t),"type":"twist","phase":"\#(phase)","angle":\#(a),"x":400,"y":316}"#
    }
    let negated = angle.hasPrefix("-") ? String(angle.dropFirst()) : "-" + angle
    let path = try replay(
      scene: "rotation",
      [
        key("v", at: 0.1), twist(0.2, "began", "0"), twist(0.208, "changed", angle),
        twist(0.216, "changed", negated), twist(0.224, "changed", angle), twist(0.232, "ended", angle),
        #"{"t":3,"type":"focuslost"}"#,
      ])
    let run = try EndToEnd.run(
      ["--replay", path, "--headless", "--dump-state", path + ".state"], environment: ["DISPLAY": nil])
    #expect(run.status == 0, "\(angle): \(run.error)")
    let states = EndToEnd.states(at: path + ".state")
    #expect(!states.isEmpty && states.allSatisfy { $0.values.allSatisfy(\.isFinite) })
  }
}
