import FluidMotion
import FluidUI

/// The app's navigation: the menu, the scene pushed over it, the transition between them and every
/// way the hand moves that transition.
///
/// Opening a scene pushes it in from the right on a critically damped spring, the menu sliding left
/// at a third of the speed under a dimming shade; going back pops it the same way (at once under
/// ``reducesMotion``). A press within 20 pt of the window's left side dragged to the right pops
/// interactively (``edgeSwipe``), as does a two-finger touchpad swipe (``touchpadSwipe``): the scene
/// follows the hand 1:1 and the release velocity's projected landing completes or cancels the pop.
/// Both are offered to the scene first (an open zoom card goes home with them). A press while the
/// transition visibly moves catches it where it is (``catchPan``, on ``catchLayer``, the only layer
/// over the scenes that takes presses then). The menu lives as long as the stack (it keeps its row); a scene lives
/// until it is off screen.
///
/// ```swift
/// let stack = NavigationStack(showing: SceneCatalog.menu, context: context, preferences: kept)
/// root.addSublayer(stack.layer)
/// stack.push(SceneCatalog.available[0])  // the pane slides in
/// ```
@MainActor
package final class NavigationStack {
  /// The scenes, the shade and the catch, bottom to top (the window's backdrop under them is the
  /// background of the scene under: ``onInstall``).
  package let layer = Layer()
  /// The menu: under every scene, alive as long as the stack.
  package let menu: HostedScene
  /// What shows under the top scene: the menu, or the scene a jump (`Alt+N`, `Ctrl+Tab`) left.
  package internal(set) var under: HostedScene
  /// The scene pushed over ``under``, if any.
  package internal(set) var top: HostedScene?
  /// The push and pop between ``under`` and ``top``: 0 shows ``under``, 1 shows ``top``.
  package let transition: InteractiveTransition
  /// The shade that dims what is under a pushed scene.
  let shade = Layer()
  /// The soft shadow along a pushed scene's left edge.
  let edgeShadow = Layer()
  /// The layer over the scenes that takes presses only while the transition visibly moves
  /// (``isVisiblyMoving``): what is pressed then is the transition, not a scene.
  package let catchLayer = Layer()
  /// The catch of a moving transition, on ``catchLayer``.
  ///
  /// A press holds the transition where it is, a drag moves it, the release lets it go. It begins
  /// on first clicks only: the second click of the double click that opened a scene is no catch
  /// (nothing else is under it: it is swallowed).
  private(set) lazy var catchPan: PanGestureRecognizer = {
    let pan = PanGestureRecognizer(beginsOnPress: true) { [unowned self] in caught($0) }
    pan.shouldBegin = { [unowned self] _ in context.gestures.arena.clickCount == 1 }
    return pan
  }()
  /// The swipe back from the window's left edge, on the pushed scene.
  private(set) lazy var edgeSwipe = ScreenEdgePanGestureRecognizer(edge: .left) { [unowned self] in
    edgeSwiped($0)
  }
  /// The two-finger touchpad swipe back, on the pushed scene.
  private(set) lazy var touchpadSwipe: ScrollGestureRecognizer = {
    let swipe = ScrollGestureRecognizer { [unowned self] in touchpadSwiped($0) }
    swipe.shouldBegin = { [unowned self] in beginsTouchpadSwipe($0.delta) }
    return swipe
  }()
  /// The scene the last back left, which forward opens again (nil once another scene was opened).
  package internal(set) var forwardIndex: Int?
  /// The scene that took the swipe back under way (an open card going home with it), if any.
  weak var backSwipeOwner: (any FluidScene)?
  /// Whether transitions are instant instead of sliding (the desktop's "reduce animation").
  package var reducesMotion = false { didSet { place() } }
  /// Called after every placement, with the scenes where they now are (the app's bar follows).
  var onPlace: (() -> Void)?
  /// Called after the scenes in ``layer`` changed (one came, one left).
  var onInstall: (() -> Void)?
  /// Called when a transition lands: the scene shown is at rest.
  var onSettle: (() -> Void)?
  /// The window's size, pt.
  package internal(set) var size = Size(width: 1280, height: 800) {
    didSet {
      fitTransition()
      // Resized under the hand (a swipe, a catch): the scene's edge stays where it was, under the
      // pointer, and the hand's next moves go on from there.
      if transition.isInteractive, size.width != oldValue.width {
        let edge = (1 - transition.progress) * oldValue.width
        transition.rebase(at: 1 - edge / max(size.width, 1), over: size.width)
      }
    }
  }
  /// The app's services: the scenes' scopes of the animator and the arena come from it.
  package let context: SceneContext
  /// What the user set in the scenes, kept between runs.
  let preferences: ScenePreferences

  /// Creates the stack showing `entry` at rest (a scene is shown pushed over the menu), its scenes
  /// made with `context` and given back what the user set in them (`preferences`).
  package init(showing entry: SceneCatalog.Entry, context: SceneContext, preferences: ScenePreferences) {
    self.context = context
    self.preferences = preferences
    menu = HostedScene(entry: SceneCatalog.menu, context: context, preferences: preferences)
    under = menu
    let isMenu = entry.index == SceneCatalog.menu.index
    top = isMenu ? nil : HostedScene(entry: entry, context: context, preferences: preferences)
    transition = InteractiveTransition(progress: isMenu ? 0 : 1, animator: context.animator)
    transition.gestureSettings = context.gestureSettings
    fitTransition()
    transition.onChange = { [unowned self] in place() }
    awaitLanding()
    shade.fill = .solid(.black)
    shade.isUserInteractionEnabled = false
    edgeShadow.fill = .solid(Color(white: 0, alpha: 0.5))
    edgeShadow.shadow = Shadow(
      color: Color(white: 0, alpha: 0.45), offset: Size(width: -10, height: 0), radius: 10)
    edgeShadow.isUserInteractionEnabled = false
    catchLayer.isUserInteractionEnabled = false
    context.gestures.add(catchPan, to: catchLayer)
    if let top { menu.scene.didOpen(sceneIndex: top.entry.index) }
    install()
  }

  /// The scenes on screen, under first (read every frame: nothing is allocated).
  package var hosted: OnScreen { OnScreen(coming: under, after: top) }

  /// ``under``, then ``top`` when there is one.
  package struct OnScreen: Sequence, IteratorProtocol {
    fileprivate var coming: HostedScene?
    fileprivate var after: HostedScene?

    /// The next scene up, or nil after the last.
    package mutating func next() -> HostedScene? {
      defer { (coming, after) = (after, nil) }
      return coming
    }
  }

  /// The scene the transition shows or is heading for.
  var destination: HostedScene { transition.target == 1 ? top ?? under : under }
  /// The scene it shows or is heading for (the menu is a scene too).
  package var current: any FluidScene { destination.scene }
  /// Whether the menu is shown, or the transition is heading for it.
  package var isMenu: Bool { destination.isMenu }
  /// The scene that shows most (the bar names it, its labels fading through a transition's midpoint).
  var shownEntry: SceneCatalog.Entry { transition.progress >= 0.5 ? (top ?? under).entry : under.entry }

  /// Whether one of the stack's own gestures has the pointer: a catch or a swipe back.
  var holdsPointer: Bool {
    catchPan.state.isActive || edgeSwipe.state.isActive || touchpadSwipe.state.isActive
  }

  /// Puts the scenes, the shade and the catch in ``layer``, bottom to top, and the swipes back on
  /// the pushed scene.
  func install() {
    for l in layer.sublayers { l.removeFromSuperlayer() }
    layer.addSublayer(under.holder)
    layer.addSublayer(shade)
    context.gestures.remove(edgeSwipe)
    context.gestures.remove(touchpadSwipe)
    if let top {
      context.gestures.add(edgeSwipe, to: top.holder)
      context.gestures.add(touchpadSwipe, to: top.holder)
      layer.addSublayer(top.holder)
      top.holder.addSublayer(edgeShadow)  // under the scene's root
      top.holder.addSublayer(top.scene.root)
    }
    layer.addSublayer(catchLayer)
    layout(size: size)
    onInstall?()
  }

  /// Lays the scenes out for a window of `size` (already inside `InputBounds.sizes`), the catch
  /// below a bar `barHeight` tall.
  package func layout(size: Size, barHeight: Double = SceneChrome.barHeight) {
    self.size = size
    let frame = Rect(origin: .zero, size: size)
    layer.frame = frame
    for hosted in hosted {
      hosted.holder.frame = frame
      hosted.scene.layout(size: size)
    }
    // Past the window on every side: its edges, which images paint, are off screen, and every
    // pixel it shades is its evenly blended middle (a renderer reckons that over a backdrop).
    shade.frame = frame.insetBy(-4)
    edgeShadow.frame = Rect(x: -1, y: 0, width: 1, height: size.height)
    catchLayer.frame = Rect(x: 0, y: barHeight, width: size.width, height: max(0, size.height - barHeight))
    place()
  }

  /// Ends the presses the scenes' members in the arena hold at `time`, s: a scene gets no pointer
  /// input while it moves, and never a press without its end.
  func cancelPress(at time: Double) {
    for hosted in hosted { hosted.scene.context.gestures.cancelAll(at: time) }
  }

  /// Hears the transition's next landing and, each time, the one after it: a completion is called
  /// once, so each adds the next before it acts.
  private func awaitLanding() {
    transition.addCompletion { [unowned self] end in
      awaitLanding()
      settled(at: end == .end ? 1 : 0)
    }
  }

  /// The transition landed on `end`: a scene off screen is dropped, a covered one too.
  func settled(at end: Double) {
    if end == 0, let leaving = top {
      forwardIndex = leaving.entry.index
      leaving.drop()
      if under.isMenu {
        top = nil
        install()
      } else {
        restAtTop()
      }
    } else if end == 1, !under.isMenu {
      under.drop()
      under = menu
      install()
    }
    place()
    onSettle?()
  }

  /// A scene shown alone (a jump popped back to the scene it left) becomes the top over the menu.
  func restAtTop() {
    top = under
    under = menu
    install()
    transition.jump(to: 1)
  }
}
