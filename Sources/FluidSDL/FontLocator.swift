#if canImport(Glibc)
  import Glibc
#endif

/// Finds the TrueType files for DejaVu Sans (regular and bold): `FLUID_FONT` / `FLUID_BOLD_FONT`,
/// then fontconfig (`fc-match`), then Debian's and other common install paths.
enum FontLocator {
  /// The regular face's path, or nil.
  static func regular() -> String? {
    locate(env: "FLUID_FONT", pattern: "DejaVu Sans:style=Book", files: ["DejaVuSans.ttf"])
  }

  /// The bold face's path, or nil.
  static func bold() -> String? {
    locate(env: "FLUID_BOLD_FONT", pattern: "DejaVu Sans:style=Bold", files: ["DejaVuSans-Bold.ttf"])
  }

  private static let folders = [
    "/usr/share/fonts/truetype/dejavu/", "/usr/share/fonts/dejavu/", "/usr/share/fonts/TTF/",
    "/usr/local/share/fonts/", "/Library/Fonts/",
  ]

  private static func locate(env: String, pattern: String, files: [String]) -> String? {
    if let path = getenv(env).map({ String(cString: $0) }), !path.isEmpty {
      return readable(path) ? path : nil
    }
    if let path = fontconfig(pattern), readable(path), files.contains(where: { path.hasSuffix($0) }) {
      return path
    }
    for folder in folders {
      for file in files where readable(folder + file) { return folder + file }
    }
    return nil
  }

  private static func readable(_ path: String) -> Bool { access(path, R_OK) == 0 }

  /// Asks `fc-match` for the file of `pattern`; nil if fontconfig is absent.
  private static func fontconfig(_ pattern: String) -> String? {
    guard let pipe = popen("fc-match -f '%{file}' '\(pattern)' 2>/dev/null", "r") else { return nil }
    defer { pclose(pipe) }
    var buffer = [CChar](repeating: 0, count: 1024)
    guard fgets(&buffer, Int32(buffer.count), pipe) != nil else { return nil }
    let path = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return path.isEmpty ? nil : path
  }
}
