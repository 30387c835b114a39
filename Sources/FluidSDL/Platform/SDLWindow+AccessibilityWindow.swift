import CSDL2
import FluidUI

/// The window as assistive technology is told of it: pushed to ``SDLWindow/onAccessibilityWindowChange``
/// after each look at the window's events (a move SDL reports no event for included), each title and
/// each zoom, when it changed.
extension SDLWindow {
  /// The window's title as shown.
  public var title: String { SDL_GetWindowTitle(window).map { String(cString: $0) } ?? "" }

  /// Its title, place on screen (pixels), size (points), scale and activation now.
  public var accessibilityWindow: AccessibilityWindow {
    var (x, y): (Int32, Int32) = (0, 0)
    SDL_GetWindowPosition(window, &x, &y)
    return AccessibilityWindow(
      title: title, origin: (x, y), size: size, scale: pointScale, isActive: environment.isActive)
  }

  /// Ends the window loop's wait from any thread (another thread's work is ready for it): what a
  /// FluidAtspi bridge or any file watcher calls.
  public nonisolated static func wake() { EventWait.wake() }

  /// Tells ``onAccessibilityWindowChange`` the window, if it changed since it was told last.
  func pushAccessibilityWindow() {
    guard let onAccessibilityWindowChange else { return }
    let now = accessibilityWindow
    guard now != pushedAccessibilityWindow else { return }
    pushedAccessibilityWindow = now
    onAccessibilityWindowChange(now)
  }
}
