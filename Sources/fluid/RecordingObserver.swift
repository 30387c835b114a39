import FluidReplay
import FluidUI

/// Records every input the window hands the loop to a replay file (`--record`), flushing it when
/// due, and closes it at the end of the run.
@MainActor
final class RecordingObserver: FrameObserver {
  private let recorder: ReplayRecorder

  init(_ recorder: ReplayRecorder) { self.recorder = recorder }

  /// Writes what is due; a turn when the next flush is due.
  func need(now: Double) throws -> ObserverNeed {
    try recorder.flushIfDue(now: now)
    return recorder.flushDeadline.map { .turn(at: $0) } ?? .none
  }

  func didReceive(_ event: InputEvent) { recorder.record(event) }

  func finish() throws { try recorder.close() }
}
