#if canImport(Glibc)
  import Glibc
#endif

/// Finds the TrueType files for text.
///
/// `FLUID_FONT` / `FLUID_BOLD_FONT` if set, else DejaVu Sans from Debian's and other common paths or
/// through fontconfig (`fc-match`), else whatever sans-serif font fontconfig offers. What it had to fall back from is
/// reported in ``notes``, to be said once. A named file must be a readable regular file (a FIFO would
/// block the reading of it); whether it is a font is for the text renderer to find out, which then
/// turns to ``Face/fallback``.
package struct FontLocator {
  /// A face's file, and what to use if that file turns out not to be a font.
  package struct Face: Equatable {
    /// The font file.
    package var path: String
    /// The variable that named ``path``, or nil when the file was found.
    package var variable: String?
    /// The file found without the variable, when ``variable`` named ``path``.
    package var fallback: String?

    /// A face at `path`, named by `variable` (falling back to `fallback`).
    package init(path: String, variable: String? = nil, fallback: String? = nil) {
      (self.path, self.variable, self.fallback) = (path, variable, fallback)
    }
  }

  /// The regular face, or nil when the machine has no font at all.
  package private(set) var regular: Face?
  /// The bold face (the regular one when there is no bold).
  package private(set) var bold: Face?
  /// One line per fallback taken, for the user.
  package private(set) var notes: [String] = []

  package init() {
    regular = face(env: "FLUID_FONT", pattern: "DejaVu Sans:style=Book", files: ["DejaVuSans.ttf"])
    bold =
      face(env: "FLUID_BOLD_FONT", pattern: "DejaVu Sans:style=Bold", files: ["DejaVuSans-Bold.ttf"])
      ?? regular
    if regular == nil {
      notes.append("no font found (install fonts-dejavu-core or set FLUID_FONT); text is not drawn")
    }
  }

  /// The file `env` names if it can be read, with the found one as its fallback; else the found one.
  private mutating func face(env: String, pattern: String, files: [String]) -> Face? {
    if let path = getenv(env).map({ String(cString: $0) }), !path.isEmpty {
      if Self.readable(path) {
        let said = notes
        defer { notes = said }  // a note about the fallback matters only if it is used
        return Face(path: path, variable: env, fallback: locate(pattern: pattern, files: files))
      }
      notes.append(
        "\(env)=\(path) cannot be read (it must be a readable file); falling back to DejaVu Sans or the system's sans-serif font"
      )
    }
    return locate(pattern: pattern, files: files).map { Face(path: $0) }
  }

  private static let folders = [
    "/usr/share/fonts/truetype/dejavu/", "/usr/share/fonts/dejavu/", "/usr/share/fonts/TTF/",
    "/usr/local/share/fonts/", "/Library/Fonts/",
  ]

  private mutating func locate(pattern: String, files: [String]) -> String? {
    // The known folders first: asking fontconfig spawns a shell and fc-match, which loads its cache
    // (tens of milliseconds of start-up); it is the fallback for systems that keep fonts elsewhere.
    for folder in Self.folders {
      for file in files where Self.readable(folder + file) { return folder + file }
    }
    if let path = Self.fontconfig(pattern), Self.readable(path), files.contains(where: { path.hasSuffix($0) })
    {
      return path
    }
    if let path = Self.fontconfig("sans-serif"), Self.readable(path),
      path.hasSuffix(".ttf") || path.hasSuffix(".otf")
    {
      notes.append("DejaVu Sans is not installed; using \(path)")
      return path
    }
    return nil
  }

  /// Whether `path` is a regular file this process may read.
  private static func readable(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, R_OK) == 0
  }

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
