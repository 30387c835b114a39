import Foundation
import Testing

/// The shell functions every end-to-end script calls (``EndToEnd/shellPrelude``), on files made for
/// them: a function that always or never holds would let a scenario pass or fail for nothing.
@Suite("End to end: the scripts' shell functions")
struct ShellPreludeTests {
  /// Runs `script` after the prelude in a new folder holding `dump.jsonl` with `lines`; its status.
  func status(_ script: String, lines: [String] = []) throws -> Int32 {
    let dir = try EndToEnd.temporaryDirectory()
    try (lines.map { $0 + "\n" }.joined()).write(
      toFile: dir + "/dump.jsonl", atomically: true, encoding: .utf8)
    return try EndToEnd.shell(script, in: dir, limit: 60).status
  }

  let frames = [
    #"{"scene":"zoom","t":0.5,"card":-1.0,"zoom":0.5}"#,
    #"{"scene":"zoom","t":0.6,"card":5.0,"zoom":1.0}"#,
  ]

  @Test(
    "state_is reads the last frame's value of a key, exactly",
    arguments: [
      ("zoom 1.0", 0), ("card 5.0", 0), ("zoom 0.5", 1), ("card 5", 1), ("oom 1.0", 1), ("zoom 1.00", 1),
    ])
  func stateIs(check: String, expected: Int32) throws {
    #expect(try status("state_is dump.jsonl \(check)", lines: frames) == expected)
  }

  @Test("settled holds for a state that stays, only on the keys given; it fails on one that keeps changing")
  func settled() throws {
    #expect(try status("settled dump.jsonl", lines: frames) == 0)
    // A frame every 20 ms with a new time only: the state is at rest.
    let sameState = """
      (for i in $(seq 60); do echo "{\\"t\\":$i,\\"zoom\\":1.0}" >> dump.jsonl; sleep 0.02; done) &
      settled dump.jsonl
      """
    #expect(try status(sameState, lines: frames) == 0)
    // x moves on every frame and damping stays: at rest on damping only, never on every key. The
    // writer outlives the 2-s wait, so the failure is the function's own.
    let moving = """
      settle_seconds=2
      (for i in $(seq 500); do echo "{\\"t\\":$i,\\"x\\":$i,\\"damping\\":0.5}" >> dump.jsonl; sleep 0.02; done) &
      writer=$!
      settled dump.jsonl damping || exit 2
      settled dump.jsonl; status=$?
      kill $writer
      exit $status
      """
    #expect(try status(moving) == 1)
  }

  @Test("grown counts lines; wait_for gives up after its limit, saying what it waited for")
  func grownAndWaitFor() throws {
    #expect(try status("grown dump.jsonl 1", lines: frames) == 0)
    #expect(try status("grown dump.jsonl 2", lines: frames) == 1)
    #expect(try status("wait_for 1 false") == 1)
  }
}
