import FluidMotion
import FluidSDL
import FluidUI

/// The names the documentation's samples assume.
///
/// Each statement sample is compiled as a method of this class (written by scripts/doc-samples), so
/// `animator`, `pane` or `fling(_:)` in a sample mean these. Nothing here runs: the samples are
/// compiled, not called.
@MainActor
final class Prelude {
  var animator: Animator { unused() }
  var context: SceneContext { unused() }
  var scene: any Scene { unused() }
  var gestures: GestureArena { unused() }
  var pan: PanGestureRecognizer { unused() }
  var event: InputEvent { unused() }
  var loop: FrameLoop { unused() }
  var platform: WindowPlatform { unused() }
  var window: SDLWindow { unused() }
  var display: VirtualDisplay { unused() }
  var myStateDump: any FrameObserver { unused() }
  var recorded: [InputEvent] { unused() }
  var replay: (header: Size, events: [InputEvent]) { unused() }
  var spring: SpringAnimation<Vector2> { unused() }
  var drag: [(position: Vector2, time: Double)] { unused() }
  var property: [UInt8] { unused() }
  var previous: [DrawCommand] { unused() }
  var current: [DrawCommand] { unused() }
  var commands: [DrawCommand] = []
  var core = GestureCore()
  var action: ((Prelude) -> Void)?
  // Layers the samples move.
  var root: Layer { unused() }
  var pane: Layer { unused() }
  var card: Layer { unused() }
  var sheet: Layer { unused() }
  var button: Layer { unused() }
  var key: Layer { unused() }
  var nine: Layer { unused() }
  var drawer: Layer { unused() }
  var pip: Layer { unused() }
  var list: Layer { unused() }
  var row: Layer { unused() }
  var rows: Layer { unused() }
  var scroll: ScrollView { unused() }
  var inbox: ListView { unused() }
  var object: Layer { unused() }
  var normal: Color { unused() }
  // Times, s; points and velocities, pt and pt/s.
  var time: Double { unused() }
  var t: Double { unused() }
  var now: Double { unused() }
  var frameTime: Double { unused() }
  var upTime: Double { unused() }
  var y: Double { unused() }
  var velocity: Double { unused() }
  var p: Vector2 { unused() }
  var delta: Vector2 { unused() }
  var pointer: Vector2 { unused() }
  var slot: Vector2 { unused() }
  var start: Vector2 { unused() }
  var release: Vector2 { unused() }
  var open: Vector2 { unused() }
  var size: Size { unused() }
  private func unused<T>() -> T { fatalError("the documentation's samples are compiled, not run") }
}

// What the samples do next.
func showLabel() {}
func toggle() {}
func showMenu(at point: Vector2) {}
func select(at point: Vector2) {}
func hop() {}
func zoom() {}
func fling(_ velocity: Vector2) {}
func reverse(velocity: Vector2) {}
func settle(velocity: Double) {}
func settle(velocity: Vector2) {}
