import Foundation
import Testing

/// A signal ends a run that waits on a FIFO (opening, reading or writing it): exit 128 + the signal.
///
/// Never a hang only `kill -9` ends. Each case sends SIGTERM 0.5 s after the start and gives the app
/// 3 s more; a run still going is killed and reported as 137.
@Suite("Signals while blocked on a FIFO (headless, real binary)", .serialized)
struct BlockingEndToEndTests {
  /// Runs the app with `flags` in a fresh folder holding the FIFO `f`, after `setup` (bash, started
  /// first), sends `signal` after 0.5 s and returns the app's status (137 when it had to be killed)
  /// and standard error.
  static func signalled(
    _ flags: String, setup: String = "", signal: String = "TERM", environment: String = "env -u DISPLAY"
  ) throws -> (status: Int32, error: String) {
    let dir = try EndToEnd.temporaryDirectory()
    return try EndToEnd.shell(
      """
      mkfifo f
      \(setup)
      \(environment) "$0" \(flags) &
      app=$!
      sleep 0.5
      kill -\(signal) $app
      for i in $(seq 30); do kill -0 $app 2>/dev/null || break; sleep 0.1; done
      kill -KILL $app 2>/dev/null
      wait $app
      status=$?
      kill -KILL $(jobs -p) 2>/dev/null
      exit $status
      """, in: dir)
  }

  @Test("--replay on a FIFO nobody writes: SIGTERM ends it, exit 143")
  func replayFromSilentFIFO() throws {
    let run = try Self.signalled("--replay f --headless")
    #expect(run.status == 143, "\(run.error)")
  }

  @Test("--dump-state on a FIFO nobody reads: SIGTERM ends it, exit 143")
  func dumpToUnreadFIFO() throws {
    let run = try Self.signalled("--headless --scene spring --exit-after 3000 --dump-state f")
    #expect(run.status == 143, "\(run.error)")
  }

  @Test(
    "--dump-state to a reader that stops reading: each signal ends it, exit 128 + signal",
    arguments: [("HUP", 129), ("INT", 130), ("QUIT", 131), ("TERM", 143)] as [(String, Int32)])
  func dumpToStuckReader(signal: String, status: Int32) throws {
    let run = try Self.signalled(
      "--headless --scene spring --exit-after 3000 --dump-state f", setup: "sleep 30 < f &", signal: signal)
    #expect(run.status == status, "\(run.error)")
  }

  @Test(
    "fluid icon --output on a FIFO nobody reads: each signal ends it, exit 128 + signal",
    arguments: [("HUP", 129), ("INT", 130), ("QUIT", 131), ("TERM", 143)] as [(String, Int32)])
  func iconToUnreadFIFO(signal: String, status: Int32) throws {
    let run = try Self.signalled("icon --size 64 --output f", signal: signal)
    #expect(run.status == status, "\(run.error)")
    #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
  }

  @Test("FLUID_FONT naming a FIFO: refused with a note and a fallback; SIGTERM ends the run, exit 143")
  func fontIsFIFO() throws {
    let run = try Self.signalled(
      "--headless --scene spring --exit-after 3000 --screenshot 0.1:s.png",
      environment: "env -u DISPLAY FLUID_FONT=f")
    #expect(run.status == 143, "\(run.error)")
    #expect(run.error.split(separator: "\n").count == 1 && run.error.contains("FLUID_FONT"), "\(run.error)")
  }
}

/// The window's outputs on a FIFO nobody reads; part of the serialized window suite.
extension SceneEndToEndTests {
  @Test(
    "--record or --stats-log on a FIFO nobody reads: SIGTERM ends the window run, exit 143",
    arguments: ["--record f", "--stats-log f"])
  func windowOutputToUnreadFIFO(flags: String) throws {
    let run = try BlockingEndToEndTests.signalled("--scene pane \(flags)", environment: "")
    #expect(run.status == 143, "\(run.error)")
  }
}
