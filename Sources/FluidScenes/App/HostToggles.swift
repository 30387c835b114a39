/// The app's own toggles: slow motion and the two overlays, the overlays kept between runs.
struct HostToggles {
  /// Whether animations run at a tenth of their speed (`S`).
  var isSlowMotion = false
  /// Whether the physics overlay shows (`V`).
  var showsPhysics: Bool
  /// Whether the frame-statistics overlay shows (`F`; the app draws it).
  var showsStats: Bool

  /// The toggles as an earlier run left them (`physics` and `stats` 1 for on); slow motion is off.
  init(_ preferences: [String: Double]) {
    showsPhysics = preferences["physics"] == 1
    showsStats = preferences["stats"] == 1
  }

  /// What to keep for the next run.
  var preferences: [String: Double] { ["physics": showsPhysics ? 1 : 0, "stats": showsStats ? 1 : 0] }
}
