import FluidIO
import Foundation
import Testing

/// The self-pipe and the detached thread the wakes are built on.
@Suite("Wake pipes and detached threads")
struct WakeHelpersTests {
  @Test(
    "a wake pipe is closed on exec at both ends; its write end never blocks, its read end as asked",
    arguments: [false, true])
  func pipeFlags(blockingRead: Bool) throws {
    let pipe = try #require(WakePipe.make(blockingRead: blockingRead))
    defer { close(pipe.read); close(pipe.write) }
    for end in [pipe.read, pipe.write] { #expect(fcntl(end, F_GETFD) & FD_CLOEXEC != 0) }
    #expect(fcntl(pipe.write, F_GETFL) & O_NONBLOCK != 0)
    #expect((fcntl(pipe.read, F_GETFL) & O_NONBLOCK == 0) == blockingRead)
    var byte: UInt8 = 7
    #expect(write(pipe.write, &byte, 1) == 1)
    byte = 0
    #expect(read(pipe.read, &byte, 1) == 1 && byte == 7)
    // Filled, the write end refuses instead of blocking.
    var chunk = [UInt8](repeating: 1, count: 4096)
    var refused = false
    for _ in 0..<1024 where write(pipe.write, &chunk, chunk.count) < 0 {
      refused = errno == EAGAIN
      break
    }
    #expect(refused)
  }

  /// Where the thread ran: written by it before it signals, read after the signal.
  final class RanOn: @unchecked Sendable {
    var thread: pthread_t?
  }

  @Test("a detached thread runs its closure, on another thread")
  func threadRuns() throws {
    let done = DispatchSemaphore(value: 0)
    let ranOn = RanOn()
    #expect(
      DetachedThread.start {
        ranOn.thread = pthread_self()
        done.signal()
      })
    #expect(done.wait(timeout: .now() + 60) == .success)
    let thread = try #require(ranOn.thread)
    #expect(pthread_equal(thread, pthread_self()) == 0)
  }
}
