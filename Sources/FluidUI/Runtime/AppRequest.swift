/// Something a scene asks of the app that runs it; the ``FrameLoop`` acts on it right after the event
/// or frame that raised it, and reports it in that ``Frame/requests``.
public enum AppRequest: Sendable, Equatable {
  /// End the run: close the window (a headless run ends at that time).
  case quit
  /// Show the window's title as this (a program may format it, ``FrameLoop/titleFormat``).
  case title(String)
  /// Do something to the window: fill the screen, maximise, minimise.
  case window(WindowAction)
  /// Show this pointer shape over the window.
  case cursor(Cursor)
  /// A request of the program's own, by name (a host asked to show another scene, an observer's
  /// overlay toggled): the loop acts on none and reports it in ``Frame/requests``.
  case custom(String)
}
