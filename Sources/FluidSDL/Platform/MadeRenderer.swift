import CSDL2

#if canImport(Glibc)
  import Glibc
#endif

/// An SDL renderer made for the window, and what it turned out to be.
struct MadeRenderer {
  /// The SDL renderer.
  let renderer: OpaquePointer
  /// SDL's name for its driver: software, opengl, opengles2.
  let driver: String
  /// Whether its present waits for vsync.
  let vsync: Bool
  /// OpenGL's `GL_RENDERER`, or nil off OpenGL.
  let glRenderer: String?

  /// Makes the first renderer `choice` allows that SDL can create on `window`.
  /// - Throws: ``SDLError`` naming every driver tried and why it failed.
  static func make(on window: OpaquePointer, choice: RendererChoice) throws -> MadeRenderer {
    var failures: [String] = []
    for attempt in choice.attempts(available: availableDrivers(), gpuPresent: gpuPresent()) {
      guard let made = create(attempt.driver, on: window) else {
        failures.append("\(attempt.driver): \(String(cString: SDL_GetError()))")
        continue
      }
      if attempt.hardwareOnly && !RendererChoice.isHardware(glRenderer: made.glRenderer ?? "") {
        SDL_DestroyRenderer(made.renderer)
        continue
      }
      return made
    }
    let other = choice == .software ? "--renderer opengl" : "--renderer software"
    throw SDLError(
      "Creating the \(choice == .auto ? "" : choice.rawValue + " ")renderer",
      reason: failures.joined(separator: "; "),
      remedy: choice == .auto ? "check the graphics drivers (SDL_VIDEODRIVER)" : "try \(other) or auto")
  }

  private static func create(_ driver: String, on window: OpaquePointer) -> MadeRenderer? {
    let software = driver == "software"
    // The software renderer draws into the window's own framebuffer (X shared memory), not a texture.
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, software ? "0" : "1")
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, driver)
    let flags =
      software
      ? SDL_RENDERER_SOFTWARE.rawValue
      : SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
    guard let index = availableDrivers().firstIndex(of: driver),
      let renderer = SDL_CreateRenderer(window, Int32(index), flags)
    else { return nil }
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    // The software renderer claims vsync too, but its present waits for nothing: the loop paces it.
    let vsync = !software && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
    return MadeRenderer(
      renderer: renderer, driver: driver, vsync: vsync, glRenderer: software ? nil : glRendererName())
  }

  /// SDL's render drivers, in its order of preference.
  static func availableDrivers() -> [String] {
    (0..<max(0, SDL_GetNumRenderDrivers())).map { i in
      var info = SDL_RendererInfo()
      SDL_GetRenderDriverInfo(i, &info)
      return info.name.map { String(cString: $0) } ?? ""
    }
  }

  /// Whether the machine has a GPU device a hardware GL driver would use.
  private static func gpuPresent() -> Bool {
    if access("/dev/nvidiactl", F_OK) == 0 { return true }
    guard let dir = opendir("/dev/dri") else { return false }
    defer { closedir(dir) }
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix("renderD") { return true }
    }
    return false
  }

  private typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?

  /// `glGetString(GL_RENDERER)` of the current context (the renderer just made).
  private static func glRendererName() -> String? {
    guard let address = SDL_GL_GetProcAddress("glGetString"),
      let name = unsafeBitCast(address, to: GetString.self)(0x1F01)
    else { return nil }
    return String(cString: name)
  }
}
