import FluidMotion
@testable import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Physics overlay (V)")
@MainActor
struct PhysicsOverlayTests {
  /// The drag velocities the pane's overlay shows (the arrow beside the projected landing point).
  func dragVelocity(_ scene: PaneScene) -> Double? {
    let arrows = scene.physics.compactMap { marker -> Vector2? in
      if case .velocity(_, let v) = marker { return v }
      return nil
    }
    return arrows.count > 1 ? arrows[1].y : nil
  }

  @Test("held still mid-drag, the pane's overlay shows the velocity now: zero, not the last sample's")
  func stillPointerReadsZero() throws {
    let scene = PaneScene()
    let s = ScriptedSession(scene: scene)
    s.press(Vector2(x: 640, y: 700))
    s.drag(from: Vector2(x: 640, y: 700), to: Vector2(x: 640, y: 400), over: 0.1)
    #expect(try #require(dragVelocity(scene)) < -1000)
    s.run(0.2)  // held still: no more samples
    #expect(abs(try #require(dragVelocity(scene))) < 1)
  }

  @Test("on the grey pane the overlay's shapes are not drawn in the pane's grey")
  func readableOnThePane() {
    let host = SceneHost(entry: SceneCatalog.available[0], context: SceneContext())
    let s = ScriptedSession(scene: host)
    s.key(.character("v"))
    s.key(.space)
    s.run(0.1)
    let grey = Color(hex: 0x808080)
    let greyShapes = LayoutAudit.items(in: host.root).filter { item in
      let size = item.layer.frame.size
      guard size.width > 12 && size.width < 600 else { return false }  // not the title-bar dot, not the pane
      return item.layer.fill == .solid(grey) || item.layer.border?.color == grey
    }
    #expect(greyShapes.isEmpty)
  }

  @Test(
    "a level's label stands in the notes' column, on none of the scene's text (the flashlight's stood on its hint)",
    arguments: ["flashlight", "zoom"],
    [Size(width: 640, height: 480), Size(width: 800, height: 600), Size(width: 1280, height: 800)])
  func coversNoText(scene: String, size: Size) throws {
    let entry = try #require(SceneCatalog.available.first { $0.name == scene })
    let host = SceneHost(entry: entry, context: SceneContext())
    let s = ScriptedSession(scene: host, size: size)
    s.run(1)
    let before = LayoutAudit.items(in: host.root).filter(\.isText)
    s.key(.character("v"))
    s.run(0.1)
    let known = Set(before.map { ObjectIdentifier($0.layer) })
    let overlay = LayoutAudit.items(in: host.root).filter {
      $0.isText && !known.contains(ObjectIdentifier($0.layer))
    }
    #expect(!overlay.isEmpty)
    for note in overlay {
      for text in before where text.box.minY >= SceneLayout.barHeight {  // the scene's, not the bar's
        let cut = note.box.intersection(text.box)
        #expect(
          cut.map { $0.size.width < 1 || $0.size.height < 1 } ?? true,
          "\(note.layer.text ?? "") covers \(text.layer.text ?? "") at \(size.width)×\(size.height)")
      }
    }
  }

  @Test(
    "in a small window the overlay's labels stay inside it", arguments: ["pause", "pip", "pane", "drawer"])
  func labelsInside(scene: String) throws {
    let host = SceneHost(entry: try SceneCatalog.find(scene), context: SceneContext())
    let s = ScriptedSession(scene: host, size: Size(width: 480, height: 360))
    s.run(1)
    let before = Set(LayoutAudit.items(in: host.root).map { ObjectIdentifier($0.layer) })
    s.key(.character("v"))
    s.run(0.1)
    let labels = LayoutAudit.items(in: host.root).filter {
      $0.isText && !before.contains(ObjectIdentifier($0.layer))
    }
    #expect(!labels.isEmpty)
    for label in labels {
      #expect(label.box.maxX <= 480 + 1e-6, "\(label.layer.text ?? "") ends at \(label.box.maxX)")
    }
  }
}
