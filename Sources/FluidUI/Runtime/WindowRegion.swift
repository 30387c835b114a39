/// What a point of the window is to the desktop: content, or the title bar that moves the window.
///
/// A window without the desktop's frame (client-side decorations) asks its scene at every press; the
/// title bar's empty parts move the window and a double click there maximises it.
public enum WindowRegion: Sendable, Equatable {
  /// The scene's own: presses go to the scene.
  case content
  /// The title bar: a press drags the window, a double click maximises or restores it.
  case titleBar
}
