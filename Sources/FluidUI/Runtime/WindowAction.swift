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
