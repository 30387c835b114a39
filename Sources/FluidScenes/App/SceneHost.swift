import FluidMotion
import FluidUI

/// The app's top-level scene: the navigation between the menu and the scenes
/// (``NavigationStack``), the app's bar and overlays (``SceneChrome``), its keys and its settings.
///
/// The host composes: the stack's layer under the chrome's, one table of key commands along the
/// responder chain, the window's environment handed on, the app's toggles and what the user set
/// kept between runs. The pointer is not the host's to read: the window's gesture arena has it,
/// where the bar's, the stack's and the scenes' members are.
///
/// The keys are one table of ``KeyCommand``s met along the chain (``keyTable``: an open panel,
/// the focus, the scene, the navigation, the app); the shortcuts window shows it and
/// ``keysSummary`` (`fluid run --help`) names a few of it, both checked against it by tests. Plain
/// digits belong to the scene (the calculator types them; the menu opens that row). Every back path
/// closes the shortcuts window first, then asks the scene (an open zoom card goes home, an open pane
/// or drawer closes). What the window
/// must do (quit, a new title, toggle its stats) is sent as ``AppRequest``s on the host's context; a
/// scene's own requests pass through, but for the menu's request to open a scene, which the host
/// acts on.
package final class SceneHost: Scene {
  /// A few of the table's keys, as `fluid run --help` names them.
  package nonisolated static let keysSummary =
    "Keys: Alt+0–9 jump to a scene, Esc goes back to the menu (never quits), Ctrl+Q quits, F1 shows the keyboard shortcuts."
  /// The stack's layer and the chrome's, bottom to top (the focus ring goes above them).
  package let root = Layer()
  /// The menu and the scene pushed over it, and the transition between them.
  let stack: NavigationStack
  /// The title bar, the shortcuts window, the overlays.
  let chrome = SceneChrome()
  /// The animator and the request queue of the app; each scene gets a scope of the animator and a
  /// queue of its own.
  package let context: SceneContext
  /// Slow motion and the overlays.
  var toggles: HostToggles
  /// The destination the title and the chrome show (its catalogue index).
  var announced: Int
  /// The window's environment as last handed on: light or dark, focus, full screen.
  package internal(set) var environment = WindowEnvironment()
  /// What the user set in the scenes, kept between runs.
  let kept: ScenePreferences

  /// Creates the host showing `entry` at rest (a scene is shown pushed over the menu), its scenes
  /// given back what the user set in an earlier run (`preferences`).
  package init(entry: SceneCatalog.Entry, context: SceneContext, preferences: [String: Double] = [:]) {
    self.context = context
    context.focus.root = root
    kept = ScenePreferences(preferences)
    toggles = HostToggles(preferences)
    stack = NavigationStack(showing: entry, context: context, preferences: kept)
    announced = entry.index
    root.addSublayer(stack.layer)
    root.addSublayer(chrome.layer)
    stack.onPlace = { [unowned self] in placeChrome() }
    stack.onInstall = { [unowned self] in stackInstalled() }
    stack.onSettle = { [unowned self] in restoreSceneFocus() }
    stackInstalled()
    connectBar()
    layout(size: stack.size)
    focus.ringColor = palette.accent
  }

  /// Whether slow motion is on.
  package var isSlowMotion: Bool { toggles.isSlowMotion }
  /// Whether the physics overlay is on.
  package var showsPhysics: Bool { toggles.showsPhysics }
  /// Whether the frame-statistics overlay is on (the app draws it; the host asks it to toggle).
  package var showsStats: Bool {
    get { toggles.showsStats }
    set { toggles.showsStats = newValue }
  }
  /// Whether transitions are instant instead of sliding (the desktop's "reduce animation").
  package var reducesMotion: Bool {
    get { stack.reducesMotion }
    set { stack.reducesMotion = newValue }
  }
  /// The window's size, pt.
  var size: Size { stack.size }

  /// The window's keyboard focus: Tab goes through the scene's controls, then the bar's.
  var focus: FocusSystem { context.focus }
  /// The scene the navigation shows or is heading for (the menu is a scene too).
  package var current: any FluidScene { stack.current }
  /// Its catalogue entry (``SceneCatalog/menu`` for the menu).
  package var entry: SceneCatalog.Entry { stack.destination.entry }
  /// The scene's title.
  package var title: String { current.title }
  /// Whether a gesture is live: in the scene, in the bar, or holding the navigation.
  package var isInteracting: Bool {
    current.isInteracting || stack.transition.isInteractive || context.gestures.isInteracting
  }
  /// When the scene next needs a frame with no input.
  package var nextWakeTime: Double? {
    let scene = current.nextWakeTime  // asked every frame: no array made for two values
    guard let badge = chrome.zoomBadge.hideTime else { return scene }
    return min(scene ?? badge, badge)
  }
  /// Whether the menu is shown, or the navigation is heading for it.
  package var isMenu: Bool { stack.isMenu }

  /// Lays out the scenes and the chrome, at `size` brought inside `InputBounds.sizes`.
  package func layout(size: Size) {
    let size = InputBounds.size(size)
    root.frame = Rect(origin: .zero, size: size)
    chrome.layout(size: size)
    stack.layout(size: size)  // places the scenes, and the bar's labels with them
  }

  /// Shows the scene at catalogue position `index` (nothing happens for an index not in this build):
  /// pushes it, or pops to the menu for ``SceneCatalog/menu``'s index.
  package func show(index: Int) {
    if index == SceneCatalog.menu.index {
      stack.pop()
    } else if let next = SceneCatalog.available.first(where: { $0.index == index }) {
      stack.push(next)
    }
    announceDestination()
  }

  /// Passes the scene the keys no command took (a key's release), its twists and a focus loss.
  ///
  /// The keys' commands, the host's among them, are met before, along the frame core's one chain
  /// (``keyTable``). The frame loop has brought the event's numbers inside `InputBounds`. The
  /// pointer is not the scene's to read: the window's gesture arena has had it, where the bar, the
  /// navigation and the scenes' members are.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool {
    defer { announceDestination() }
    let used = takesEvent(event) ? current.handle(event) : false
    passRequests()
    return used
  }

  /// Acts on a request `scene` sends, as it sends it: the scene shown or heading for the screen opens
  /// another or asks the app; one on its way out is not heard.
  func act(on request: AppRequest, from scene: AnyObject) -> Bool {
    guard scene === current else { return true }
    if let index = request.openedSceneIndex { show(index: index) } else { self.request(request) }
    return true
  }

  /// Acts on the scenes' requests to open another scene; passes the destination's others on to the
  /// app and drops those of a scene on its way out.
  func passRequests() {
    for hosted in stack.hosted where hosted.scene !== current {
      _ = hosted.scene.context.requests.take()
    }
    for asked in current.context.requests.take() {
      if let index = asked.openedSceneIndex { show(index: index) } else { request(asked) }
    }
  }

  /// Moves the shown scenes on and refreshes the physics overlay.
  package func update(at time: Double) {
    for hosted in stack.hosted where !hosted.holder.isHidden {
      hosted.scene.update(at: time)
    }
    passRequests()
    announceDestination()  // a swipe back that a frame's tick ended (a touchpad's pause)
    chrome.zoomBadge.update(at: time)
    followFocusForBar()
    if toggles.showsPhysics { chrome.showPhysics(current.physics, accent: entry.accent) }
  }

  /// What to keep for the next run: what the user set in every scene so far (those on screen as they
  /// are now) and the overlays.
  package var preferences: [String: Double] {
    for hosted in stack.hosted { kept.keep(hosted.scene) }
    return kept.values.merging(toggles.preferences) { _, new in new }
  }

  /// The scene's state plus the host's own flags: `nav` (0 at the menu … 1 at the scene) and
  /// `navScene` (the pushed scene's index, −1 for none); `reduceMotion` 1 only while motion is reduced;
  /// the window's environment where it is not the default (``environmentState``).
  package var state: [String: Double] {
    var own = [
      "sceneIndex": Double(entry.index), "slowMotion": isSlowMotion ? 1 : 0,
      "physics": showsPhysics ? 1 : 0, "nav": stack.transition.progress,
      "navScene": Double(stack.top?.entry.index ?? -1),
    ]
    if reducesMotion { own["reduceMotion"] = 1 }
    own.merge(environmentState) { a, _ in a }
    return current.state.merging(own) { a, _ in a }
  }
}
