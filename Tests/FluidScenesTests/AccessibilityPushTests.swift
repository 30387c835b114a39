import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

/// The scenes report their accessible changes: a bridge builds nothing while they only move, and a
/// frequently updating value is announced once, at rest.
@Suite("Accessibility pushed by the scenes")
@MainActor
struct AccessibilityPushTests {
  /// Runs `seconds` of frames, updating `tracker` after each; the changes sent, with their times.
  func frames(
    _ seconds: Double, _ s: ScriptedSession, _ tracker: AccessibilityTracker, root: Layer
  ) -> [(Double, AccessibilityChange)] {
    var sent: [(Double, AccessibilityChange)] = []
    let end = s.time + seconds
    while s.time < end {
      s.frame()
      sent += tracker.update(root: root, now: s.time).map { (s.time, $0) }
    }
    return sent
  }

  @Test("the rotation turned three quarters builds no tree and sends one value, 270 degrees, at rest")
  func rotationSpins() throws {
    let (s, host) = try settledHost("rotation")
    let tracker = AccessibilityTracker()
    _ = tracker.update(root: host.root, now: s.time)
    let square = try #require(tracker.snapshot.nodes.values.first { $0.label == "Square" })
    var sent: [(Double, AccessibilityChange)] = []
    for _ in 0..<3 {
      s.key(.character("e"))
      sent += frames(0.2, s, tracker, root: host.root)
    }
    #expect(sent.isEmpty, "sent while turning: \(sent.map(\.1))")
    sent += frames(2, s, tracker, root: host.root)
    #expect(tracker.builds == 1, "the tree was built \(tracker.builds) times")
    #expect(sent.map(\.1) == [.value(square.id)], "\(sent.map(\.1))")
    #expect(tracker.snapshot.nodes[square.id]?.value == "270 degrees")
  }

  @Test("the pane opened by Space: expanded at once, its value once it rests")
  func paneToggles() throws {
    let (s, host) = try settledHost("pane")
    let tracker = AccessibilityTracker()
    _ = tracker.update(root: host.root, now: s.time)
    let pane = try #require(tracker.snapshot.nodes.values.first { $0.label == "Control-centre pane" })
    s.key(.space)
    let sent = frames(2, s, tracker, root: host.root)
    let states = sent.filter { $0.1 == .states(pane.id) }
    let values = sent.filter { $0.1 == .value(pane.id) }
    #expect(states.count == 1 && values.count == 1, "\(sent.map(\.1))")
    #expect(tracker.snapshot.nodes[pane.id]?.value == "open")
    #expect(tracker.snapshot.nodes[pane.id]?.expandedStatus == .expanded)
  }
}

/// The tree a tracker keeps from what the layers report is the tree a full walk finds, in every
/// scene, after Tab, arrows and Space: no change goes unreported (frames aside: moves are read live).
@Suite("Accessibility pushed: nothing missed")
@MainActor
struct AccessibilityPushCompletenessTests {
  static func unframed(_ tree: AccessibilitySnapshot) -> [Int: AccessibilityNode] {
    tree.nodes.mapValues { node in
      var node = node
      node.frame = .zero
      return node
    }
  }

  @Test(
    "the kept tree equals a fresh walk after each key",
    arguments: ["menu"] + SceneCatalog.available.map(\.name))
  func keptEqualsWalked(scene: String) throws {
    let host = SceneHost(entry: try SceneCatalog.find(scene), context: SceneContext())
    let s = ScriptedSession(scene: host)
    s.run(1)  // the spring's scene swings on: no settling asked
    let tracker = AccessibilityTracker()
    _ = tracker.update(root: host.root, now: s.time)
    let keys: [Key] = [.tab, .tab, .down, .space, .tab, .right, .escape, .tab]
    for key in keys {
      s.key(key)
      for _ in 0..<30 {
        s.frame()
        _ = tracker.update(root: host.root, now: s.time)
        let walked = AccessibilitySnapshot(root: host.root)
        guard tracker.snapshot.top == walked.top, Self.unframed(tracker.snapshot) == Self.unframed(walked)
        else {
          let kept = Self.unframed(tracker.snapshot), fresh = Self.unframed(walked)
          let differ = Set(kept.keys).union(fresh.keys).filter { kept[$0] != fresh[$0] }.sorted()
          Issue.record("after \(key) at \(s.time): \(differ.map { (kept[$0], fresh[$0]) })")
          return
        }
      }
    }
  }
}
