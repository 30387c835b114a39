import Testing
import FluidUI
import TestSupport

import FluidScenes

/// Every scene, the menu first, hosted as the app hosts it in a window of `size`: `body` gets its
/// catalogue entry, the host and a session on it, before any time has run.
@MainActor
func forEachHostedScene(at size: Size, _ body: (SceneCatalog.Entry, SceneHost, ScriptedSession) -> Void) {
  for entry in [SceneCatalog.menu] + SceneCatalog.available {
    let host = SceneHost(entry: entry, context: SceneContext())
    body(entry, host, ScriptedSession(scene: host, size: size))
  }
}

/// The scene named `name` hosted as the app hosts it, at 1280 × 800, run until it rests: a session
/// on it and the host.
@MainActor
func settledHost(_ name: String) throws -> (ScriptedSession, SceneHost) {
  let host = SceneHost(entry: try SceneCatalog.find(name), context: SceneContext())
  let s = ScriptedSession(scene: host)
  #expect(s.settle())
  return (s, host)
}
