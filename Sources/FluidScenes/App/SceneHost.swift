import FluidMotion
import FluidUI

/// The app's top-level scene: the menu and the scene pushed over it, with the app's chrome, the
/// navigation between them and every global key.
///
/// Opening a scene pushes it in from the right on a critically damped spring, the menu sliding left
/// at a third of the speed under a dimming shade; going back pops it the same way (at once
/// under ``reducesMotion``). A press within 20 pt of the window's left side dragged to the right
/// pops interactively (an `InteractiveTransition`): the scene follows the pointer 1:1 and the release
/// velocity's projected landing completes or cancels the pop. A press while a transition moves
/// catches it where it is. Scenes get no pointer input while they move; keys go to the scene the
/// navigation is heading for. The menu lives as long as the host (it keeps its row); a scene lives
/// until it is off screen.
///
/// The keys, one scheme with no conflict with a scene's own keys: `Alt+0`–`9` jump to a scene from
/// anywhere, `Ctrl+Tab` / `Ctrl+Shift+Tab` go to the next / previous one, `Tab` moves the keyboard focus, `Esc` closes the help or goes back to
/// the menu (and leaves full screen on the menu: it never quits), `Ctrl+Q` or `Ctrl+W` quits, `F1`, `Ctrl+?` or `H` toggles the shortcuts window, `S` slow motion
/// (animations at 1/10 speed, as the iOS Simulator's slow animations), `V` the physics overlay, `F`
/// the stats overlay, `Alt+←` / `Alt+→` (the Back and Forward keys, the mouse's Back and Forward
/// buttons) back to the menu and forward again to the scene left. Plain digits belong to the scene (the calculator types them; the menu opens
/// that row). A click on "‹ Menu" in the title bar goes back to the menu. What the window must do
/// (quit, a new title, toggle its stats) is sent as ``AppRequest``s on the host's context; a
/// scene's own requests pass through, but for the menu's ``AppRequest/open(sceneIndex:)``, which
/// the host acts on.
package final class SceneHost: Scene {
  /// The backdrop, the scenes and the chrome.
  package let root = Layer()
  /// The menu: under every scene, alive as long as the host.
  let menu: HostedScene
  /// What shows under the top scene: the menu, or the scene a jump (`Alt+N`, `Ctrl+Tab`) left.
  var under: HostedScene
  /// The scene pushed over ``under``, if any.
  var top: HostedScene?
  /// The push and pop between ``under`` and ``top``.
  let navigation: InteractiveTransition
  /// The shade that dims what is under a pushed scene.
  let shade = Layer()
  /// The soft shadow along a pushed scene's left edge.
  let edgeShadow = Layer()
  /// Whether slow motion is on.
  package internal(set) var isSlowMotion = false
  /// Whether the physics overlay is on.
  package internal(set) var showsPhysics = false
  /// Whether the frame-statistics overlay is on (the app draws it; the host asks it to toggle).
  package var showsStats = false
  /// Whether transitions are instant instead of sliding (the desktop's "reduce animation").
  package var reducesMotion = false { didSet { place() } }
  let chrome = SceneChrome()
  /// The animator and the request queue of the app; each scene gets a scope of the animator and a
  /// queue of its own.
  package let context: SceneContext
  private(set) var size = Size(width: 1280, height: 800) {
    didSet { fitNavigation() }
  }
  /// The last press on the bar's empty part: a second one soon after, close by, is a double click.
  var lastBarPress: (point: Vector2, time: Double)?
  /// Whether the bar's press under way has handed the window's move to the window manager.
  var barMoveHandedOver = false
  /// The press on the title bar's empty part: the window's drag and double click.
  private(set) lazy var barPress = WindowPress(
    claims: { [unowned self] p, _ in windowRegion(at: p) == .titleBar },
    action: { [unowned self] in barPressed($0) })
  /// The press that catches a moving navigation (or swallows the second click that opened a scene).
  private(set) lazy var navigationPress = WindowPress(
    claims: { [unowned self] _, _ in navigationClaim },
    action: { [unowned self] in navigationPressed($0) })
  /// The swipe back from the window's left edge, on the pushed scene.
  private(set) lazy var edgeSwipe = ScreenEdgePanGestureRecognizer(edge: .left) { [unowned self] in
    edgeSwiped($0)
  }
  /// The two-finger touchpad swipe back, on the pushed scene.
  private(set) lazy var touchpadSwipe: ScrollGestureRecognizer = {
    let swipe = ScrollGestureRecognizer { [unowned self] in touchpadSwiped($0) }
    swipe.shouldBegin = { [unowned self] in beginsTouchpadSwipe($0) }
    return swipe
  }()
  /// Whether the navigation press under way swallows a click rather than catching.
  var swallowing = false
  /// Whether the window takes the press under way for the navigation (decided before its hit test).
  var navigationClaim = false
  /// The scene the last back left, which forward opens again (nil once another scene was opened).
  var forwardIndex: Int?
  /// The destination the title and the chrome show (its catalogue index).
  var announced: Int
  /// The last click that opened a scene: the second click of a double click is swallowed.
  var openingClick: (point: Vector2, time: Double)?
  /// The window's environment as last handed on: light or dark, focus, full screen.
  package internal(set) var environment = WindowEnvironment()
  /// Whether a zoom key was pressed: the window's answer shows the zoom level.
  var zoomAsked = false
  /// The bar's slide in and out of a full-screen window.
  var barSlide: SpringAnimation<Double>?

  /// The scene that took the swipe back under way (an open card going home with it), if any.
  weak var backSwipeOwner: (any FluidScene)?
  /// What the user set in the scenes, kept between runs.
  let kept: ScenePreferences

  /// Creates the host showing `entry` at rest (a scene is shown pushed over the menu), its scenes
  /// given back what the user set in an earlier run (`preferences`).
  package init(entry: SceneCatalog.Entry, context: SceneContext, preferences: [String: Double] = [:]) {
    self.context = context
    context.focus.root = root
    kept = ScenePreferences(preferences)
    showsPhysics = preferences["physics"] == 1
    showsStats = preferences["stats"] == 1
    menu = HostedScene(entry: SceneCatalog.menu, context: context, preferences: kept)
    under = menu
    let isMenu = entry.index == SceneCatalog.menu.index
    top = isMenu ? nil : HostedScene(entry: entry, context: context, preferences: kept)
    navigation = InteractiveTransition(progress: isMenu ? 0 : 1, animator: context.animator)
    announced = entry.index
    navigation.gestureSettings = context.gestureSettings
    fitNavigation()
    navigation.onChange = { [unowned self] in place() }
    awaitLanding()
    shade.fill = .solid(.black)
    shade.isUserInteractionEnabled = false
    edgeShadow.fill = .solid(Color(white: 0, alpha: 0.5))
    edgeShadow.shadow = Shadow(
      color: Color(white: 0, alpha: 0.45), offset: Size(width: -10, height: 0), radius: 10)
    edgeShadow.isUserInteractionEnabled = false
    if let top { menu.scene.didOpen(sceneIndex: top.entry.index) }
    connectBar()
    connectNavigation()
    install()
    focus.ringColor = palette.accent
  }

  /// The window's keyboard focus: Tab goes through the scene's controls, then the bar's.
  var focus: FocusSystem { context.focus }
  /// The scene the navigation shows or is heading for (the menu is a scene too).
  package var current: any FluidScene { destination.scene }
  /// Its catalogue entry (``SceneCatalog/menu`` for the menu).
  package var entry: SceneCatalog.Entry { destination.entry }
  var destination: HostedScene { navigation.target == 1 ? top ?? under : under }
  /// The scene's title.
  package var title: String { current.title }
  /// Whether a gesture is live: in the scene, in the bar, or holding the navigation.
  package var isInteracting: Bool {
    current.isInteracting || navigation.isInteractive || context.gestures.isInteracting
  }
  /// When the scene next needs a frame with no input.
  package var nextWakeTime: Double? {
    let scene = current.nextWakeTime  // asked every frame: no array made for two values
    guard let badge = chrome.zoomBadge.hideTime else { return scene }
    return min(scene ?? badge, badge)
  }
  /// Whether the menu is shown, or the navigation is heading for it.
  package var isMenu: Bool { destination.isMenu }

  /// Puts the scenes, the shade and the chrome in the root, bottom to top.
  func install() {
    for l in root.sublayers { l.removeFromSuperlayer() }
    root.fill = .solid(under.scene.background)
    root.addSublayer(under.holder)
    root.addSublayer(shade)
    context.gestures.remove(edgeSwipe)
    context.gestures.remove(touchpadSwipe)
    if let top {
      context.gestures.add(edgeSwipe, to: top.holder)
      context.gestures.add(touchpadSwipe, to: top.holder)
      root.addSublayer(top.holder)
      top.holder.addSublayer(edgeShadow)  // under the scene's root
      top.holder.addSublayer(top.scene.root)
    }
    root.addSublayer(chrome.layer)
    focus.dropFocusIfGone()
    focus.placeRing()  // above the chrome
    layout(size: size)  // places the scenes and shows the bar of the one that shows
  }

  /// Lays out the scenes and the chrome, at `size` brought inside `InputBounds.sizes`.
  package func layout(size: Size) {
    let size = InputBounds.size(size)
    self.size = size
    root.frame = Rect(origin: .zero, size: size)
    for hosted in [under, top].compactMap({ $0 }) {
      hosted.holder.frame = root.frame
      hosted.scene.layout(size: size)
    }
    shade.frame = root.frame
    edgeShadow.frame = Rect(x: -1, y: 0, width: 1, height: size.height)
    chrome.layout(size: size)
    place()
  }

  /// Shows the scene at catalogue position `index` (nothing happens for an index not in this build):
  /// pushes it, or pops to the menu for ``SceneCatalog/menu``'s index.
  package func show(index: Int) {
    if index == SceneCatalog.menu.index { return pop() }
    guard let next = SceneCatalog.available.first(where: { $0.index == index }) else { return }
    push(next)
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

  /// Handles the global keys and passes the scene its keys, its twists and a focus loss.
  ///
  /// The frame loop has brought the event's numbers inside `InputBounds`. The pointer is not the
  /// scene's to read: the window's gesture arena has had it, where the bar, the navigation and the
  /// scenes' members are.
  @discardableResult
  package func handle(_ event: InputEvent) -> Bool {
    defer { announceDestination() }
    if case .keyDown(let key, let modifiers, let isRepeat, let time) = event,
      performKey(key, modifiers, isRepeat: isRepeat, time: time)
    {
      passRequests()
      return true
    }
    if case .pointerDown(_, _, let button, _) = event, button == .back || button == .forward {
      if button == .back { goBack() } else { goForward() }
      return true
    }
    if case .pointerUp(_, _, let button) = event, button == .back || button == .forward { return true }
    if case .pointerMoved(let p, _, _) = event { followPointerForBar(to: p) }
    let wasMenu = isMenu
    let used = takesEvent(event) ? current.handle(event) : false
    passRequests()
    if case .pointerUp(let p, let time, .primary) = event, wasMenu, top != nil, navigation.isAnimating {
      openingClick = (p, time)  // this click opened a scene
    }
    return used
  }

  /// Acts on the scenes' requests to open another scene; passes the destination's others on to the
  /// app and drops those of a scene on its way out.
  func passRequests() {
    for hosted in [under, top].compactMap({ $0 }) where hosted.scene !== current {
      _ = hosted.scene.context.requests.take()
    }
    for asked in current.context.requests.take() {
      if let index = asked.openedSceneIndex { show(index: index) } else { request(asked) }
    }
  }

  /// Moves the shown scenes on and refreshes the physics overlay.
  package func update(at time: Double) {
    for hosted in [under, top].compactMap({ $0 }) where !hosted.holder.isHidden {
      hosted.scene.update(at: time)
    }
    passRequests()
    chrome.zoomBadge.update(at: time)
    if showsPhysics { chrome.showPhysics(current.physics, accent: entry.accent, size: size) }
  }

  /// What to keep for the next run: what the user set in every scene so far (those on screen as they
  /// are now) and the overlays.
  package var preferences: [String: Double] {
    for hosted in [under, top].compactMap({ $0 }) { kept.keep(hosted.scene) }
    return kept.values.merging(["physics": showsPhysics ? 1 : 0, "stats": showsStats ? 1 : 0]) { _, new in new
    }
  }

  /// The scene's state plus the host's own flags: `nav` (0 at the menu … 1 at the scene) and
  /// `navScene` (the pushed scene's index, −1 for none); `reduceMotion` 1 only while motion is reduced;
  /// the window's environment where it is not the default (``environmentState``).
  package var state: [String: Double] {
    var own = [
      "sceneIndex": Double(entry.index), "slowMotion": isSlowMotion ? 1 : 0,
      "physics": showsPhysics ? 1 : 0, "nav": navigation.progress,
      "navScene": Double(top?.entry.index ?? -1),
    ]
    if reducesMotion { own["reduceMotion"] = 1 }
    own.merge(environmentState) { a, _ in a }
    return current.state.merging(own) { a, _ in a }
  }
}
