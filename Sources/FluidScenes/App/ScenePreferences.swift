/// What a user set in the scenes, kept between runs: each scene's ``FluidScene/preferences`` as it
/// was when the scene was last left, plus the host's overlays.
///
/// A scene made by the host is given these back (``FluidScene/restore(_:)``); a scene dropped by the
/// host leaves its own in them. The app loads them from its settings file at start and saves
/// ``SceneHost/preferences`` at the end.
@MainActor
package final class ScenePreferences {
  /// Named numbers.
  package var values: [String: Double]

  /// Starts from the finite ones of `values` (an earlier run's).
  package init(_ values: [String: Double] = [:]) { self.values = values.filter { $0.value.isFinite } }

  /// Keeps what `scene` has set.
  func keep(_ scene: any FluidScene) { values.merge(scene.preferences) { _, new in new } }
}
