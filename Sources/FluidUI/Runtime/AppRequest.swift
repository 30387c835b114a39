/// Something a scene asks of the app that runs it; the ``FrameLoop`` acts on it right after the event
/// or frame that raised it, and reports it in that ``Frame/requests``.
public enum AppRequest: Sendable, Equatable {
  /// End the run: close the window (a headless run ends at that time).
  case quit
  /// Show the window's title as this (a program may format it, ``FrameLoop/titleFormat``).
  case title(String)
  /// Show or hide the frame-statistics overlay.
  case toggleStats
  /// Do something to the window: fill the screen, maximise, minimise.
  case window(WindowAction)
  /// Show this pointer shape over the window.
  case cursor(Cursor)
  /// Open the scene at this catalogue index: for a scene that hosts others; the loop ignores it.
  case open(sceneIndex: Int)
}

/// What a scene can ask of its window.
public enum WindowAction: String, Sendable, Equatable, CaseIterable {
  /// Fill the screen, or go back to a window (`F11`).
  case toggleFullscreen
  /// Maximise, or restore a maximised window (a double click on the title bar).
  case toggleMaximize
  /// Minimise (iconify) the window.
  case minimize
  /// Draw everything one step larger (`Ctrl+=`): more pixels per point, the window's pixels kept.
  case zoomIn
  /// Draw everything one step smaller (`Ctrl+−`).
  case zoomOut
  /// Draw at the desktop's own scale again (`Ctrl+0`).
  case zoomReset
  /// Leave full screen, if the window fills it (`Esc`).
  case exitFullscreen
  /// Let the desktop move the window with the pointer, whose button is held (a drag on a title bar
  /// the app draws); the press ends for the app.
  case beginMove
}
