#if canImport(Glibc)
  import Glibc
#endif

/// Finds the TrueType files for text.
///
/// `FLUID_FONT` / `FLUID_BOLD_FONT` if set, else the desktop's interface font family (XSettings'
/// `Gtk/FontName`) where fontconfig has it, else DejaVu Sans from Debian's and other common paths or
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

  /// The faces for the desktop's interface font `desktopFamily` (nil: DejaVu Sans).
  package init(desktopFamily: String? = nil) {
    // DejaVu Sans is what is found anyway, without asking fontconfig.
    let desktopFamily = desktopFamily.flatMap { $0.lowercased() == "dejavu sans" ? nil : $0 }
    regular = face(
      env: "FLUID_FONT", desktop: desktopFamily.map { ($0, "regular") }, pattern: "DejaVu Sans:style=Book",
      files: ["DejaVuSans.ttf"])
    bold =
      face(
        env: "FLUID_BOLD_FONT", desktop: desktopFamily.map { ($0, "bold") },
        pattern: "DejaVu Sans:style=Bold",
        files: ["DejaVuSans-Bold.ttf"])
      ?? regular
    if regular == nil {
      notes.append("no font found (install fonts-dejavu-core or set FLUID_FONT); text is not drawn")
    }
  }

  /// The file `env` names if it can be read, with the found one as its fallback; else the desktop's
  /// family in its weight, where fontconfig has that family; else the found one.
  private mutating func face(
    env: String, desktop: (family: String, weight: String)?, pattern: String, files: [String]
  ) -> Face? {
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
    if let desktop, let path = Self.fontconfig(family: desktop.family, weight: desktop.weight) {
      return Face(path: path, variable: "Gtk/FontName", fallback: locate(pattern: pattern, files: files))
    }
    return locate(pattern: pattern, files: files).map { Face(path: $0) }
  }

  /// The file fontconfig has for `family` in `weight`, only when the font it matches is of that
  /// family (fontconfig always answers, with its default when it lacks the family).
  private static func fontconfig(family: String, weight: String) -> String? {
    guard family.unicodeScalars.allSatisfy({ !"':,=\\\"".unicodeScalars.contains($0) && $0.value >= 0x20 }),
      let answer = fontconfig("\(family):weight=\(weight)", format: "%{family}\\n%{file}")
    else { return nil }
    let lines = answer.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 2 else { return nil }
    let families = lines[0].split(separator: ",").map { $0.lowercased() }
    let path = String(lines[1])
    return families.contains(family.lowercased()) && readable(path) ? path : nil
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

  /// Asks `fc-match` for `format` (its file by default) of `pattern`, which must hold no single
  /// quote; nil if fontconfig is absent.
  private static func fontconfig(_ pattern: String, format: String = "%{file}") -> String? {
    guard let pipe = popen("fc-match -f '\(format)' '\(pattern)' 2>/dev/null", "r") else { return nil }
    defer { pclose(pipe) }
    var bytes: [UInt8] = []
    var buffer = [CChar](repeating: 0, count: 1024)
    while bytes.count < 8192, fgets(&buffer, Int32(buffer.count), pipe) != nil {
      bytes += buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.isEmpty ? nil : text
  }
}
