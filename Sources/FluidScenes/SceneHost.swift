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
/// the scene. What the window must do (quit, toggle its stats) is asked through ``takeRequests()``.
public final class SceneHost: Scene {
  /// The backdrop, the scene and the chrome.
  public let root = Layer()
  /// The scene shown now (the menu is a scene too).
  public private(set) var current: any FluidScene
  /// Its catalogue entry (``SceneCatalog/menu`` for the menu).
  public private(set) var entry: SceneCatalog.Entry
  /// Whether slow motion is on.
  public internal(set) var isSlowMotion = false
  /// Whether the physics overlay is on.
  public internal(set) var showsPhysics = false
  let chrome = SceneChrome()
  private let context: SceneContext
  private(set) var size = Size(width: 1280, height: 800)
  var requests: [AppRequest] = []
  var backPressed = false

  /// Creates the host showing `entry`.
  public init(entry: SceneCatalog.Entry, context: SceneContext) {
    self.entry = entry
    self.context = context
    current = entry.make(context)
    install()
  }

  /// The scene's title.
  public var title: String { current.title }
  /// Whether the scene has a live gesture.
  public var isInteracting: Bool { current.isInteracting || backPressed }
  /// When the scene next needs a frame with no input.
  public var nextWakeTime: Double? { current.nextWakeTime }
  /// The animator every scene of this host runs on (the context's).
  public var animator: Animator? { context.animator }
  /// Whether the menu is shown.
  public var isMenu: Bool { entry.index == SceneCatalog.menu.index }

  /// What the app must do, in order, once.
  public func takeRequests() -> [AppRequest] {
    defer { requests.removeAll() }
    return requests
  }

  private func install() {
    for l in root.sublayers { l.removeFromSuperlayer() }
    root.fill = .solid(current.background)
    root.addSublayer(current.root)
    root.addSublayer(chrome.layer)
    chrome.update(entry: entry, slow: isSlowMotion, size: size)
    layout(size: size)
  }

  /// Lays out the scene and the chrome.
  public func layout(size: Size) {
    self.size = size
    root.frame = Rect(origin: .zero, size: size)
    current.layout(size: size)
    chrome.layout(size: size)
  }

  /// Shows the scene at catalogue position `index` (nothing happens for an index not in this build);
  /// ``SceneCatalog/menu``'s index shows the menu.
  public func show(index: Int, animator: Animator) {
    let all = [SceneCatalog.menu] + SceneCatalog.available
    guard let next = all.first(where: { $0.index == index }), next.index != entry.index else { return }
    animator.removeAll()
    entry = next
    current = next.make(context)
    if chrome.isHelpShown { chrome.toggleHelp(scene: current, size: size) }
    install()
  }

  /// Goes to the next (`delta` 1) or previous (−1) scene, wrapping; from the menu, the first or last.
  func step(_ delta: Int, _ animator: Animator) {
    let all = SceneCatalog.available
    guard let i = all.firstIndex(where: { $0.index == entry.index }) else {
      show(index: (delta > 0 ? all.first : all.last)!.index, animator: animator)
      return
    }
    show(index: all[(i + delta + all.count) % all.count].index, animator: animator)
  }

  /// Handles the global keys and the back control, and passes everything else to the scene.
  @discardableResult
  public func handle(_ event: InputEvent, animator: Animator) -> Bool {
    if case .resized(let s, _) = event {
      layout(size: s)
      return true
    }
    if handleBack(event, animator) { return true }
    if case .keyDown(let key, let modifiers, let isRepeat, _) = event,
      handleGlobal(key, modifiers, isRepeat, animator)
    {
      return true
    }
    let used = current.handle(event, animator: animator)
    if let menu = current as? MenuScene, let chosen = menu.takeChoice() {
      show(index: chosen, animator: animator)
    }
    return used
  }

  /// Moves the scene on and refreshes the physics overlay.
  public func update(at time: Double, animator: Animator) {
    current.update(at: time, animator: animator)
    if showsPhysics { chrome.showPhysics(current.physics, accent: entry.accent, size: size) }
  }

  /// The scene's state plus the host's own flags.
  public var state: [String: Double] {
    current.state.merging(
      [
        "sceneIndex": Double(entry.index), "slowMotion": isSlowMotion ? 1 : 0,
        "physics": showsPhysics ? 1 : 0,
      ]
    ) { a, _ in a }
  }
}
