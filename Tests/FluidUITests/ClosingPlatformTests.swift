import FluidUI
import Testing

/// A platform whose poll reads that the platform closed (a window destroyed from outside, say: SDL
/// reports that as an X error while it pumps, with no event), and whose wait, if ever called, would
/// block for good in a real window; here it counts.
@MainActor
private final class ClosingPlatform: Platform {
  var now = 0.0
  let size = Size(width: 400, height: 300)
  let refreshInterval = 1.0 / 60
  let presentsPartially = false
  let presentPaces = false
  var isClosed = false
  var polls = 0
  var waits = 0
  let closesOnPoll: Int

  init(closesOnPoll: Int) { self.closesOnPoll = closesOnPoll }

  func wait(until deadline: Double?, handle: (PlatformEvent) -> Void) -> WaitOutcome {
    waits += 1
    guard let deadline else { return .closed }  // a window would wait here for an event forever
    now = deadline
    return .deadline
  }
  func poll(handle: (PlatformEvent) -> Void) {
    polls += 1
    if polls == closesOnPoll { isClosed = true }
  }
  func draw(_ commands: [DrawCommand], background: Color, damage: [Rect]?) {}
  func capture(to path: String) throws {}
  func present(damage: [Rect]?) {}
  func setTitle(_ title: String) {}
}

@Suite("Frame loop: a platform closed by what a poll read ends the run before any wait")
@MainActor
struct ClosingPlatformTests {
  /// Poll 1 comes before the first frame; poll 2 in the turn that would then wait with no deadline.
  @Test("closed during a turn's poll: the run ends .closed at once, with no wait", arguments: [1, 2])
  func closedByThePoll(poll: Int) throws {
    let platform = ClosingPlatform(closesOnPoll: poll)
    let loop = FrameLoop(scene: CountingScene(), platform: platform)
    #expect(try loop.run() == .closed)
    #expect(platform.polls == poll)
    #expect(platform.waits == 0)
  }
}
