import FluidSDL
import Foundation
import Testing

/// What a program built on FluidSDL gets with no code of its own, and the headless run's quit: the
/// example `fling-card` (built by `scripts/test` into `.build-example`) and `fluid` itself.
extension SceneEndToEndTests {
  /// The example program: `FLING_CARD_BINARY`, or the example's debug build.
  static var flingCard: String {
    if let path = ProcessInfo.processInfo.environment["FLING_CARD_BINARY"] { return path }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return root.appendingPathComponent(".build-example/debug/fling-card").path
  }

  /// Runs `script` in bash with `$0` the example program; its status and standard error.
  static func shell(_ script: String) throws -> (status: Int32, error: String) {
    try EndToEnd.shell(script, program: flingCard)
  }

  @Test("the example program shows its own title and quits on Ctrl+Q with exit 0, Esc too")
  func exampleQuitsOnItsOwn() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.flingCard), "build Examples/FlingCard first")
    for keys in ["ctrl+q", "Escape"] {
      let run = try Self.shell(
        """
        "$0" & app=$!
        id=$(app_window $app) || exit 90
        [ "$(xdotool getwindowname $id)" = 'Fling to dismiss' ] || { kill $app; exit 90; }
        xdotool mousemove --window $id 400 300 sleep 0.3 key \(keys)
        for i in $(seq 100); do kill -0 $app 2>/dev/null || break; sleep 0.05; done
        kill -0 $app 2>/dev/null && { kill -9 $app; exit 91; }
        wait $app
        """)
      #expect(
        run.status == 0,
        "\(keys): status \(run.status) (90: no window titled 'Fling to dismiss', 91: did not quit) \(run.error)"
      )
    }
  }

  @Test("with no display the example program says so in one line and exits 1, no trap")
  func exampleWithoutDisplay() throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.flingCard), "build Examples/FlingCard first")
    let run = try Self.shell(#"env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$0""#)
    #expect(run.status == 1)
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 1, "\(run.error)")
    #expect(lines.first?.hasPrefix("fling-card: Opening the window failed: no display") == true)
  }

  @Test(
    "a replay whose last event is Ctrl+Q ends the headless run there, mid-animation, as it ends the window")
  func replayedQuitEndsTheRun() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let lines = [
      #"{"fluid-replay":1,"scene":"pane","width":1280,"height":800}"#,
      #"{"isRepeat":false,"key":"space","t":0.5,"type":"keydown"}"#,
      #"{"key":"space","t":0.55,"type":"keyup"}"#,
      #"{"isRepeat":false,"key":"space","t":1.0,"type":"keydown"}"#,
      #"{"key":"space","t":1.05,"type":"keyup"}"#,
      #"{"control":true,"isRepeat":false,"key":"q","t":1.25,"type":"keydown"}"#,
    ]
    try EndToEnd.writeReplay(lines, to: dir + "/q.jsonl")
    for mode in [["--headless"], ["--exit-after", "4"]] {
      let run = try EndToEnd.run(["--replay", dir + "/q.jsonl", "--dump-state", dir + "/s.jsonl"] + mode)
      #expect(run.status == 0, "\(mode): \(run.error)")
      let times = EndToEnd.states(at: dir + "/s.jsonl").compactMap { $0["t"] }
      #expect(times.count > 10, "\(mode)")
      #expect((times.last ?? 9) <= 1.25 + 1e-9, "\(mode): frames after the quit, last at \(times.last ?? -1)")
      #expect((times.last ?? 0) > 1.2, "\(mode): ended early at \(times.last ?? -1)")
    }
  }
}
