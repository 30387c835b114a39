import FluidMotion
import FluidUI
import Testing
import TestSupport

@Suite("Wheel drag")
struct WheelDragTests {
  @Test("steps move the object against the scroll, exactly; a pause releases with the scroll's velocity")
  func velocity() {
    var drag = WheelDrag(time: 1)
    for i in 0..<8 { drag.add(Vector2(x: 0, y: 30), at: 1 + Double(i) / 120) }
    #expect(drag.translation == Vector2(x: 0, y: -240))
    #expect(isClose(drag.releaseTime, 1 + 7.0 / 120 + GestureSettings.standard.scrollPause, within: 1e-12))
    #expect(isClose(drag.releaseVelocity.y, -3600, within: 400), "\(drag.releaseVelocity)")
  }
}
