import FluidMotion
import FluidScenes
import FluidUI

/// Replays a session recorded in a window of one size in a window of another, each gesture moved
/// with the layer it starts on.
///
/// A copy of the scene at the recorded size runs alongside and takes the recorded events as they
/// are. When a press (or a wheel notch) lands on one of its layers, the same layer — by its place in
/// the layer tree — is found in the scene at the new size, and the point is moved to the same spot of
/// it (scaled with the layer); the rest of that gesture moves by the same offset, so a drag travels
/// as far as it did. A press on no layer keeps its place relative to the window's centre. So a press
/// on a centred button, a corner window or a bottom drawer still lands on it at any size.
@MainActor
final class GestureAnchor {
  private let recorded: SceneHost
  private let core: FrameCore
  private var offset = Vector2.zero
  private let centreShift: Vector2
  private var commands: [DrawCommand] = []

  /// Starts the copy of `entry` at the recorded `size`, for a replay in a window of `target` points.
  init(entry: SceneCatalog.Entry, recordedSize size: Size, target: Size) {
    recorded = SceneHost(entry: entry, context: SceneContext())
    recorded.layout(size: size)
    core = FrameCore(scene: recorded, scheduler: FrameScheduler(interval: 1.0 / 120))
    core.animator.advance(to: 0)
    centreShift = Vector2(x: (target.width - size.width) / 2, y: (target.height - size.height) / 2)
  }

  /// `event` for the scene at the new size (`scene`), after the copy has taken it at `now`.
  func map(_ event: InputEvent, into scene: SceneHost, now: Double) -> InputEvent {
    defer { core.handle(event, now: now) }
    switch event {
    case .pointerDown(let p, let t, let b, let pressure):
      offset = anchor(p, in: scene)
      return .pointerDown(position: p + offset, time: t, button: b, pressure: pressure)
    case .pointerMoved(let p, let t, let pressure):
      return .pointerMoved(position: p + offset, time: t, pressure: pressure)
    case .pointerUp(let p, let t, let b): return .pointerUp(position: p + offset, time: t, button: b)
    case .wheel(let d, let p, let t): return .wheel(delta: d, position: p + anchor(p, in: scene), time: t)
    default: return event
    }
  }

  /// Moves the copy on to the frame at `time`, as the scene at the new size is.
  func frame(at time: Double) { core.runFrame(at: time, into: &commands) }

  /// The offset that puts `p` on the same spot of the same layer in `scene`.
  private func anchor(_ p: Vector2, in scene: SceneHost) -> Vector2 {
    guard let hit = recorded.root.hitTest(p), let local = hit.convertFromWindow(p),
      let same = Self.layer(at: Self.path(of: hit, in: recorded.root), in: scene.root)
    else { return centreShift }
    let stretch = Vector2(
      x: hit.frame.size.width > 0 ? same.frame.size.width / hit.frame.size.width : 1,
      y: hit.frame.size.height > 0 ? same.frame.size.height / hit.frame.size.height : 1)
    return same.windowTransform.apply(Vector2(x: local.x * stretch.x, y: local.y * stretch.y)) - p
  }

  /// The indices from `root` down to `layer`.
  private static func path(of layer: Layer, in root: Layer) -> [Int] {
    var path: [Int] = []
    var node = layer
    while let parent = node.superlayer, node !== root {
      guard let i = parent.sublayers.firstIndex(where: { $0 === node }) else { break }
      path.insert(i, at: 0)
      node = parent
    }
    return path
  }

  /// The layer at `path` under `root`, if the tree has it.
  private static func layer(at path: [Int], in root: Layer) -> Layer? {
    var node = root
    for i in path {
      guard node.sublayers.indices.contains(i) else { return nil }
      node = node.sublayers[i]
    }
    return node
  }
}
