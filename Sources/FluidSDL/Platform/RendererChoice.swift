/// Which SDL render driver draws the window.
public enum RendererChoice: String, CaseIterable, Sendable {
  /// The software renderer, presented through plain X shared memory: the fastest path on machines
  /// without a GPU (and exact the same pixels everywhere). The default.
  case auto
  /// SDL's software renderer.
  case software
  /// SDL's OpenGL renderer with vsync (the better choice on a desktop with a GPU).
  case opengl

  /// The SDL render driver name.
  var driverName: String { self == .opengl ? "opengl" : "software" }
}
