import FluidIO
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a scene in a window: the one call a program of its own needs.
///
/// The window is titled with the scene's `Scene.title` (and follows its
/// `AppRequest.title(_:)` requests). The run ends when the window's close button is
/// pressed, on `Ctrl+Q` or `Esc` when the scene does not use them, or when the scene sends
/// `AppRequest.quit`. No signal handling is installed: call ``SignalTrap/install()`` first
/// for a clean end on SIGINT/SIGTERM too.
///
/// A program's `main.swift` can be one call, which also reports a missing display in one line:
///
/// ```swift
/// import FluidSDL
///
/// AppLoop.main(size: Size(width: 800, height: 600)) { CardScene() }
/// ```
@MainActor
public enum AppLoop {
  /// The whole program: opens a window of `size` points (each side 200...8192) on the scene
  /// `makeScene` returns and runs it; exits with status 0 when the run ends, or prints one line —
  /// `program: what failed: why; what to do` — to standard error and exits with status 1 when it
  /// cannot run (no display, a size out of range).
  ///
  /// Call it from the main thread (a `main.swift`).
  public nonisolated static func main(
    size: Size, renderer: RendererChoice = .auto, _ makeScene: @MainActor () -> any Scene
  ) -> Never {
    let status: Int32 = MainActor.assumeIsolated {
      do {
        try run(makeScene(), size: size, renderer: renderer)
        return 0
      } catch {
        printError("\(programName): \(error)")
        return 1
      }
    }
    exit(status)
  }

  /// Opens a window of `size` points showing `scene`, and runs it until it ends.
  /// - Parameters:
  ///   - scene: What to show; it is laid out for the window and gets every input event.
  ///   - size: The window's size in points (each side 200...8192).
  ///   - renderer: The SDL renderer; `.auto` is the software renderer, fastest without a GPU.
  ///   - configure: Sets up the loop before it runs (observers, `FrameLoop.titleFormat`).
  /// - Returns: Why the run ended.
  /// - Throws: ``SDLError`` when a side of `size` is outside 200...8192 points, there is no
  ///   display, SDL cannot open the window, or the display is lost; what an observer throws.
  @discardableResult
  public static func run(
    _ scene: any Scene, size: Size, renderer: RendererChoice = .auto,
    configure: (FrameLoop) -> Void = { _ in }
  ) throws -> FrameLoop.End {
    // A size may come from a user's flag or file: it is reported, not trapped on.
    guard Size.windowSides.contains(size.width) && Size.windowSides.contains(size.height) else {
      throw SDLError(
        "Opening a window of \(size) points",
        reason: "each side must be 200...8192 points",
        remedy: "give a size inside that range (the window can be resized smaller once open)")
    }
    let window = try SDLWindow(title: scene.title, size: size, renderer: renderer)
    let loop = FrameLoop(scene: scene, platform: WindowPlatform(window: window))
    configure(loop)
    return try run(loop)
  }

  /// Runs `loop`, whose platform is a window, until it ends.
  /// - Throws: ``SDLError`` when the display was lost; what an observer throws.
  @discardableResult
  public static func run(_ loop: FrameLoop) throws -> FrameLoop.End {
    let end = try loop.run()
    if let why = DisplayErrorTrap.lostReason {
      throw SDLError("Drawing the window", reason: why, remedy: "start the program again")
    }
    return end
  }
}
