import FluidReplay
import FluidScenes
import FluidUI
import Foundation
import Testing

@testable import FluidSDL

extension RenderingTests {
  @Test(
    "every frame of every recorded session drawn only where it changed equals the frame drawn whole",
    arguments: traces.map { ($0, 1.0) } + [("pane", 2.0), ("drawer", 2.0)])
  func damageEqualsFullRedraw(name: String, scale: Double) throws {
    let replay = try ReplayFile.read(path: Self.corpus.appendingPathComponent("\(name).jsonl").path)
    let scene = SceneHost(entry: try SceneCatalog.find(replay.scene), context: SceneContext())
    let partial = try OffscreenCanvas(size: replay.size, scale: scale)
    let whole = try OffscreenCanvas(size: replay.size, scale: scale)
    whole.skipsHidden = false  // the reference: every command drawn everywhere it reaches
    var shown: [DrawCommand] = []
    var (frames, partialFrames, mismatches) = (0, 0, 0)
    var options = HeadlessRunner.Options(end: (replay.events.last?.time ?? 0) + 2)
    options.fps = 60
    options.onFrame = { _, commands in  // the frames a window draws, drawn both ways
      let background = scene.root.solidColor ?? .black
      let damage = frames == 0 ? nil : DrawDamage.between(shown, commands, window: replay.size)
      partial.draw(commands, background: background, damage: damage)
      whole.draw(commands, background: background)
      if damage.map({ !$0.isEmpty && $0.count < 8 }) == true { partialFrames += 1 }
      if !partial.hasSamePixels(as: whole) { mismatches += 1 }
      shown = commands
      frames += 1
    }
    try HeadlessRunner().run(
      scene: scene, size: replay.size, events: replay.events, name: { _ in name }, options: options)
    #expect(frames > 10)
    #expect(mismatches == 0, "\(mismatches) of \(frames) frames differ from a full redraw")
    #expect(partialFrames > 0)  // the damage path was exercised
  }
}
