/// One presented frame, as a value: what was drawn, where, when, and what the scene asked for.
///
/// The ``FrameLoop`` hands it to every ``FrameObserver`` after the present; state dumps, the stats
/// log and overlay, screenshots and recorders read it instead of reaching into the loop.
public struct Frame {
  /// The frame's number, from 1.
  public var index: Int
  /// The time the frame was drawn for (its refresh tick, or an input's time), seconds.
  public var time: Double
  /// The draw list, in painter's order (overlays included).
  public var commands: [DrawCommand]
  /// What was repainted and presented, points; `nil` when the whole surface was.
  public var damage: [Rect]?
  /// The surface's size, points.
  public var size: Size
  /// When the loop started the frame (platform clock, seconds).
  public var startedAt: Double
  /// When its present ended (platform clock, seconds); `startedAt` until then.
  public var presentedAt: Double
  /// Refresh ticks missed since the start.
  public var droppedFrames: Int
  /// What the scene asked for since the previous frame, in order (the loop has acted on them).
  public var requests: [AppRequest]
  /// When each input this frame shows arrived (platform clock, seconds): for input latency.
  public var inputArrivals: [Double]
  /// When the loop next wants a frame, seconds; `nil` to sleep until input.
  public var nextFrameTime: Double?

  /// The area repainted, points².
  public var damagedArea: Double {
    damage.map { $0.reduce(0) { $0 + $1.size.width * $1.size.height } } ?? size.width * size.height
  }

  /// The seconds from the frame's start to the end of its present.
  public var work: Double { presentedAt - startedAt }
}
