import FluidReplay
import FluidUI
import Foundation
import Testing

/// The fuzzer's seeds (`Tests/Fuzz/seeds`) are replays the reader accepts, holding every event kind,
/// and its dictionary names every field.
@Suite("Fuzz seeds and dictionary")
struct FuzzSeedTests {
  static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz")

  @Test("the seeds parse and hold every event kind, a huge twist and a 1×1 window")
  func seeds() throws {
    let folder = Self.fuzz.appendingPathComponent("seeds")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".jsonl")
    }
    #expect(!names.isEmpty)
    var kinds = Set<String>()
    for name in names {
      let replay = try ReplayFile.read(path: folder.appendingPathComponent(name).path)
      for event in replay.events {
        kinds.insert(String(describing: event).prefix { $0 != "(" }.description)
      }
      #expect(replay.events.contains { if case .resized(let s, _) = $0 { s.width == 1 } else { false } })
      #expect(replay.events.contains { if case .twist(_, let r, _, _) = $0 { abs(r) >= 1e7 } else { false } })
    }
    let every = [
      "pointerDown", "pointerMoved", "pointerUp", "pointerCancelled", "wheel", "keyDown", "keyUp",
      "focusLost",
      "resized", "twist", "accessibility",
    ]
    #expect(Set(every).isSubset(of: kinds), "missing \(Set(every).subtracting(kinds))")
  }

  @Test("the dictionary names every field and event type of a replay line")
  func dictionary() throws {
    let dict = try String(contentsOf: Self.fuzz.appendingPathComponent("replay.dict"), encoding: .utf8)
    for word in [
      "t", "type", "x", "y", "button", "pressure", "key", "shift", "control", "alt", "isRepeat", "width",
      "height", "angle", "phase", "fluid-replay", "scene", "down", "move", "up", "cancel", "wheel", "keydown",
      "keyup", "focuslost", "resize", "twist", "began", "changed", "ended", "element", "action", "value",
      "index", "name", "accessibility", "activate", "increment", "decrement", "focus", "set", "custom",
    ] {
      #expect(dict.contains("\\\"\(word)\\\""), "\(word)")
    }
  }
}
