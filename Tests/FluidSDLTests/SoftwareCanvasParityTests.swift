import FluidPNG
import FluidScenes
import FluidUI
import Foundation
import Testing

@testable import FluidSDL

/// FluidUI's own rasteriser against SDL's renderer: the same frame of every scene, drawn by both.
@Suite("SoftwareCanvas: the frames SDL draws, without SDL", .serialized)
@MainActor
struct SoftwareCanvasParityTests {
  /// Keeps the last frame's commands.
  final class LastFrame: FrameObserver {
    var commands: [DrawCommand] = []
    func willPresent(_ frame: Frame, on platform: any Platform) throws { commands = frame.commands }
  }

  /// How far two canvases' pixels are apart: the mean of every channel's difference (0...1) and the
  /// share of pixels whose largest difference passes a tenth.
  static func difference(_ a: SoftwareCanvas, _ b: OffscreenCanvas) throws -> (mean: Double, far: Double) {
    let (p, q) = (a.pixels, try b.argbPixels())
    guard p.count == q.count, !p.isEmpty else { return (1, 1) }
    var (sum, far) = (0, 0)
    // Channel by channel without an array a pixel: a debug build allocated 600,000 a frame.
    for i in p.indices where p[i] != q[i] {
      let (x, y) = (p[i], q[i])
      let red = abs(Int(x >> 16 & 0xFF) - Int(y >> 16 & 0xFF))
      let green = abs(Int(x >> 8 & 0xFF) - Int(y >> 8 & 0xFF))
      let blue = abs(Int(x & 0xFF) - Int(y & 0xFF))
      sum += red + green + blue
      if max(red, green, blue) > 25 { far += 1 }
    }
    return (Double(sum) / 3 / 255 / Double(p.count), Double(far) / Double(p.count))
  }

  @Test(
    "every scene's settled frame drawn by SoftwareCanvas matches SDL's: shapes to the pixel, text within its antialiasing",
    arguments: SceneCatalog.available.map(\.name) + ["menu"])
  func parity(name: String) throws {
    let size = Size(width: 640, height: 480)
    let scene = SceneHost(entry: try SceneCatalog.find(name), context: SceneContext())
    let platform = VirtualPlatform(size: size, fps: 60)
    let last = LastFrame()
    let loop = FrameLoop(scene: scene, platform: platform)
    loop.observers.append(last)
    loop.endTime = 0.7
    try loop.run()
    let background = scene.root.solidColor ?? .black
    let shapes = last.commands.filter { if case .text = $0 { false } else { true } }
    for (commands, kind) in [(shapes, "shapes"), (last.commands, "whole")] {
      let ours = SoftwareCanvas(size: size)
      ours.draw(commands, background: background)
      let sdl = try OffscreenCanvas(size: size)
      sdl.draw(commands, background: background)
      if let dir = ProcessInfo.processInfo.environment["FLUID_PARITY_DIR"] {
        try ours.savePNG(to: "\(dir)/\(name)-\(kind)-software.png")
        try sdl.savePNG(to: "\(dir)/\(name)-\(kind)-sdl.png")
      }
      let (mean, far) = try Self.difference(ours, sdl)
      let limit = kind == "shapes" ? 0.001 : 0.03
      #expect(
        mean < 0.01 && far < limit,
        "\(name) \(kind): mean difference \(mean), \(far * 100) % of pixels apart by > 0.1")
    }
  }
}
