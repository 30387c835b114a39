import FluidMotion
import Testing
import TestSupport

@testable import FluidUI

/// A scroll view's glide and bounce: exact at any frame rate, even across an edge.
@Suite("Scroll view physics")
struct ScrollMotionTests {
  /// Advances `motion` at `hz` until `time` (s) or until it finishes; returns its offset then.
  func run(_ motion: ScrollMotion, hz: Double, until time: Double) -> Double {
    var t = 0.0
    while t < time - 1e-12 {
      let dt = min(1 / hz, time - t)
      t += dt
      if motion.advance(by: dt) == .finished { break }
    }
    return motion.value
  }

  @Test("a fling lands where Decay.projectedDistance says, to 1e-9", arguments: [30.0, 60, 144, 1000])
  func projection(hz: Double) {
    let motion = ScrollMotion(offset: 100, velocity: 800, range: 0...10_000)
    let landed = run(motion, hz: hz, until: 60)
    #expect(isClose(landed, 100 + Decay.normal.projectedDistance(initialVelocity: 800.0), within: 1e-9))
    #expect(motion.velocity == 0)
  }

  @Test("crossing an end, it bounces from the exact crossing instant: the same path at every frame rate")
  func crossing() {
    let times = [0.05, 0.1, 0.2, 0.4, 0.8]
    let paths = [30.0, 60, 144, 997].map { hz in
      times.map { run(ScrollMotion(offset: 400, velocity: 1500, range: 0...500), hz: hz, until: $0) }
    }
    for path in paths.dropFirst() {
      for (a, b) in zip(path, paths[0]) { #expect(isClose(a, b, within: 1e-6), "\(path) vs \(paths[0])") }
    }
    #expect(paths[0][2] > 500)  // it went past the end
    let settled = ScrollMotion(offset: 400, velocity: 1500, range: 0...500)
    #expect(run(settled, hz: 60, until: 10) == 500)  // and came back to it
  }
}
