import CSDL2
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// The window's scale: chosen at opening, followed when the desktop's changes.
extension SDLWindow {
  /// What the desktop changed, as ``SDLWindow/refreshDesktop()`` found it.
  public struct DesktopChange: Sendable, Equatable {
    /// Whether the scale changed (the window was resized to keep its size in points).
    public var scale = false
    /// Whether XSettings' reduce-motion changed.
    public var reducesMotion = false
    /// Whether the desktop's interface font changed (everything is drawn again in the new one).
    public var font = false
  }

  /// Renderer pixels per SDL window unit: 1 on X11; the compositor's buffer scale on Wayland.
  var pixelsPerUnit: Double {
    var w: Int32 = 0
    var h: Int32 = 0
    var pw: Int32 = 0
    var ph: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    SDL_GetRendererOutputSize(sdlRenderer, &pw, &ph)
    return w > 0 && pw > 0 ? Double(pw) / Double(w) : 1
  }

  /// The scale from the request, the environment and the desktop, as they are now.
  func resolveScale(warn: (String) -> Void = { _ in }) -> DisplayScale {
    var environment: [String: String] = [:]
    for name in ["FLUID_SCALE", "GDK_SCALE"] { environment[name] = getenv(name).map { String(cString: $0) } }
    return DisplayScale.resolve(
      requested: requestedScale, environment: environment, resources: desktop?.resources(),
      xsettingsDPI: xsettings?.integers["Xft/DPI"], displayRatio: pixelsPerUnit, warn: warn)
  }

  /// The most pixels a side of the window may have (a larger one would need gigabytes of surface).
  public nonisolated static let maximumPixels = 8192.0

  /// `scale`, lowered if need be so that a window of `points` stays within ``maximumPixels`` a side;
  /// `warn` is told when it was.
  func limited(_ scale: DisplayScale, for points: Size, warn: (String) -> Void = { _ in }) -> DisplayScale {
    let most = Self.maximumPixels / max(points.width, points.height, 1)
    guard scale.factor > most else { return scale }
    var lowered = scale
    lowered.factor = max(min(most, scale.factor), 0.01)
    warn(
      "scale \(scale.factor) (\(scale.source.rawValue)) would make the \(points) window more than "
        + "\(Int(Self.maximumPixels)) pixels wide; drawing at \(lowered.factor)")
    return lowered
  }

  /// Sizes the window to `size` points at ``pointScale`` — no larger than the display's work area —
  /// keeps the minimum size in points, and centres it in the work area, so that no part of its
  /// title bar is off the screen.
  ///
  /// The work area is the display's usable bounds (on X11, `_NET_WORKAREA`: the screen less the
  /// panels). SDL marks every X11 window's position as the user's (`USPosition`), so a window
  /// manager keeps where the app puts it: the app centres it in the work area itself.
  func place(size: Size) {
    minimumPoints = Size(
      width: min(size.width, Self.minimumSize.width), height: min(size.height, Self.minimumSize.height))
    let area = workArea
    if let area {  // a minimum larger than the screen (a saved zoom of a larger one) would push it off
      minimumPoints.width = min(minimumPoints.width, Double(area.w) / pointScale)
      minimumPoints.height = min(minimumPoints.height, Double(area.h) / pointScale)
    }
    applyMinimumSize()
    let w = Int32((size.width * pointScale).rounded())
    let h = Int32((size.height * pointScale).rounded())
    guard let area else {
      SDL_SetWindowSize(window, max(1, w), max(1, h))
      SDL_SetWindowPosition(window, CSDL_WINDOWPOS_CENTERED, CSDL_WINDOWPOS_CENTERED)
      return
    }
    SDL_SetWindowSize(window, max(1, min(w, area.w)), max(1, min(h, area.h)))
    var real = (w: Int32(0), h: Int32(0))  // what SDL made of it
    SDL_GetWindowSize(window, &real.w, &real.h)
    SDL_SetWindowPosition(
      window, area.x + max(0, (area.w - real.w) / 2), area.y + max(0, (area.h - real.h) / 2))
  }

  /// The usable part of the window's display, SDL window units; nil when SDL cannot tell.
  var workArea: SDL_Rect? {
    var area = SDL_Rect()
    let display = max(0, SDL_GetWindowDisplayIndex(window))
    guard SDL_GetDisplayUsableBounds(display, &area) == 0, area.w > 0, area.h > 0 else { return nil }
    return area
  }

  /// Keeps the window at least ``minimumPoints`` at the current scale: a zoom cannot take the
  /// layout below the size the scenes are laid out for.
  func applyMinimumSize() {
    SDL_SetWindowMinimumSize(
      window, max(1, Int32((minimumPoints.width * pointScale).rounded())),
      max(1, Int32((minimumPoints.height * pointScale).rounded())))
  }

  /// Reads the desktop's settings again (after ``isDesktopChange(_:)``, or a move to another output)
  /// and follows them: a new desktop scale resizes the window so its size in points stays.
  /// - Returns: What changed.
  @discardableResult
  public func refreshDesktop() -> DesktopChange {
    var change = DesktopChange()
    let before = xsettings?.reducesMotion
    xsettings = desktop?.settings()
    desktop?.watch()
    checkWindowManager()
    change.reducesMotion = xsettings?.reducesMotion != before
    if renderer.fontFamily != xsettings?.fontFamily {
      renderer.fontFamily = xsettings?.fontFamily
      change.font = true
    }
    // Maximised or full screen, the window's own size is the screen's: the size to keep in points is
    // the one it returns to, given it when it is back (``settleSize()``).
    let zoomed = isMaximized || isFullscreen
    let points = zoomed ? (pendingRestore ?? restoredSize ?? size) : size
    let next = limited(resolveScale(), for: points)
    let nextPointScale = next.factor / pixelsPerUnit
    displayScale = next
    desktopFactor = resolveDesktopFactor()
    guard abs(nextPointScale - pointScale) > 1e-9 else { return change }
    pointScale = nextPointScale
    applyMinimumSize()
    change.scale = true
    if zoomed {
      pendingRestore = points
    } else {
      setSize(points)
    }
    return change
  }

  /// The window's size in points when it is neither maximised nor full screen: what to open the next
  /// run's window at.
  public var normalSize: Size { isMaximized || isFullscreen ? pendingRestore ?? restoredSize ?? size : size }

  /// Notes a new size of the window (call it on every size change): while it is neither maximised
  /// nor full screen, it is the size to return to, unless a scale change left one to give it.
  func settleSize() {
    guard !isMaximized && !isFullscreen else { return }
    if let pending = pendingRestore {
      pendingRestore = nil
      setSize(pending)
    }
    restoredSize = size
  }

  /// Sizes the window to `points` at the current scale.
  private func setSize(_ points: Size) {
    let w = Int32((points.width * pointScale).rounded())
    let h = Int32((points.height * pointScale).rounded())
    SDL_SetWindowSize(window, max(1, w), max(1, h))
  }

  /// The desktop's own scale, pixels per point: what ``resolveScale(warn:)`` gives with no zoom.
  func resolveDesktopFactor() -> Double {
    let saved = requestedScale
    requestedScale = nil
    defer { requestedScale = saved }
    return resolveScale().factor
  }

  /// Whether an SDL window-manager event says the desktop's resources or settings changed.
  public func isDesktopChange(_ event: SDL_Event) -> Bool { desktop?.changed(by: event) ?? false }
}
