/// Which SDL render driver draws the window.
public enum RendererChoice: String, CaseIterable, Sendable {
  /// OpenGL with vsync where the GL driver is hardware; else the software renderer presented through
  /// X shared memory (the fastest path without a GPU); else the first renderer SDL can make (on
  /// Wayland, which has no software framebuffer: OpenGL). The default.
  case auto
  /// SDL's software renderer.
  case software
  /// SDL's OpenGL renderer with vsync.
  case opengl

  /// The SDL render drivers to try for this choice, in order.
  /// - Parameters:
  ///   - available: The drivers SDL has, in its order.
  ///   - gpuPresent: Whether the machine has a GPU device node (`/dev/dri/renderD*`, `/dev/nvidiactl`):
  ///     only then is OpenGL tried first, to learn whether its driver is hardware.
  /// - Returns: The drivers with, for each, whether it is kept only when its GL driver is hardware.
  public func attempts(available: [String], gpuPresent: Bool) -> [(driver: String, hardwareOnly: Bool)] {
    switch self {
    case .software: return [("software", false)]
    case .opengl: return [("opengl", false)]
    case .auto:
      var order: [(String, Bool)] = []
      if gpuPresent && available.contains("opengl") { order.append(("opengl", true)) }
      if available.contains("software") { order.append(("software", false)) }
      order += available.filter { $0 != "software" }.map { ($0, false) }
      return order
    }
  }

  /// Whether an OpenGL `GL_RENDERER` string names a hardware driver: not Mesa's llvmpipe, softpipe
  /// or swrast, nor another software rasteriser.
  public static func isHardware(glRenderer: String) -> Bool {
    let name = glRenderer.lowercased()
    let software = ["llvmpipe", "softpipe", "swrast", "software rasterizer", "lavapipe", "swiftshader"]
    return !name.isEmpty && !software.contains { name.contains($0) }
  }
}
