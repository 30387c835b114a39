import FluidUI
import Testing

/// Holds every key for `wait` seconds, as a bridge waiting for a screen reader's answer, and drops
/// `q` (the reader consumed it); what comes behind a held key waits behind it.
@MainActor
final class SlowReader: InputFilter {
  let wait: Double
  var held: [(event: InputEvent, at: Double)] = []
  var releasedAt: [Double] = []
  init(wait: Double) { self.wait = wait }

  func admit(_ event: InputEvent, now: Double) -> Bool {
    switch event {
    case .keyDown, .keyUp: held.append((event, now + wait))
    default:
      guard let last = held.last else { return true }
      held.append((event, last.at))
    }
    return false
  }

  func released(now: Double) -> [InputEvent] {
    var out: [InputEvent] = []
    while let first = held.first, first.at <= now + 1e-9 {
      held.removeFirst()
      if case .keyDown(.character("q"), _, _, _) = first.event { continue }
      if case .keyUp(.character("q"), _, _) = first.event { continue }
      out.append(first.event)
      releasedAt.append(now)
    }
    return out
  }

  var releaseTime: Double? { held.first?.at }
}

/// Sees what reaches the scene.
@MainActor
final class Seen: FrameObserver {
  var events: [InputEvent] = []
  func didReceive(_ event: InputEvent) { events.append(event) }
}

@Suite("Input filters: an event held a while reaches the scene in order, once let go; a dropped one never")
@MainActor
struct InputFilterTests {
  @Test("keys held 50 ms reach the scene 50 ms later, in order with what came behind them; q is dropped")
  func heldInOrder() throws {
    let scene = CountingScene()
    let p = Vector2(x: 10, y: 10)
    let events: [InputEvent] = [
      .keyDown(.character("a"), modifiers: [], isRepeat: false, time: 0.5),
      .pointerMoved(position: p, time: 0.52, pressure: nil),
      .keyDown(.character("q"), modifiers: [], isRepeat: false, time: 0.6),
      .keyDown(.space, modifiers: [], isRepeat: false, time: 0.7),
      .pointerMoved(position: p, time: 1.5, pressure: nil),  // nothing held: goes straight on
    ]
    let loop = FrameLoop(
      scene: scene, platform: VirtualPlatform(size: Size(width: 400, height: 300), events: events))
    loop.endTime = 2
    let reader = SlowReader(wait: 0.05)
    let seen = Seen()
    loop.inputFilters.append(reader)
    loop.observers.append(seen)
    try loop.run()
    let expected = [events[0], events[1], events[3], events[4]]
    #expect(scene.events == expected)
    #expect(seen.events == expected, "the observers see what the scene sees, when it sees it")
    #expect(reader.releasedAt.count == 3)
    for (at, due) in zip(reader.releasedAt, [0.55, 0.55, 0.75]) { #expect(abs(at - due) < 0.02, "\(at)") }
    #expect(scene.spring != nil, "Space, let go, started the spring")
  }
}
