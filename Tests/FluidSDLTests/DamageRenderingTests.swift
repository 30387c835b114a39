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
    let platform = VirtualPlatform(size: replay.size, fps: 60, events: replay.events)
    platform.canvas = partial
    platform.presentsPartially = true  // the loop draws only the damage, as in a window
    let loop = FrameLoop(scene: scene, platform: platform)
    loop.endTime = (replay.events.last?.time ?? 0) + 2
    let check = DamageCheck(partial: partial, whole: whole, background: scene.root.solidColor ?? .black)
    loop.observers.append(check)
    try loop.run()
    let (frames, partialFrames, mismatches) = (check.frames, check.partialFrames, check.mismatches)
    #expect(frames > 10)
    #expect(mismatches == 0, "\(mismatches) of \(frames) frames differ from a full redraw")
    #expect(partialFrames > 0)  // the damage path was exercised
  }
}

/// Draws each frame whole beside the loop's partial drawing and counts the frames that differ.
@MainActor
private final class DamageCheck: FrameObserver {
  let partial: OffscreenCanvas
  let whole: OffscreenCanvas
  let background: Color
  var (frames, partialFrames, mismatches) = (0, 0, 0)

  init(partial: OffscreenCanvas, whole: OffscreenCanvas, background: Color) {
    (self.partial, self.whole, self.background) = (partial, whole, background)
  }

  func willPresent(_ frame: Frame, on platform: any Platform) throws {
    whole.draw(frame.commands, background: background)
    if frame.damage.map({ !$0.isEmpty && $0.count < 8 }) == true { partialFrames += 1 }
    if !partial.hasSamePixels(as: whole) { mismatches += 1 }
    frames += 1
  }
}
