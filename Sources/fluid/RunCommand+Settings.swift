import FluidIO
import FluidReplay
import FluidSDL
import FluidScenes

/// The settings file: what a user set, kept from one interactive run to the next.
extension RunCommand {
  /// Whether the run reads and writes the settings file: an interactive window, not a recording, a
  /// replay or a headless run (whose outcome must not depend on an earlier run).
  var keepsSettings: Bool { !headless && replay == nil && record == nil }

  /// The last run's scene, if it still exists; else the menu.
  func savedScene(_ settings: SettingsFile) -> String {
    guard let name = settings.scene, (try? SceneCatalog.find(name)) != nil else { return "menu" }
    return name
  }

  /// The scale a user zoomed to in an earlier run, if it is one Fluid draws at.
  func savedScale(_ settings: SettingsFile) -> Double? {
    settings.values["scale"].flatMap { DisplayScale.range.contains($0) ? $0 : nil }
  }

  /// The window's size in points when the last run ended, when this run asks for no `--size`.
  func savedSize(_ settings: SettingsFile) -> Size? {
    guard size == nil, let w = settings.values["windowWidth"], let h = settings.values["windowHeight"],
      Size.windowSides.contains(w), Size.windowSides.contains(h)
    else { return nil }
    return Size(width: w.rounded(), height: h.rounded())
  }

  /// Whether the last run ended maximised (and this one asks for no `--size`).
  func savedMaximized(_ settings: SettingsFile) -> Bool {
    size == nil && settings.values["windowMaximized"] == 1
  }

  /// Saves what the user changed in `host` and the window's zoom for the next run: only the keys
  /// that differ from `settings` (what the run started from), merged into what the file holds now
  /// (another window may have saved since).
  ///
  /// A failure is one line (the run's outcome stands). A `--scale` given for this run is not saved.
  @MainActor
  func save(_ host: SceneHost, window: SDLWindow, over settings: SettingsFile) {
    guard keepsSettings, let path = SettingsFile.defaultPath() else { return }
    var next = settings
    next.scene = host.entry.name
    next.values.merge(host.preferences) { _, new in new }
    // --stats shows the overlay for this run only; an F that turned it off is kept.
    if stats && host.showsStats { next.values["stats"] = settings.values["stats"] }
    if window.requestedScale != scale { next.values["scale"] = window.requestedScale }
    if size == nil {  // a --size is this run's only, as a --scale is
      next.values["windowWidth"] = window.normalSize.width.rounded()
      next.values["windowHeight"] = window.normalSize.height.rounded()
      next.values["windowMaximized"] = window.isMaximized ? 1 : 0
    }
    do { try next.save(changedSince: settings, to: path) } catch {
      printError("fluid: \(error) (the settings were not saved)")
    }
  }
}
