import FluidMotion
import FluidUI

extension SceneHost {
  /// How far the scene under a pushed one moves, as a fraction of its travel (UIKit's parallax).
  static let parallax = 0.3
  /// The shade's opacity over the scene under a fully pushed one.
  static let shadeOpacity = 0.25

  /// The largest final snap of a push or pop, pt.
  static let navigationTolerance = 0.25
  /// How near its end, as a fraction of its travel, a moving transition is done to the eye.
  ///
  /// 1 %: 13 pt of a 1280-pt push, passed 0.45 s into it. A press then lands it at once and is the
  /// scene's.
  static let visiblyDone = 0.01

  /// Sets the navigation's point-sized thresholds for the window's width.
  func fitNavigation() {
    let width = max(size.width, 1)
    navigation.tolerance = Self.navigationTolerance / width  // a quarter point
    navigation.completionSpeed = context.gestureSettings.flickSpeed / width
  }

  /// Whether the navigation is seen to move: held, or more than ``visiblyDone`` from its end.
  var isVisiblyMoving: Bool {
    navigation.isInteractive
      || (navigation.isAnimating
        && abs(navigation.target - navigation.progress) >= Self.visiblyDone)
  }

  /// Lands a navigation whose spring is within ``visiblyDone`` of its end at once: what is left of
  /// its tail cannot be seen, and the scene it brought takes the input.
  func landIfDone() {
    guard navigation.isAnimating, !isVisiblyMoving else { return }
    let end = navigation.target
    navigation.jump(to: end)
    settled(at: end)
  }

  /// Springs the navigation to `end`: 1 shows the top scene, 0 the one under it.
  ///
  /// Under ``reducesMotion`` it is there at once (GNOME's "reduce animation": transitions are instant).
  func steer(to end: Double) {
    if reducesMotion {
      navigation.jump(to: end)
      place()
      settled(at: end)
    } else {
      if end == 1 { navigation.finish() } else { navigation.cancel() }
      place()  // the scenes stop taking presses as the slide starts, not at its first frame
    }
  }

  /// Moves a held navigation with the pointer from `start` to `p`: a drag to the right by the
  /// window's width is a whole pop.
  func follow(from start: Vector2, to p: Vector2, time: Double) {
    navigation.update(translation: start.x - p.x, over: size.width, at: p, time: time)
  }

  /// Pushes `next` over the menu: reverses an interrupted pop of the same scene; from another scene
  /// at rest (a jump), slides over it, which is dropped once covered; from a scene still on its way
  /// in or out, takes its place where it is and goes on from there (no jump, no vanishing).
  func push(_ next: SceneCatalog.Entry) {
    forwardIndex = nil  // a new way forward, as a browser's history
    if let top, top.entry.index == next.index {
      steer(to: 1)
    } else {
      cancelPress(at: context.animator.time ?? 0)
      landIfDone()
      let moving = top != nil && navigation.isMoving
      if let old = top {
        if moving {
          old.drop()
        } else {  // at rest on screen: the new scene slides over it
          if !under.isMenu { under.drop() }
          under = old
        }
      }
      top = HostedScene(entry: next, context: context, preferences: kept)
      install()
      if !moving { navigation.jump(to: 0) }
      steer(to: 1)
    }
    menu.scene.didOpen(sceneIndex: next.index)
    announceDestination()
  }

  /// Pops the pushed scene back to the menu.
  func pop() {
    if top == nil, !under.isMenu { restAtTop() }
    guard top != nil else { return }
    cancelPress(at: context.animator.time ?? 0)
    if !under.isMenu {
      under.drop()
      under = menu
      install()
    }
    steer(to: 0)
    announceDestination()
  }

  /// The title, the chrome and the help follow a new destination (a push, a pop, a swipe's
  /// release that decided), once.
  func announceDestination() {
    guard entry.index != announced else { return }
    announced = entry.index
    if chrome.isHelpShown { toggleHelp() }
    request(.title(current.title))
  }

  /// Ends the presses the scenes' members in the arena hold at `time`, s: a scene gets no pointer
  /// input while it moves, and never a press without its end.
  func cancelPress(at time: Double) {
    for hosted in [under, top].compactMap({ $0 }) { hosted.scene.context.gestures.cancelAll(at: time) }
  }

  /// Hears the navigation's next landing and, each time, the one after it: a completion is called
  /// once, so each adds the next before it acts.
  func awaitLanding() {
    navigation.addCompletion { [unowned self] end in
      awaitLanding()
      settled(at: end == .end ? 1 : 0)
    }
  }

  /// The navigation landed on `end`: a scene off screen is dropped, a covered one too.
  func settled(at end: Double) {
    if end == 0, let leaving = top {
      forwardIndex = leaving.entry.index
      if under.isMenu {
        leaving.drop()
        top = nil
        install()
      } else {
        leaving.drop()
        restAtTop()
      }
    } else if end == 1, !under.isMenu {
      under.drop()
      under = menu
      install()
    }
    place()
  }

  /// A scene shown alone (a jump popped back to the scene it left) becomes the top over the menu.
  private func restAtTop() {
    top = under
    under = menu
    install()
    navigation.jump(to: 1)
  }

  /// The scene that shows most (the bar shows it, its labels fading out and in through a
  /// transition's midpoint).
  var shownEntry: SceneCatalog.Entry { navigation.progress >= 0.5 ? (top ?? under).entry : under.entry }

  /// Places the scenes for the navigation's progress: the top one offset by what is left of its
  /// travel, the one under it at parallax under the shade; under ``reducesMotion`` one scene shows at a
  /// time (a swipe back still slides, with the hand).
  func place() {
    let p = navigation.progress
    let width = size.width
    if chrome.shownIndex != shownEntry.index {
      chrome.update(entry: shownEntry, slow: isSlowMotion, size: size)
    }
    // The bar's labels ride with the scene they name; the menu's key hint, at the right end, would be
    // over the scene coming in or going out: it shows at rest only.
    let slides = top != nil && !(reducesMotion && !navigation.isInteractive)
    let showsTop = p >= 0.5
    chrome.placeLabels(
      alpha: top == nil ? 1 : min(1, abs(2 * p - 1)),
      offset: slides ? (showsTop ? (1 - p) * width : -Self.parallax * width * p) : 0,
      keysShow: top == nil || showsTop || p == 0)
    // The scenes take presses once the navigation is visually done; the window catches it before.
    let takesInput = !isVisiblyMoving
    for hosted in [under, top].compactMap({ $0 }) where hosted.holder.isUserInteractionEnabled != takesInput {
      hosted.holder.isUserInteractionEnabled = takesInput
    }
    edgeSwipe.isEnabled = top != nil && p == 1
    touchpadSwipe.isEnabled = edgeSwipe.isEnabled
    guard let top else {
      set(under.holder, offset: 0, alpha: 1, hidden: false)
      shade.isHidden = true
      return
    }
    if reducesMotion && !navigation.isInteractive {
      // One scene at a time: nothing is drawn over the other's text.
      set(top.holder, offset: 0, alpha: 1, hidden: p < 0.5)
      set(under.holder, offset: 0, alpha: 1, hidden: p >= 0.5)
      shade.isHidden = true
    } else {  // a swipe back follows the pointer under reduced motion too: the hand moves it
      set(top.holder, offset: (1 - p) * width, alpha: 1, hidden: p == 0)
      set(under.holder, offset: -Self.parallax * width * p, alpha: 1, hidden: p == 1)
      shade.isHidden = p == 0 || p == 1
      if shade.alpha != Self.shadeOpacity * p { shade.alpha = Self.shadeOpacity * p }
    }
    edgeShadow.isHidden = (reducesMotion && !navigation.isInteractive) || p == 1
  }

  private func set(_ holder: Layer, offset: Double, alpha: Double, hidden: Bool) {
    let transform = LayerTransform(translation: Vector2(x: offset, y: 0))
    if holder.transform != transform { holder.transform = transform }
    if holder.alpha != alpha { holder.alpha = alpha }
    holder.isHidden = hidden
  }

  /// Whether the scene gets `event` itself: keys and a focus loss always; a twist (a touch
  /// gesture the platform reads) unless the window has the pointer or the navigation visibly moves;
  /// the pointer's own events never (they are the arena's).
  func takesEvent(_ event: InputEvent) -> Bool {
    switch event {
    case .keyDown, .keyUp, .resized, .focusLost: true
    case .twist: !(windowHoldsPointer || isVisiblyMoving)
    case .pointerDown, .pointerMoved, .pointerUp, .pointerCancelled, .wheel: false
    }
  }

  /// Whether one of the window's own gestures has the pointer: a catch, a swipe back, the bar.
  var windowHoldsPointer: Bool {
    navigationPress.state.isActive || edgeSwipe.state.isActive || barPress.state.isActive
      || touchpadSwipe.state.isActive
  }

  /// The window's gestures in the arena: a press lands a navigation that is visually done first;
  /// a press while it moves catches it; the second click of the double click that opened a scene
  /// is swallowed; a swipe from the left edge pops.
  ///
  /// Both are decided before the press's hit test: the scenes are then out of it, so nothing of
  /// theirs begins on a press the window takes.
  func connectNavigation() {
    context.gestures.arena.beforePress = { [unowned self] p, time in
      landIfDone()  // the scenes' holders are as the last place() left them: it runs on every change
      navigationClaim = claimsForNavigation(p, at: time)
      guard navigationClaim else { return }
      for hosted in [under, top].compactMap({ $0 }) { hosted.holder.isUserInteractionEnabled = false }
    }
    context.gestures.add(navigationPress, to: root)
  }

  /// Whether the window takes a press at `p` for the navigation: the second click of the double
  /// click that opened a scene, or a press while the navigation moves (below the bar).
  func claimsForNavigation(_ p: Vector2, at time: Double) -> Bool {
    defer { openingClick = nil }
    guard p.y >= SceneChrome.barHeight else { return false }
    if let click = openingClick, context.gestureSettings.continuesClick(click, with: p, at: time) {
      swallowing = true
      return true
    }
    swallowing = false
    return navigation.isMoving
  }

  /// The window's press on a moving navigation: it holds it where it is and follows the pointer.
  ///
  /// The release completes or cancels it by its velocity. A swallowed click does nothing.
  func navigationPressed(_ press: WindowPress) {
    if press.state.isFinished { place() }  // the scenes take presses again (a swallowed click)
    guard !swallowing else { return }
    switch press.state {
    case .began:
      cancelPress(at: press.time)
      navigation.pause(at: press.start, time: press.time)
    case .changed: follow(from: press.start, to: press.location, time: press.time)
    case .ended: navigation.release(at: press.time, moved: press.hasMoved)
    default: navigation.release(at: press.time, moved: false)
    }
    landIfReduced(press.state)
  }
}
