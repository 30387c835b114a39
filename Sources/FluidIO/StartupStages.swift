/// The moments a program's start-up passed through, on ``MonotonicClock``: what `--stats-log`
/// writes on its first line, so that a benchmark that knows when it spawned the program can tell
/// each stage's share of the time to the first frame.
///
/// ```swift
/// StartupStages.mark(.main)  // first thing in main()
/// ```
package enum StartupStages {
  /// A stage of start-up, in the order a window run passes them.
  package enum Stage: String, CaseIterable, Sendable {
    /// `main` entered: the executable mapped, its libraries loaded and relocated.
    case main
    /// The command line parsed and the settings read; the display is about to be opened.
    case ready
    /// SDL's video subsystem and SDL2_ttf started: connected to the display server.
    case video
    /// The window and its renderer made, and shown.
    case window
    /// The scene built and laid out; the first frame is about to be drawn.
    case scene
  }

  nonisolated(unsafe) private static var marks: [Stage: Double] = [:]

  /// Records that `stage` is reached now; a stage already reached keeps its first time.
  ///
  /// Main thread only, during start-up.
  package static func mark(_ stage: Stage) {
    if marks[stage] == nil { marks[stage] = MonotonicClock.now }
  }

  /// The stages reached so far, each with its time (seconds on ``MonotonicClock``), in order.
  package static var reached: [(stage: Stage, time: Double)] {
    Stage.allCases.compactMap { stage in marks[stage].map { (stage, $0) } }
  }
}
