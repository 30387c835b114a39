/// What ended a ``Platform/wait(until:handle:)``.
public enum WaitOutcome: Sendable, Equatable {
  /// Events were handed on.
  case events
  /// The deadline came first.
  case deadline
  /// A virtual platform reached the time it was asked to pause at (``VirtualPlatform/pause(at:)``).
  case paused
  /// Nothing can happen any more: the platform is closed.
  case closed
}
