import FluidMotion
import FluidUI

/// The app's top-level scene: the menu or the current ``FluidScene`` under the app's chrome, with
/// every global key.
///
/// The keys, one scheme with no conflict with a scene's own keys: `Ctrl+0`–`8` jump to a scene from
/// anywhere, `Tab` / `Shift+Tab` go to the next / previous one, `Esc` closes the help or goes back to
/// the menu (and quits on the menu), `Ctrl+Q` quits, `H` or `F1` toggles the help, `S` slow motion
/// (animations at 1/10 speed, as the iOS Simulator's slow animations), `V` the physics overlay, `F`
/// the stats overlay. Plain digits belong to the scene (the calculator types them; the menu opens
/// that row). A click on "‹ Menu" in the title bar goes back to the menu. Everything else goes to
/// the scene. What the window must do (quit, a new title, toggle its stats) is sent as
/// ``AppRequest``s on the host's context; a scene's own requests pass through, but for the menu's
/// ``AppRequest/open(sceneIndex:)``, which the host acts on.
package final class SceneHost: Scene {
  /// The backdrop, the scene and the chrome.
  package let root = Layer()
  /// The scene shown now (the menu is a scene too).
  package private(set) var current: any FluidScene
  /// Its catalogue entry (``SceneCatalog/menu`` for the menu).
  package private(set) var entry: SceneCatalog.Entry
  /// Whether slow motion is on.
  package internal(set) var isSlowMotion = false
  /// Whether the physics overlay is on.
  package internal(set) var showsPhysics = false
  let chrome = SceneChrome()
  /// The animator and the request queue of the app; each scene gets the animator and a queue of its own.
  package let context: SceneContext
  private(set) var size = Size(width: 1280, height: 800)
  var backPressed = false

  /// Creates the host showing `entry`.
  package init(entry: SceneCatalog.Entry, context: SceneContext) {
    self.entry = entry
    self.context = context
    current = entry.make(context.withOwnRequests())
    install()
  }

  /// The scene's title.
  package var title: String { current.title }
  /// Whether the scene has a live gesture.
  package var isInteracting: Bool { current.isInteracting || backPressed }
  /// When the scene next needs a frame with no input.
  package var nextWakeTime: Double? { current.nextWakeTime }
  /// Whether the menu is shown.
  package var isMenu: Bool { entry.index == SceneCatalog.menu.index }

  private func install() {
    for l in root.sublayers { l.removeFromSuperlayer() }
    root.fill = .solid(current.background)
    root.addSublayer(current.root)
    root.addSublayer(chrome.layer)
    chrome.update(entry: entry, slow: isSlowMotion, size: size)
    layout(size: size)
  }

  /// Lays out the scene and the chrome, at `size` brought inside ``InputBounds/sizes``.
  package func layout(size: Size) {
    let size = InputBounds.size(size)
    self.size = size
    root.frame = Rect(origin: .zero, size: size)
    current.layout(size: size)
    chrome.layout(size: size)
  }

  /// Shows the scene at catalogue position `index` (nothing happens for an index not in this build);
  /// ``SceneCatalog/menu``'s index shows the menu.
  package func show(index: Int) {
    let all = [SceneCatalog.menu] + SceneCatalog.available
    guard let next = all.first(where: { $0.index == index }), next.index != entry.index else { return }
    animator.removeAll()
    entry = next
    current = next.make(context.withOwnRequests())
    if chrome.isHelpShown { chrome.toggleHelp(scene: current, size: size) }
    install()
    request(.title(current.title))
  }

  /// Goes to the next (`delta` 1) or previous (−1) scene, wrapping; from the menu, the first or last.
  func step(_ delta: Int) {
    let all = SceneCatalog.available
    guard let i = all.firstIndex(where: { $0.index == entry.index }) else {
      show(index: (delta > 0 ? all.first : all.last)!.index)
      return
    }
    show(index: all[(i + delta + all.count) % all.count].index)
  }

  /// Handles the global keys and the back control, and passes everything else to the scene, its
  /// numbers brought inside ``InputBounds`` first.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool {
    let event = InputBounds.bounded(event)
    if handleBack(event) { return true }
    if case .keyDown(let key, let modifiers, let isRepeat, _) = event,
      handleGlobal(key, modifiers, isRepeat)
    {
      return true
    }
    let used = current.handle(event)
    passRequests()
    return used
  }

  /// Acts on the scene's requests to open another scene; passes the rest on to the app.
  private func passRequests() {
    for asked in current.context.requests.take() {
      if case .open(let index) = asked { show(index: index) } else { request(asked) }
    }
  }

  /// Moves the scene on and refreshes the physics overlay.
  package func update(at time: Double) {
    current.update(at: time)
    passRequests()
    if showsPhysics { chrome.showPhysics(current.physics, accent: entry.accent, size: size) }
  }

  /// The scene's state plus the host's own flags.
  package var state: [String: Double] {
    current.state.merging(
      [
        "sceneIndex": Double(entry.index), "slowMotion": isSlowMotion ? 1 : 0,
        "physics": showsPhysics ? 1 : 0,
      ]
    ) { a, _ in a }
  }
}
