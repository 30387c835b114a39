import FluidMotion
import Testing
import TestSupport

@testable import FluidUI

/// Geometry that animates, and a layer's UIKit-shaped geometry.
@Suite("Rect and Size animate; a layer's bounds, position, center and z order")
@MainActor
struct GeometryAnimationTests {
  @Test(
    "a spring moves a Rect from a cell to the window: every component on the closed form, landing exactly")
  func rectSpring() {
    let from = Rect(x: 40, y: 300, width: 120, height: 90)
    let to = Rect(x: 0, y: 0, width: 1280, height: 800)
    let zoom = SpringAnimation.spring(value: from, target: to)
    let spring = zoom.spring
    _ = zoom.advance(by: 0.1)
    for (a, b, c) in [
      (zoom.value.origin.x, from.origin.x, to.origin.x), (zoom.value.origin.y, from.origin.y, to.origin.y),
      (zoom.value.size.width, from.size.width, to.size.width),
      (zoom.value.size.height, from.size.height, to.size.height),
    ] {
      #expect(
        isClose(a, spring.value(fromValue: b, toValue: c, initialVelocity: 0.0, time: 0.1), within: 1e-9))
    }
    for _ in 0..<600 where zoom.advance(by: 1.0 / 60) == .finished { break }
    #expect(zoom.value == to)
  }

  @Test("Rect and Size arithmetic: sum, difference, scale, magnitude, zero")
  func arithmetic() {
    let a = Rect(x: 1, y: 2, width: 3, height: 4)
    let b = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(a + b == Rect(x: 11, y: 22, width: 33, height: 44))
    #expect(b - a == Rect(x: 9, y: 18, width: 27, height: 36))
    #expect(a.scaled(by: 2) == Rect(x: 2, y: 4, width: 6, height: 8))
    #expect(a.magnitudeSquared == 30 && Rect.zero + a == a)
    #expect(Size(width: 3, height: 4).magnitude == 5)
    #expect(Size(width: 3, height: 4) - Size(width: 1, height: 1) == Size(width: 2, height: 3))
    #expect(a.insetBy(dx: 1, dy: 2) == Rect(x: 2, y: 4, width: 1, height: 0))
    #expect(a.insetBy(-1) == Rect(x: 0, y: 1, width: 5, height: 6))
  }

  @Test("position and center move the frame; bounds resizes about the position, as CALayer does")
  func layerGeometry() {
    let layer = Layer(frame: Rect(x: 10, y: 20, width: 100, height: 50))
    #expect(layer.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
    #expect(layer.position == Vector2(x: 60, y: 45) && layer.center == Vector2(x: 60, y: 45))
    layer.position = Vector2(x: 0, y: 0)
    #expect(layer.frame == Rect(x: -50, y: -25, width: 100, height: 50))
    layer.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
    #expect(layer.frame == Rect(x: -10, y: -5, width: 20, height: 10))
    layer.anchorPoint = Vector2(x: 0, y: 0)
    #expect(layer.position == Vector2(x: -10, y: -5))
    layer.center = Vector2(x: 100, y: 100)
    #expect(layer.frame == Rect(x: 90, y: 95, width: 20, height: 10))
  }

  @Test("insertSublayer at, above and below; zPosition orders drawing and hit testing, stable among equals")
  func order() {
    let root = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let a = Layer(frame: root.frame)
    let b = Layer(frame: root.frame)
    let c = Layer(frame: root.frame)
    let d = Layer(frame: root.frame)
    root.addSublayer(a)
    root.insertSublayer(c, above: a)
    root.insertSublayer(b, below: c)
    root.insertSublayer(d, at: 0)
    #expect(root.sublayers.map(ObjectIdentifier.init) == [d, a, b, c].map(ObjectIdentifier.init))
    #expect(root.hitTest(Vector2(x: 50, y: 50)) === c)
    root.addSublayer(d)  // added again: to the top
    #expect(root.sublayers.map(ObjectIdentifier.init) == [a, b, c, d].map(ObjectIdentifier.init))
    root.insertSublayer(d, at: 0)
    a.zPosition = 1
    #expect(root.drawingOrder.map(ObjectIdentifier.init) == [d, b, c, a].map(ObjectIdentifier.init))
    #expect(root.hitTest(Vector2(x: 50, y: 50)) === a)
    for (i, layer) in [a, b, c, d].enumerated() {
      layer.fill = .solid(Color(white: Double(i) / 4))
    }
    var list: [DrawCommand] = []
    root.render(into: &list)
    let fills = list.compactMap { command -> Double? in
      if case .roundedRect(_, _, .solid(let color), _) = command { return color.red }
      return nil
    }
    #expect(fills == [0.75, 0.25, 0.5, 0], "\(fills)")
  }
}
