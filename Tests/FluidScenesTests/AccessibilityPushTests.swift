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
