/// One thing a ``Platform`` hands the loop.
public enum PlatformEvent: Sendable {
  /// Input for the scene (a resize too: the loop lays the scene out).
  case input(InputEvent)
  /// The window was hidden or minimised (`false`), or shown again (`true`).
  case visibility(Bool)
  /// The window's pixels were lost (exposed, resized): the next frame is drawn whole, at once.
  case exposed
  /// The window's close button, or the platform asked the run to end.
  case closeRequested
  /// The desktop's look or the window's state changed (light or dark, focus, maximised, full
  /// screen, zoom); the loop hands it to the scene.
  case environment(WindowEnvironment)
  /// Work was queued on the main queue (``MainQueue``): the loop runs it, then draws a frame.
  case mainQueue
}
