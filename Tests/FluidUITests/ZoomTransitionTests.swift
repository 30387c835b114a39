import FluidMotion
import FluidUI
import Testing
import TestSupport

/// The zoom preset: a layer between a cell and the window, caught, shrunk about the pointer, thrown.
@Suite("ZoomTransition")
final class ZoomTransitionTests {
  let animator = Animator()
  let card = Layer()
  let cell = Rect(x: 40, y: 300, width: 120, height: 160)
  let window = Rect(x: 0, y: 0, width: 640, height: 480)
  var time = 0.0
  var ends: [AnimatingPosition] = []
  lazy var zoom: ZoomTransition = {
    let zoom = ZoomTransition(layer: card, source: cell, destination: window, animator: animator)
    hear(zoom)
    return zoom
  }()

  /// Records every landing of `zoom` in ``ends``: each completion adds the next.
  func hear(_ zoom: ZoomTransition) {
    zoom.addCompletion { [unowned self, unowned zoom] in
      ends.append($0)
      hear(zoom)
    }
  }

  init() { animator.advance(to: 0) }

  func run(_ seconds: Double) { animator.tick(seconds, from: &time) }

  @Test("opens onto the destination and closes into its cell: frame and corner radius land exactly")
  func openClose() {
    _ = zoom
    #expect(card.frame == cell && card.cornerRadius == 12)
    zoom.open()
    run(0.1)
    #expect(card.frame.size.width > cell.size.width && card.frame.size.width < window.size.width)
    run(2)
    #expect(card.frame == window && card.cornerRadius == 0 && ends == [.end])
    zoom.close()
    run(2)
    #expect(card.frame == cell && ends == [.end, .start])
  }

  @Test("caught in flight, it stops where it is; dragged down it shrinks about the pointer, 1:1")
  func catchAndShrink() {
    zoom.open()
    run(0.12)
    let caught = card.frame
    let press = caught.center
    zoom.pause(at: press, time: time)
    run(0.1)
    #expect(card.frame == caught && zoom.isDragging)
    let point = press + Vector2(x: 30, y: 120)  // down 120 of 480: a quarter of the dismiss
    zoom.update(to: point, time: time)
    let scale = 1 - 0.5 * 0.25
    #expect(isClose(card.frame.size.width, caught.size.width * scale, within: 1e-9))
    #expect(isClose(card.frame.center, point, within: 1e-9))  // the point under the pointer stays under it
  }

  @Test(
    "released moving down fast it dismisses into its cell; slowly, it springs back open",
    arguments: [true, false])
  func release(fast: Bool) {
    zoom.jump(to: 1)
    let press = Vector2(x: 320, y: 200)
    zoom.pause(at: press, time: time)
    let speed = fast ? 1500.0 : 100.0  // pt/s down
    for step in 1...8 {
      time += 0.01
      animator.advance(to: time)
      zoom.update(to: press + Vector2(x: 0, y: speed * 0.01 * Double(step)), time: time)
    }
    let before = card.frame
    zoom.release(at: time)
    run(1.0 / 120)
    #expect(card.frame.center.distance(to: before.center) < speed / 120 + 2)  // no jump at the release
    run(3)
    #expect(ends.last == (fast ? .start : .end))
    #expect(card.frame == (fast ? cell : window))
  }

  @Test(
    "let go far off its path, sideways or down, it is at the end it lands on to 1e-6 when the completion says so",
    arguments: [Vector2(x: 900, y: 0), Vector2(x: -700, y: 300), Vector2(x: 300, y: 3500)])
  func homeAtCompletion(throw velocity: Vector2) {
    zoom.jump(to: 1)
    var frameAtLanding: Rect?
    zoom.addCompletion { [unowned self] _ in frameAtLanding = card.frame }
    let press = Vector2(x: 320, y: 200)
    zoom.pause(at: press, time: time)
    for step in 1...12 {
      time += 0.01
      animator.advance(to: time)
      zoom.update(to: press + velocity.scaled(by: 0.01 * Double(step)), time: time)
    }
    run(0.3)  // at rest before the release: the landing the position decides
    zoom.update(to: press + velocity.scaled(by: 0.12), time: time)
    zoom.release(at: time)
    run(3)
    let home = ends.last == .start ? cell : window
    #expect(
      frameAtLanding.map {
        ($0.origin - home.origin).magnitude < 1e-6 && abs($0.size.width - home.size.width) < 1e-6
      }
        == true, "\(String(describing: frameAtLanding)) vs \(home)")
  }

  @Test("a shadow fades in along the way when only the open state has one")
  func shadow() {
    zoom.shadow = (nil, Shadow(radius: 20))
    #expect(card.shadow?.color.alpha == 0)
    zoom.jump(to: 1)
    #expect(card.shadow == Shadow(radius: 20))
  }
}
