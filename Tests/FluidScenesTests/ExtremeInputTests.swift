import FluidMotion
import FluidScenes
import FluidUI
import Testing
import TestSupport

@Suite("Extreme input")
@MainActor
struct ExtremeInputTests {
  /// A flick of `distance` points in one 120 Hz frame (about 10⁶ pt/s) from `start`.
  func flick(_ s: ScriptedSession, from start: Vector2, by distance: Vector2) {
    s.press(start)
    s.frame()
    s.send(.pointerMoved(position: start + distance.scaled(by: 0.5), time: s.time, pressure: nil))
    s.frame()
    s.send(.pointerMoved(position: start + distance, time: s.time, pressure: nil))
    s.release(start + distance)
  }

  @Test("flicks at 10⁶ pt/s land in bounds", arguments: [-1.0, 1.0])
  func flicks(direction: Double) {
    let pane = PaneScene()
    let s0 = ScriptedSession(scene: pane)
    flick(s0, from: Vector2(x: 640, y: 700), by: Vector2(x: 0, y: 8_000 * direction))
    #expect(s0.settle())
    #expect(pane.paneY == pane.openY || pane.paneY == pane.closedY)

    let pip = PipScene()
    let s1 = ScriptedSession(scene: pip)
    flick(s1, from: pip.center, by: Vector2(x: -8_000 * direction, y: -8_000))
    #expect(s1.settle())
    #expect(PipScene.Corner.allCases.contains { pip.slotCenter($0) == pip.center })

    let drawer = DrawerScene()
    let s2 = ScriptedSession(scene: drawer)
    flick(s2, from: Vector2(x: 640, y: 700), by: Vector2(x: 0, y: 8_000 * direction))
    #expect(s2.settle())
    #expect(drawer.offset == 0 || drawer.offset == drawer.closedOffset)

    let rotation = RotationScene()
    let s3 = ScriptedSession(scene: rotation)
    flick(s3, from: Vector2(x: 760, y: 416), by: Vector2(x: -240, y: 120 * direction))
    #expect(s3.settle())
    let quarters = rotation.angle / (Double.pi / 2)
    #expect(rotation.angle.isFinite && abs(quarters - quarters.rounded()) < 1e-9)

    let band = RubberBandScene()
    let s4 = ScriptedSession(scene: band)
    flick(s4, from: Vector2(x: 640, y: 400), by: Vector2(x: 0, y: 8_000 * direction))
    #expect(s4.settle())
    #expect(band.offset == 0)
  }
}
