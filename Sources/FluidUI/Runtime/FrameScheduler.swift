/// Decides when frames happen, the way CVDisplayLink and CADisplayLink do: on a fixed grid of refresh
/// ticks that a late frame never moves.
///
/// Ticks sit at `phase + k · interval`. While something runs (an animation, a live gesture) each frame
/// targets the tick after the previous one (after a frame off the grid, the first tick at least half
/// an interval later); a frame whose present ends after that tick has missed it,
/// so the next frame targets the first tick still ahead and the ticks in between count as dropped. The
/// grid itself never shifts, so one slow frame costs one frame, not a phase change for all later ones.
///
/// Input may bring one frame forward between two ticks (so a press or a drag shows within about half a
/// frame instead of waiting out the tick): to now, but never closer than half an interval to the last
/// frame, and never within a quarter interval of the coming tick (that tick serves instead). From idle,
/// input is shown at once. With a renderer whose present waits for vsync, the present paces and frames
/// start as soon as the previous one is presented.
///
/// It owns no clock: every call takes the time, so it runs on a virtual clock in tests.
///
/// ```swift
/// var scheduler = FrameScheduler(interval: 1.0 / 60)
/// scheduler.didPresent(frameAt: 0, now: 0.004, running: true)
/// scheduler.nextTick                       // 1/60: the grid, whatever the frame cost
/// ```
public struct FrameScheduler: Sendable {
  /// Seconds between refresh ticks, > 0.
  public let interval: Double
  /// The time of one tick, s; the grid is `phase + k · interval`.
  public let phase: Double
  /// Whether the present blocks until the display's refresh (vsync), so the scheduler need not wait.
  public let presentPaces: Bool
  /// The time the last frame was drawn for, s (`-infinity` before the first).
  public private(set) var lastFrame = -Double.infinity
  /// When the last frame's present ended, s.
  public private(set) var lastPresent = -Double.infinity
  /// The tick the next regular frame targets while something runs; `nil` when idle.
  public private(set) var nextTick: Double?
  /// Ticks missed because a frame overran, since the start.
  public private(set) var droppedFrames = 0
  /// Frames that input brought forward between two ticks, since the start.
  public private(set) var earlyFrames = 0

  /// Creates a scheduler.
  /// - Parameters:
  ///   - interval: Seconds between refreshes, finite and > 0 (1/60 for 60 Hz).
  ///   - phase: The time of one tick, s.
  ///   - presentPaces: Whether the present waits for vsync.
  public init(interval: Double, phase: Double = 0, presentPaces: Bool = false) {
    precondition(interval.isFinite && interval > 0, "FrameScheduler: interval must be > 0 (got \(interval))")
    precondition(phase.isFinite, "FrameScheduler: phase must be finite")
    self.interval = interval
    self.phase = phase
    self.presentPaces = presentPaces
  }

  /// The first grid tick at or after `time` (a time within a millionth of an interval past a tick
  /// counts as that tick).
  public func tick(atOrAfter time: Double) -> Double {
    let k = ((time - phase) / interval - 1e-6).rounded(.up)
    return phase + k * interval
  }

  /// The tick the next regular frame is drawn for at `now`, or `nil` when idle: ``nextTick``, or after
  /// a stall that outlasted it by a whole interval, the last tick already passed (the ticks in
  /// between count as dropped when that frame is presented).
  public func dueTick(now: Double) -> Double? {
    guard let tick = nextTick else { return nil }
    if presentPaces { return max(tick, now) }
    return now - tick < interval ? tick : tick + ((now - tick) / interval).rounded(.down) * interval
  }

  /// When the frame that shows input arriving at `now` should be drawn.
  public func inputFrameTime(now: Double) -> Double {
    if presentPaces { return now }
    let candidate = max(now, lastFrame + interval / 2)
    guard let tick = dueTick(now: now) else { return candidate }
    return candidate >= tick - interval / 4 ? tick : candidate
  }

  /// Stops the cadence (the window was hidden): the next frame is drawn as if from idle.
  public mutating func pause() { nextTick = nil }

  /// Records a presented frame and plans the next regular one.
  /// - Parameters:
  ///   - time: The time the frame was drawn for, s.
  ///   - now: When its present ended, s.
  ///   - running: Whether something still runs (the next frame is wanted on the next tick).
  public mutating func didPresent(frameAt time: Double, now: Double, running: Bool) {
    if let tick = nextTick, !presentPaces {
      if time < tick - 1e-9 { earlyFrames += 1 }
      if time > tick + 1e-9 { droppedFrames += Int(((time - tick) / interval).rounded()) }  // a stall
    }
    if presentPaces, lastPresent.isFinite, running, nextTick != nil {
      droppedFrames += max(0, Int(((now - lastPresent) / interval).rounded()) - 1)
    }
    lastFrame = time
    lastPresent = now
    guard running else {
      nextTick = nil
      return
    }
    if presentPaces {
      nextTick = now
      return
    }
    // An early frame keeps the tick it came before; any other frame is followed by the first tick at
    // least half an interval later (the next one, for a frame on the grid).
    let due: Double
    if let tick = nextTick, time < tick - 1e-9 {
      due = tick
    } else {
      due = tick(atOrAfter: time + interval / 2)
    }
    guard now > due else {
      nextTick = due
      return
    }
    let next = tick(atOrAfter: now)  // overran: the ticks in between are dropped, the grid stays
    droppedFrames += Int(((next - due) / interval).rounded())
    nextTick = next
  }
}
