import FluidMotion
import Testing
import TestSupport

@Suite("Pause detector")
struct PauseDetectorTests {
  /// Drives a detector with a 120 Hz pointer following `position` until `moveEnd`, then frames only.
  func run(_ position: (Double) -> Double, moveEnd: Double, until end: Double) -> (
    Double?, [PauseDetector.Event]
  ) {
    var detector = PauseDetector()
    detector.begin(position: position(0), at: 0)
    var events: [PauseDetector.Event] = []
    var pausedAt: Double?
    var t = 0.0
    while t < end {
      t += 1.0 / 120
      let stamp = (t * 1000).rounded(.down) / 1000
      let event =
        t <= moveEnd ? detector.add(position: position(t).rounded(), at: stamp) : detector.update(at: stamp)
      if let event {
        events.append(event)
        if event == .paused, pausedAt == nil { pausedAt = t }
      }
    }
    return (pausedAt, events)
  }

  @Test("a drag that stops is paused within 120 ms", arguments: [-400.0, -900, -2000, 700])
  func stop(speed: Double) throws {
    let (pausedAt, events) = run({ speed * min($0, 0.4) }, moveEnd: 0.4, until: 1)
    let at = try #require(pausedAt)
    #expect(at - 0.4 <= 0.12)
    #expect(events == [.paused])
  }

  @Test("a steady drag is never paused", arguments: [-60.0, -300, -1200])
  func steady(speed: Double) {
    #expect(run({ speed * $0 }, moveEnd: 2, until: 2).1.isEmpty)
  }

  @Test("a drag that slows but keeps going is not paused")
  func slows() {
    // 900 pt/s easing to 200 pt/s and staying there.
    let position = { (t: Double) in t < 0.5 ? -(900 * t - 700 * t * t) : -(275 + 200 * (t - 0.5)) }
    #expect(run(position, moveEnd: 1.5, until: 1.5).1.isEmpty)
  }

  @Test("moving on after a pause un-pauses; holding still from the start never pauses")
  func resumeAndRest() {
    let position = { (t: Double) in t < 0.3 ? -1000 * t : (t < 0.6 ? -300 : -300 - 600 * (t - 0.6)) }
    #expect(run(position, moveEnd: 1, until: 1).1 == [.paused, .resumed])
    #expect(run({ _ in 0 }, moveEnd: 1, until: 1).1.isEmpty)
  }
}

@Suite("Pause detector: abrupt stops")
struct PauseDetectorAbruptStopTests {
  @Test(
    "a drag that stops dead pauses and stays paused while the pointer rests", arguments: [60.0, 120, 1000])
  func staysPaused(hz: Double) {
    var detector = PauseDetector()
    detector.begin(position: 500, at: 0)
    var events: [PauseDetector.Event] = []
    var t = 0.0
    while t < 1 {
      t += 1 / hz
      if let e = detector.add(position: 500 - min(900 * t, 360), at: t) { events.append(e) }
    }
    #expect(events == [.paused] && detector.isPaused)
  }
}
