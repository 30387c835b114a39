/// What a ``FrameObserver`` needs of the loop next.
public enum ObserverNeed: Sendable, Equatable {
  /// Nothing.
  case none
  /// A turn of the loop at this time (platform seconds), no frame.
  case turn(at: Double)
  /// A frame at this time or at once after it (a screenshot).
  case frame(at: Double)
}
