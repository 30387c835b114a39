import FluidUI

extension AppLoop {
  /// Opens a window of `size` points showing `scene`, and runs it until the window closes, Esc (when
  /// the scene does not use it) or Ctrl+Q: the one call a program of your own needs.
  ///
  /// ```swift
  /// try MainActor.assumeIsolated {
  ///   try AppLoop.run(CardScene(), size: Size(width: 800, height: 600))
  /// }
  /// ```
  /// - Parameters:
  ///   - scene: What to show; it is laid out for the window and gets every input event.
  ///   - size: The window's size in points (each side 200...8192).
  ///   - renderer: The SDL renderer; `.auto` is the software renderer, fastest without a GPU.
  ///   - options: Screenshots, an exit time, a state dump, the stats overlay.
  /// - Throws: ``SDLError`` when there is no display or SDL cannot open the window.
  public static func run(
    _ scene: any Scene, size: Size, renderer: RendererChoice = .auto, options: Options = Options()
  ) throws {
    precondition(
      (200...8192).contains(size.width) && (200...8192).contains(size.height),
      "AppLoop.run: each side of the window must be in 200...8192 points (got \(size))")
    let window = try SDLWindow(title: "Fluid — \(scene.title)", size: size, renderer: renderer)
    try AppLoop(window: window).run(scene: scene, options: options)
  }
}
