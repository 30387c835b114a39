import FluidUI

/// A scene the host shows, with the layer that carries it during a transition (one object: the
/// navigation hands it about every frame without copying its entry).
///
/// The holder paints the scene's background and moves with the navigation; the scene's own root
/// sits in it untouched, so a scene lays itself out and hit-tests in window points whether or not it
/// is moving. Each hosted scene runs on a scope of the host's animator, so dropping it ends exactly
/// its animations.
@MainActor
package final class HostedScene {
  /// The catalogue entry.
  package let entry: SceneCatalog.Entry
  /// The scene.
  package let scene: any FluidScene
  /// The layer that holds the scene's root: its background, its offset, its opacity.
  package let holder = Layer()

  /// What the user set, shared by the host's scenes.
  let preferences: ScenePreferences

  /// Makes `entry`'s scene with the host's services: its own request queue and animator scope, and
  /// what the user set in it before.
  init(entry: SceneCatalog.Entry, context: SceneContext, preferences: ScenePreferences) {
    self.entry = entry
    self.preferences = preferences
    scene = entry.make(context.scoped())
    scene.restore(preferences.values)
    holder.fill = .solid(scene.background)
    holder.addSublayer(scene.root)
  }

  /// Whether this is the menu.
  package var isMenu: Bool { entry.index == SceneCatalog.menu.index }

  /// Keeps what the user set in it, ends the scene's animations and gestures, and takes it off
  /// screen.
  func drop() {
    preferences.keep(scene)
    scene.context.gestures.removeAll(at: scene.animator.time ?? 0)
    scene.animator.removeAll()
    holder.removeFromSuperlayer()
  }
}
