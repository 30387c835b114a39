import FluidIO
import FluidReplay
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

  /// Saves what the user set in `host` for the next run; a failure is one line (the run's outcome
  /// stands).
  @MainActor
  func save(_ host: SceneHost, over settings: SettingsFile) {
    guard keepsSettings, let path = SettingsFile.defaultPath() else { return }
    var next = settings
    next.scene = host.entry.name
    next.values.merge(host.preferences) { _, new in new }
    do { try next.save(to: path) } catch { printError("fluid: \(error) (the settings were not saved)") }
  }
}
