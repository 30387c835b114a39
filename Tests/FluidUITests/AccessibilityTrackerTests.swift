import FluidMotion
import Testing

@testable import FluidUI

/// The accessibility tree kept from what layers report: nothing built when nothing accessible
/// changed, blocks asked again, moves never announced, frequently updating values announced at rest.
@Suite("Accessibility tracker")
@MainActor
struct AccessibilityTrackerTests {
  /// A window with a button, a readout that answers from a block, and a plain layer.
  final class Window {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let button = Layer(frame: Rect(x: 10, y: 10, width: 100, height: 40))
    let readout = Layer(frame: Rect(x: 10, y: 60, width: 100, height: 40))
    let plain = Layer(frame: Rect(x: 10, y: 110, width: 100, height: 40))
    var reading = "0"

    init(frequent: Bool = false) {
      button.isAccessibilityElement = true
      button.accessibilityLabel = "OK"
      button.accessibilityTraits = [.button]
      readout.isAccessibilityElement = true
      readout.accessibilityLabel = "Angle"
      readout.accessibilityTraits = frequent ? [.updatesFrequently] : []
      readout.accessibilityValueBlock = { [unowned self] in reading }
      for layer in [button, readout, plain] { root.addSublayer(layer) }
    }
  }

  @Test("a frame that moved, faded and recoloured layers builds nothing and announces nothing")
  func quietFrame() {
    let w = Window()
    let tracker = AccessibilityTracker()
    _ = tracker.update(root: w.root, now: 0)
    #expect(tracker.builds == 1)
    for i in 1...50 {
      w.button.frame.origin.x = Double(i)
      w.plain.alpha = 0.5 + Double(i) / 200
      w.plain.fill = .solid(Color(white: Double(i) / 50))
      w.button.accessibilityLabel = "OK"  // the same label again
      #expect(tracker.update(root: w.root, now: Double(i) / 60).isEmpty)
    }
    #expect(tracker.builds == 1, "built again \(tracker.builds - 1) times")
    #expect(
      tracker.frame(of: w.button.accessibilityIdentifier ?? -1)?.minX == 50,
      "the frame is read where the layer is now")
  }

  @Test("a label set, a layer added, hidden or removed builds the tree again and says what changed")
  func setterRebuilds() throws {
    let w = Window()
    let tracker = AccessibilityTracker()
    _ = tracker.update(root: w.root, now: 0)
    let button = try #require(w.button.accessibilityIdentifier)
    w.button.accessibilityLabel = "Done"
    #expect(tracker.update(root: w.root, now: 0.1) == [.label(button)])
    #expect(tracker.announced(button)?.label == "OK", "the change is from what was announced")
    w.plain.isAccessibilityElement = true
    #expect(tracker.update(root: w.root, now: 0.2) == [.children(of: nil)])
    #expect(tracker.snapshot.top.count == 3)
    w.plain.isHidden = true
    #expect(tracker.update(root: w.root, now: 0.3) == [.children(of: nil)])
    w.button.removeFromSuperlayer()
    #expect(tracker.update(root: w.root, now: 0.4) == [.children(of: nil)])
    #expect(tracker.snapshot.top.count == 1 && tracker.layer(id: button) == nil)
    #expect(tracker.builds == 5)
  }

  @Test("a value block is asked again each update: its change is found without building the tree")
  func blockValue() throws {
    let w = Window()
    let tracker = AccessibilityTracker()
    _ = tracker.update(root: w.root, now: 0)
    let readout = try #require(w.readout.accessibilityIdentifier)
    w.reading = "90 degrees"
    #expect(tracker.update(root: w.root, now: 0.1) == [.value(readout)])
    #expect(tracker.snapshot.nodes[readout]?.value == "90 degrees")
    #expect(tracker.announced(readout)?.value == "0")
    #expect(tracker.update(root: w.root, now: 0.2).isEmpty)
    #expect(tracker.builds == 1)
  }

  @Test(
    "a frequently updating value sends nothing while it changes and one change when it rests, at the time it asked for",
    arguments: [(60.0, 60), (144.0, 144), (60.0, 6), (144.0, 7)])  // 6/60 + 0.25 rounds below 0.35
  func restingValue(hz: Double, steps: Int) throws {
    let w = Window(frequent: true)
    let tracker = AccessibilityTracker()
    _ = tracker.update(root: w.root, now: 0)
    let readout = try #require(w.readout.accessibilityIdentifier)
    var sent: [(Double, AccessibilityChange)] = []
    var t = 0.0
    for step in 1...steps {  // a change every frame
      t = Double(step) / hz
      w.reading = "\(step) degrees"
      sent += tracker.update(root: w.root, now: t).map { (t, $0) }
    }
    #expect(sent.isEmpty, "\(sent.count) changes sent while the value moved")
    let rest = try #require(tracker.nextRest)
    #expect(abs(rest - (t + AccessibilityTracker.restInterval)) < 1e-9)
    #expect(tracker.update(root: w.root, now: rest - 0.01).isEmpty)
    #expect(tracker.update(root: w.root, now: rest) == [.value(readout)])
    #expect(tracker.announced(readout)?.value == "0", "from the value last announced")
    #expect(tracker.snapshot.nodes[readout]?.value == "\(steps) degrees")
    #expect(tracker.nextRest == nil && tracker.update(root: w.root, now: rest + 1).isEmpty)
  }

  @Test("a value that moves and comes back before it rests is not announced")
  func roundTrip() throws {
    let w = Window(frequent: true)
    let tracker = AccessibilityTracker()
    _ = tracker.update(root: w.root, now: 0)
    w.reading = "5 degrees"
    #expect(tracker.update(root: w.root, now: 0.1).isEmpty)
    w.reading = "0"
    #expect(tracker.update(root: w.root, now: 0.2).isEmpty)
    #expect(tracker.update(root: w.root, now: 1).isEmpty)
    #expect(tracker.nextRest == nil)
  }

  @Test("a root under another layer counts changes at the top of the tree; a new root is built")
  func rootUnderParent() throws {
    let w = Window()
    let top = Layer()
    top.addSublayer(w.root)
    let tracker = AccessibilityTracker()
    _ = tracker.update(root: w.root, now: 0)
    w.button.accessibilityHint = "Closes it"
    let button = try #require(w.button.accessibilityIdentifier)
    #expect(tracker.update(root: w.root, now: 0.1) == [.hint(button)])
    let other = Window()
    _ = tracker.update(root: other.root, now: 0.2)
    #expect(tracker.builds == 3 && tracker.layer(id: button) == nil)
  }
}
