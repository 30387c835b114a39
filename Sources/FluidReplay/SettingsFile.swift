import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// What a user changed in the app, kept between runs in `$XDG_CONFIG_HOME/fluid/settings.json`
/// (`~/.config/fluid/settings.json` when the variable is unset): the last scene and a flat set of
/// numbers (the pane's driver, the spring's sliders, the overlays, a scale override).
///
/// The file is one JSON object, written whole through a temporary file renamed over the old one
/// (``FluidIO/WholeFile``): a crash or a full disk never leaves half a file. Fields it does not read
/// (another version's, a hand-written note) are written back as they were. A file that cannot be
/// read or parsed is ignored with one line and left as it is: a save refuses to replace it (only an
/// empty one is the defaults and replaced). Only a regular file is read or written: a FIFO, a device
/// or a folder at the path is refused at once, never waited on.
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
  /// The fields the file had that are neither the scene nor a number: each one's JSON text, kept
  /// to be written back.
  package var others: [String: String] = [:]

  package init(scene: String? = nil, values: [String: Double] = [:], others: [String: String] = [:]) {
    self.scene = scene
    self.values = values
    self.others = others
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

  /// The settings in `bytes`, or nil when they are not one JSON object.
  ///
  /// A scene that is not a string is dropped; any other field that is not a finite number or a
  /// boolean is kept as text.
  package init?(bytes: [UInt8]) {
    var scene: String?
    var values: [String: Double] = [:]
    var others: [String: String] = [:]
    let parsed = bytes.withUnsafeBufferPointer { buffer in
      JSONLineScanner.scanWithText(buffer) { key, value, json in
        switch value {
        case .string(let name) where key == "scene": scene = name
        case _ where key == "scene": break
        case .number(let n) where n.isFinite: values[key] = n
        case .bool(let b):  // read as 0/1; written back as it was while it is unchanged
          values[key] = b ? 1 : 0
          others[key] = json
        default: others[key] = json
        }
      }
    }
    guard parsed else { return nil }
    self.init(scene: scene, values: values, others: others)
  }

  /// Reads the file at `path`; a missing file is the defaults, and an unreadable or corrupt one is
  /// too, after one line to `warn`.
  package static func load(path: String, warn: (String) -> Void) -> SettingsFile {
    switch found(at: path) {
    case .settings(let settings): return settings
    case .unreadable(let reason):
      warn("settings \(Excerpt.path(path)): cannot be read (\(reason)); using the defaults")
    case .notSettings:
      warn(
        "settings \(Excerpt.path(path)): not a settings file (one JSON object); ignored, and kept "
          + "(correct or move it to save settings)")
    }
    return SettingsFile()
  }

  /// What a settings file holds: its settings, or why it has none.
  private enum Found {
    /// The settings (the defaults for a missing or empty file).
    case settings(SettingsFile)
    /// It cannot be read, for this reason.
    case unreadable(String)
    /// It is not one JSON object (or it is over 1 MB).
    case notSettings
  }

  /// What the file at `path` holds now: the one reading a run's start and a save's merge share.
  private static func found(at path: String) -> Found {
    if access(path, F_OK) != 0 && errno == ENOENT { return .settings(SettingsFile()) }
    let bytes: [UInt8]
    do { bytes = try FileContents.read(path: path, limit: 1 << 20) } catch {
      return .unreadable(error.reason)
    }
    // An empty file (or only blanks) is the defaults.
    if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return .settings(SettingsFile()) }
    return SettingsFile(bytes: bytes).map(Found.settings) ?? .notSettings
  }

  /// What the file at `path` holds now, for a save to merge into: the defaults when it is missing
  /// or empty.
  /// - Throws: ``FluidIO/OutputError`` when it cannot be read or is not a settings file: a save never
  ///   replaces what it could not read.
  private static func current(_ path: String) throws(OutputError) -> SettingsFile {
    let reason: String
    switch found(at: path) {
    case .settings(let settings): return settings
    case .unreadable(let why): reason = "it cannot be read (\(why)), so it is not replaced"
    case .notSettings: reason = "it is not a settings file (one JSON object), so it is not replaced"
    }
    throw OutputError(
      what: "settings", path: path, operation: "writing", reason: reason,
      remedy: "correct it, or move it away, for Fluid to save its settings there")
  }

  /// The file's text: the keys sorted, one JSON object and a newline.
  package var text: String {
    var line = JSONLine(style: .encoder)
    if let scene { line.add("scene", scene) }
    let kept = others.filter { $0.key != "scene" }
    for key in Set(values.keys).union(kept.keys).sorted() {
      if let value = values[key] {
        if let json = others[key], ["true": 1.0, "false": 0][json] == value {
          line.add(key, json: json)
        } else if value.isFinite {
          line.add(key, value)
        }
      } else {
        line.add(key, json: kept[key]!)
      }
    }
    return line.text + "\n"
  }

  /// Writes the settings to `path` whole, making its folder if needed.
  /// - Throws: ``FluidIO/OutputError`` naming the path (also when it is not a regular file, or holds
  ///   something other than settings); an old file is then unchanged.
  package func save(to path: String) throws(OutputError) {
    Self.makeFolder(of: path)
    try Self.refuseIrregular(path)
    _ = try Self.current(path)
    try WholeFile.write(Array(text.utf8), to: path, what: "settings")
  }

  /// Writes the keys (and the scene) that differ from `original`, what this run read at its start,
  /// into the file at `path` as it is now, under a lock on its folder: what another run saved since,
  /// under other keys, is kept.
  /// - Throws: ``FluidIO/OutputError`` naming the path (also when it is not a regular file, or holds
  ///   something other than settings); an old file is then unchanged.
  package func save(changedSince original: SettingsFile, to path: String) throws(OutputError) {
    Self.makeFolder(of: path)
    let lock = FolderLock(LinkTarget.folder(of: path))  // every run saving to `path` locks this folder
    defer { lock.release() }
    try Self.refuseIrregular(path)
    var merged = try Self.current(path)
    if scene != original.scene { merged.scene = scene }
    for key in Set(values.keys).union(original.values.keys) where values[key] != original.values[key] {
      merged.values[key] = values[key]
      if values[key] == nil { merged.others[key] = nil }  // removed: its old text too
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
