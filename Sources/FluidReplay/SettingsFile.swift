import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// What a user changed in the app, kept between runs in `$XDG_CONFIG_HOME/fluid/settings.json`
/// (`~/.config/fluid/settings.json` when the variable is unset): the last scene and a flat set of
/// numbers (the pane's driver, the spring's sliders, the overlays, a scale override).
///
/// The file is one JSON object, written whole through a temporary file renamed over the old one
/// (``FluidIO/WholeFile``): a crash or a full disk never leaves half a file. A file that cannot be
/// read or parsed is ignored with one line and replaced at the next save. Only a regular file is
/// read or written: a FIFO, a device or a folder at the path is refused at once, never waited on.
/// Several windows share the file: each writes only the keys it changed, merged into the file's
/// current content under a lock on its folder (``save(changedSince:to:)``), so none undoes another's.
///
/// ```swift
/// let path = SettingsFile.defaultPath()!
/// let read = SettingsFile.load(path: path, warn: { print($0) })
/// var settings = read
/// settings.values["springDamping"] = 0.3
/// try settings.save(changedSince: read, to: path)
/// ```
package struct SettingsFile: Sendable, Equatable {
  /// The last scene's catalogue name, or nil.
  package var scene: String?
  /// Named numbers, finite.
  package var values: [String: Double] = [:]

  package init(scene: String? = nil, values: [String: Double] = [:]) {
    self.scene = scene
    self.values = values
  }

  /// The settings file's path: under `XDG_CONFIG_HOME` if set and absolute, else `HOME/.config`;
  /// nil when neither is known.
  package static func defaultPath(
    environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }
  )
    -> String?
  {
    if let config = environment("XDG_CONFIG_HOME"), config.hasPrefix("/") {
      return config + "/fluid/settings.json"
    }
    if let home = environment("HOME"), home.hasPrefix("/") { return home + "/.config/fluid/settings.json" }
    return nil
  }

  /// The settings in `bytes`, or nil when they are not one flat JSON object.
  package init?(bytes: [UInt8]) {
    var scene: String?
    var values: [String: Double] = [:]
    let parsed = bytes.withUnsafeBufferPointer { buffer in
      JSONLineScanner.scan(buffer) { key, value in
        switch value {
        case .string(let name) where key == "scene": scene = name
        case .number(let n) where n.isFinite && key != "scene": values[key] = n
        case .bool(let b): values[key] = b ? 1 : 0
        default: break
        }
      }
    }
    guard parsed else { return nil }
    self.init(scene: scene, values: values)
  }

  /// Reads the file at `path`; a missing file is the defaults, and an unreadable or corrupt one is
  /// too, after one line to `warn`.
  package static func load(path: String, warn: (String) -> Void) -> SettingsFile {
    if access(path, F_OK) != 0 && errno == ENOENT { return SettingsFile() }
    let bytes: [UInt8]
    do { bytes = try FileContents.read(path: path, limit: 1 << 20) } catch {
      warn("settings \(Excerpt.path(path)): cannot be read (\(error.reason)); using the defaults")
      return SettingsFile()
    }
    guard let settings = SettingsFile(bytes: bytes) else {
      warn(
        "settings \(Excerpt.path(path)): not a settings file (one JSON object); ignored, and replaced "
          + "when Fluid quits")
      return SettingsFile()
    }
    return settings
  }

  /// The file's text: the keys sorted, one JSON object and a newline.
  package var text: String {
    var line = JSONLine(style: .encoder)
    if let scene { line.add("scene", scene) }
    for key in values.keys.sorted() where values[key]!.isFinite { line.add(key, values[key]!) }
    return line.text + "\n"
  }

  /// Writes the settings to `path` whole, making its folder if needed.
  /// - Throws: ``FluidIO/OutputError`` naming the path (also when it is not a regular file); an old
  ///   file is then unchanged.
  package func save(to path: String) throws(OutputError) {
    Self.makeFolder(of: path)
    try Self.refuseIrregular(path)
    try WholeFile.write(Array(text.utf8), to: path, what: "settings")
  }

  /// Writes the keys (and the scene) that differ from `original`, what this run read at its start,
  /// into the file at `path` as it is now, under a lock on its folder: what another run saved since,
  /// under other keys, is kept.
  /// - Throws: ``FluidIO/OutputError`` naming the path (also when it is not a regular file); an old
  ///   file is then unchanged.
  package func save(changedSince original: SettingsFile, to path: String) throws(OutputError) {
    Self.makeFolder(of: path)
    let lock = FolderLock(LinkTarget.folder(of: path))  // every run saving to `path` locks this folder
    defer { lock.release() }
    try Self.refuseIrregular(path)
    var merged = Self.load(path: path, warn: { _ in })
    if scene != original.scene { merged.scene = scene }
    for key in Set(values.keys).union(original.values.keys) where values[key] != original.values[key] {
      merged.values[key] = values[key]
    }
    try WholeFile.write(Array(merged.text.utf8), to: path, what: "settings")
  }

  /// Makes the folders of `path` that are missing.
  private static func makeFolder(of path: String) {
    var folder = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/").dropLast() {
      folder += "/" + part
      mkdir(folder, 0o755)
    }
  }

  /// Throws when something other than a regular file is at `path` (its links followed): writing a
  /// FIFO would wait for a reader for ever, and a device or folder is not the settings'.
  private static func refuseIrregular(_ path: String) throws(OutputError) {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG else { return }
    let kind =
      switch info.st_mode & S_IFMT {
      case S_IFIFO: "a FIFO"
      case S_IFDIR: "a folder"
      case S_IFCHR, S_IFBLK: "a device"
      default: "not a regular file"
      }
    throw OutputError(
      what: "settings", path: path, operation: "writing", reason: "it is \(kind)",
      remedy: "remove it (Fluid keeps its settings in a regular file there)")
  }
}
