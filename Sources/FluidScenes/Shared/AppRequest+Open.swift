import FluidUI

/// The request of a scene that lists the others (the menu) to open one, which its host acts on.
extension AppRequest {
  /// Open the scene at catalogue index `index`.
  package static func open(sceneIndex index: Int) -> AppRequest { .custom("fluid.open-scene \(index)") }

  /// The catalogue index an ``open(sceneIndex:)`` request asks for; nil for any other request.
  package var openedSceneIndex: Int? {
    guard case .custom(let name) = self, name.hasPrefix("fluid.open-scene ") else { return nil }
    return Int(name.dropFirst("fluid.open-scene ".count))
  }
}
