import FluidReplay
import FluidScenes
import FluidUI
import Foundation
import Testing

@testable import FluidSDL

extension RenderingTests {
  @Test(
    "every frame of every recorded session drawn only where it changed equals the frame drawn whole",
    arguments: traces)
  func damageEqualsFullRedraw(name: String) throws {
    let replay = try ReplayFile.read(path: Self.corpus.appendingPathComponent("\(name).jsonl").path)
    let scene = SceneHost(entry: try SceneCatalog.find(replay.scene), context: SceneContext())
    scene.layout(size: replay.size)
    let core = FrameCore(scene: scene, scheduler: FrameScheduler(interval: 1.0 / 60))
    let partial = try OffscreenCanvas(size: replay.size)
    let whole = try OffscreenCanvas(size: replay.size)
    var (shown, commands): ([DrawCommand], [DrawCommand]) = ([], [])
    var pending = replay.events[...]
    var now = 0.0
    var (frames, partialFrames, mismatches) = (0, 0, 0)
    let end = (replay.events.last?.time ?? 0) + 2
    while true {
      let target = core.nextFrameTime(now: now)
      guard let next = [target, pending.first?.time].compactMap({ $0 }).min(), next <= end else { break }
      now = max(now, next)
      if let e = pending.first, e.time <= now {
        pending.removeFirst()
        core.handle(e, now: now)
        continue
      }
      guard let time = target, time <= now else { continue }
      core.runFrame(at: time, into: &commands)
      let background = scene.root.solidColor ?? .black
      let damage = frames == 0 ? nil : DrawDamage.between(shown, commands, window: replay.size)
      partial.draw(commands, background: background, damage: damage)
      whole.draw(commands, background: background)
      if damage.map({ !$0.isEmpty && $0.count < 8 }) == true { partialFrames += 1 }
      if !partial.hasSamePixels(as: whole) { mismatches += 1 }
      core.didPresent(frameAt: time, now: time)
      swap(&shown, &commands)
      frames += 1
    }
    #expect(frames > 10)
    #expect(mismatches == 0, "\(mismatches) of \(frames) frames differ from a full redraw")
    #expect(partialFrames > 0)  // the damage path was exercised
  }
}
