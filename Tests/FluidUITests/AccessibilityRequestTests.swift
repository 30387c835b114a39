import FluidMotion
import Testing
import TestSupport

@testable import FluidUI

/// Requests of assistive technology as input: an element named by its place in the tree, the
/// action done through the layer's blocks on the frame loop's input path.
@Suite("Accessibility requests")
@MainActor
struct AccessibilityRequestTests {
  /// A list of three rows with a custom action each, and a slider, under `root`.
  final class Tree {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let list = Layer(frame: Rect(x: 0, y: 0, width: 400, height: 180))
    var rows: [Layer] = []
    let slider = Layer(frame: Rect(x: 0, y: 200, width: 400, height: 40))
    var log: [String] = []
    var level = 0.5

    init() {
      list.accessibilityContainerType = .list
      for i in 0..<3 {
        let row = Layer(frame: Rect(x: 0, y: Double(i) * 60, width: 400, height: 60))
        row.isAccessibilityElement = true
        row.accessibilityLabel = "Row \(i)"
        row.accessibilityActivateBlock = { [unowned self] in
          log.append("open \(i)"); return true
        }
        row.accessibilityCustomActions = [
          AccessibilityCustomAction(name: "Flag") { [unowned self] in
            log.append("flag \(i)"); return true
          },
          AccessibilityCustomAction(name: "Delete") { [unowned self] in
            log.append("delete \(i)"); return true
          },
        ]
        list.addSublayer(row)
        rows.append(row)
      }
      slider.isAccessibilityElement = true
      slider.accessibilityTraits = [.adjustable]
      slider.accessibilityNumber = AccessibilityNumber(minimum: 0, maximum: 1, step: 0.1, current: level)
      slider.accessibilitySetNumberBlock = { [unowned self] in level = $0 }
      slider.accessibilityIncrementBlock = { [unowned self] in level += 0.1 }
      root.addSublayer(list)
      root.addSublayer(slider)
    }
  }

  @Test("a node's place and the node at a place agree, for every node")
  func paths() throws {
    let tree = Tree()
    let snapshot = AccessibilitySnapshot(root: tree.root)
    for id in snapshot.nodes.keys {
      let path = try #require(snapshot.path(of: id))
      #expect(snapshot.id(at: path) == id)
    }
    #expect(snapshot.path(of: try #require(tree.rows[2].accessibilityIdentifier)) == [0, 2])
    #expect(snapshot.id(at: []) == nil && snapshot.id(at: [5]) == nil && snapshot.id(at: [0, 3]) == nil)
    #expect(snapshot.path(of: -1) == nil)
  }

  @Test("activate, custom actions by place and by name, step and set a value, nothing where no element is")
  func perform() {
    let tree = Tree()
    func ask(_ path: [Int], _ action: AccessibilityRequest.Action) -> Bool {
      AccessibilityRequest(element: path, action: action).perform(under: tree.root, focus: nil)
    }
    #expect(ask([0, 1], .activate))
    #expect(ask([0, 2], .custom(index: 1, name: "Delete")))
    #expect(ask([0, 0], .custom(index: 0, name: "Delete")), "the place has another name: found by name")
    #expect(!ask([0, 0], .custom(index: 0, name: "Archive")))
    #expect(tree.log == ["open 1", "delete 2", "delete 0"])
    #expect(ask([1], .setNumber(7)) && abs(tree.level - 1) < 1e-12, "kept within the range")
    #expect(!ask([1], .setNumber(.nan)))
    #expect(ask([1], .increment) && abs(tree.level - 1.1) < 1e-12)
    #expect(!ask([9], .activate) && !ask([0, 7], .activate) && !ask([], .activate))
  }

  @Test(
    "a request sent to a frame loop acts on the scene and draws a frame; focus goes through its focus system")
  func throughTheLoop() throws {
    let tree = Tree()
    let scene = SquareScene()
    scene.root.addSublayer(tree.root)
    let display = VirtualDisplay(scene: scene, size: Size(width: 400, height: 300))
    display.run(for: 0.5)
    let frames = display.frameCount
    display.send(.accessibility(AccessibilityRequest(element: [0, 1], action: .activate), time: display.now))
    display.run(for: 0.1)
    #expect(tree.log == ["open 1"])
    #expect(display.frameCount > frames, "a frame shows what the request did")
    display.send(.accessibility(AccessibilityRequest(element: [0, 2], action: .focus), time: display.now))
    #expect(scene.context.focus.focusedLayer === tree.rows[2])
  }
}
