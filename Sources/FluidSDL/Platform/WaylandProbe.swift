import FluidIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a Wayland compositor answers at `WAYLAND_DISPLAY`, asked before SDL does, so a bogus value
/// gives Fluid's one line rather than libwayland's own report as well.
enum WaylandProbe {
  /// The socket `WAYLAND_DISPLAY` names: itself when absolute, else under `XDG_RUNTIME_DIR`; nil when
  /// it names none.
  static func socketPath(display: String, runtimeDir: String?) -> String? {
    guard !display.isEmpty else { return nil }
    if display.hasPrefix("/") { return display }
    guard let runtimeDir, !runtimeDir.isEmpty else { return nil }
    return runtimeDir + "/" + display
  }

  /// Whether something accepts a connection on the Unix socket at `path`.
  static func answers(at path: String) -> Bool {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard bytes.count < capacity else { return false }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, b) in bytes.enumerated() { raw[i] = b }
    }
    #if canImport(Glibc)
      let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #else
      let fd = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { return false }
    defer { close(fd) }
    let status = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    return status == 0
  }

  /// Whether the environment's `WAYLAND_DISPLAY` names a compositor that answers.
  static func compositorAnswers() -> Bool {
    let env = { (name: String) in getenv(name).map { String(cString: $0) } }
    guard let path = socketPath(display: env("WAYLAND_DISPLAY") ?? "", runtimeDir: env("XDG_RUNTIME_DIR"))
    else { return false }
    return answers(at: path)
  }
}
