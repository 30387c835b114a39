import CSDL2
import FluidMotion
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// The window's state and frame: full screen, maximised, its cursor, and, without the desktop's
/// frame, where it is moved and resized from.
extension SDLWindow {
  /// Who draws the window's title bar and frame.
  public enum Decorations: String, Sendable, CaseIterable {
    /// The app draws its own title bar (moving the window, with minimise, maximise and close); the
    /// edges resize it. The desktop draws no frame.
    case client
    /// The desktop's window manager draws the frame and title bar.
    case server
  }

  /// Whether the window fills its screen (`SDL_WINDOW_FULLSCREEN_DESKTOP`: no mode change; with no
  /// window manager, the app's own full screen).
  ///
  /// A window maximised as it went full screen is maximised again as it leaves (a window manager
  /// such as openbox drops the maximised state under full screen, and SDL then restores the
  /// window's size before it).
  public var isFullscreen: Bool {
    get {
      guard emulatedFrame == nil else { return emulatedFrame?.kind == .fullscreen }
      return flags & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
    }
    set {
      guard newValue != isFullscreen else { return }
      if hasWindowManager {
        if newValue { maximizedBeforeFullscreen = isMaximized }
        SDL_SetWindowFullscreen(window, newValue ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
        if !newValue, maximizedBeforeFullscreen {
          maximizedBeforeFullscreen = false
          SDL_MaximizeWindow(window)
        }
      } else {
        toggleEmulated(.fullscreen)
      }
    }
  }

  /// Whether the window is maximised (with no window manager, by the app's own hand).
  public var isMaximized: Bool {
    guard emulatedFrame == nil else { return emulatedFrame?.kind == .maximized }
    return flags & SDL_WINDOW_MAXIMIZED.rawValue != 0
  }

  private var flags: UInt32 { SDL_GetWindowFlags(window) }

  /// Fills the screen, maximises or restores, or minimises the window.
  public func perform(_ action: WindowAction) {
    if action != .zoomIn && action != .zoomOut && action != .zoomReset { checkWindowManager() }
    switch action {
    case .toggleFullscreen: isFullscreen.toggle()
    case .toggleMaximize:
      if !hasWindowManager || emulatedFrame != nil {
        toggleEmulated(.maximized)
      } else if isMaximized {
        SDL_RestoreWindow(window)
      } else {
        SDL_MaximizeWindow(window)
      }
    case .minimize: SDL_MinimizeWindow(window)
    case .beginMove:
      // A drag already let go (a hand that fast, or one held back behind a key a screen reader was
      // asked about: its release is read) is no move to follow: the window goes where it ends.
      let held = desktop?.isPrimaryButtonHeld
      if held == false {
        moveToReleasedDrag()
      } else if hasWindowManager {
        beginMove()
      } else {
        beginManualDrag(edge: nil)
      }
    case .zoomIn, .zoomOut: zoom(in: action == .zoomIn)
    case .zoomReset: resetZoom()
    case .exitFullscreen: if isFullscreen { isFullscreen = false }
    }
  }

  /// Draws at the desktop's own scale again, keeping the window's pixels.
  private func resetZoom() {
    guard requestedScale != nil else { return }
    let before = pointScale
    requestedScale = nil
    displayScale = limited(resolveScale(), for: size)
    pointScale = displayScale.factor / pixelsPerUnit
    zoomed(from: before)
  }

  /// After a zoom from `before` (SDL units per point): the minimum size follows, and the size to
  /// return to (and to save) is the same pixels in the new points.
  private func zoomed(from before: Double) {
    applyMinimumSize()
    let ratio = before / pointScale
    func rescaled(_ s: Size) -> Size { Size(width: s.width * ratio, height: s.height * ratio) }
    if isMaximized || isFullscreen {
      pendingRestore = pendingRestore.map(rescaled)
      restoredSize = restoredSize.map(rescaled)
    } else {
      restoredSize = size
    }
  }

  /// The scales a zoom steps through, pixels per point.
  public static let zoomSteps = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4]

  /// Draws one step larger or smaller, keeping the window's pixels.
  ///
  /// Its size in points changes; a step back to the desktop's own scale drops the override. A step larger that would leave the
  /// window less than ``minimumPoints`` is not taken: the layout never goes below its minimum.
  private func zoom(in larger: Bool) {
    let now = displayScale.factor
    let next = larger ? Self.zoomSteps.first { $0 > now + 1e-6 } : Self.zoomSteps.last { $0 < now - 1e-6 }
    guard let next else { return }
    if larger {
      let pixels = Size(width: size.width * now, height: size.height * now)
      let fits =
        pixels.width / next >= minimumPoints.width - 0.5 && pixels.height / next >= minimumPoints.height - 0.5
      guard fits else { return }
    }
    let saved = requestedScale
    desktopFactor = resolveDesktopFactor()
    requestedScale = abs(next - desktopFactor) < 1e-6 ? nil : next
    if requestedScale == nil && saved == nil { return }
    let before = pointScale
    displayScale = limited(resolveScale(), for: size)
    pointScale = displayScale.factor / pixelsPerUnit
    zoomed(from: before)
  }

  /// Hands the window to the X11 window manager to move with the held pointer (on Wayland SDL's hit
  /// test does it: see ``installHitTest(_:)``).
  ///
  /// The move starts from the press (``moveAnchor``), as GTK hands over a drag's start point: the
  /// window manager keeps the pressed point under the pointer, so the window catches up with the
  /// motion made before the hand-over instead of lagging by it.
  private func beginMove() {
    guard let desktop else { return }
    var x: Int32 = 0
    var y: Int32 = 0
    if let press = moveAnchorOnScreen {
      (x, y) = press
    } else if let press = moveAnchor {
      SDL_GetWindowPosition(window, &x, &y)
      (x, y) = (x + press.x, y + press.y)
    } else {
      SDL_GetGlobalMouseState(&x, &y)
    }
    (moveAnchor, moveAnchorOnScreen) = (nil, nil)
    SDL_CaptureMouse(SDL_FALSE)
    var start = (x: Int32(0), y: Int32(0))
    SDL_GetWindowPosition(window, &start.x, &start.y)
    handedMove = HandedMove(anchor: (x, y), start: start)
    desktop.beginMove(rootX: x, rootY: y)
  }

  /// Shows `cursor` over the window (SDL's system cursors, made once); over a resize edge the edge's
  /// cursor shows until the pointer leaves it.
  public func setCursor(_ cursor: Cursor) {
    appCursor = cursor
    guard shownEdge == nil else { return }
    let id: SDL_SystemCursor =
      switch cursor {
      case .arrow: SDL_SYSTEM_CURSOR_ARROW
      case .hand: SDL_SYSTEM_CURSOR_HAND
      case .move: SDL_SYSTEM_CURSOR_SIZEALL
      }
    if cursors[cursor] == nil { cursors[cursor] = SDL_CreateSystemCursor(id) }
    if let made = cursors[cursor] { SDL_SetCursor(made) }
  }

  /// Points from the window's edge that resize it when it has no desktop frame.
  public static let resizeBorder = 6.0

  /// With ``Decorations/client``, lets the desktop resize the window from its edges and, on Wayland,
  /// move it from what `regions` calls the title bar (SDL's hit test; such a press never reaches
  /// the scene).
  ///
  /// On X11 a press on the title bar reaches the app, which asks for `WindowAction.beginMove`
  /// once it drags: a click or a double click on the bar stays the app's (a window manager that
  /// moved the window on the first press would swallow the second).
  func installHitTest(_ regions: @escaping @MainActor (Vector2) -> WindowRegion) {
    hitTest.regions = regions
    hitTest.window = self
    let callback: SDL_HitTest = { _, area, data in
      guard let area, let data else { return SDL_HITTEST_NORMAL }
      let test = Unmanaged<HitTest>.fromOpaque(data).takeUnretainedValue()
      let point = (Double(area.pointee.x), Double(area.pointee.y))
      return MainActor.assumeIsolated { test.result(at: point) }
    }
    SDL_SetWindowHitTest(window, callback, Unmanaged.passUnretained(hitTest).toOpaque())
  }
}
