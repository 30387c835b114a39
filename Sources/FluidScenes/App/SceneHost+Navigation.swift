import FluidMotion
import FluidUI

extension SceneHost {
  /// How far the scene under a pushed one moves, as a fraction of its travel (UIKit's parallax).
  static let parallax = 0.3
  /// The shade's opacity over the scene under a fully pushed one.
  static let shadeOpacity = 0.25

  /// The largest final snap of a push or pop, pt.
  static let navigationTolerance = 0.25
  /// How near its end, pt, a moving transition is done to the eye: the scene then takes input.
  static let visiblyDone = 0.5

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
        && abs(navigation.target - navigation.progress) * size.width >= Self.visiblyDone)
  }

  /// Lands a navigation whose spring is within ``visiblyDone`` of its end at once: what is left of
  /// its tail cannot be seen, and the scene it brought takes the input.
  private func landIfDone() {
    guard navigation.isAnimating, !isVisiblyMoving else { return }
    let end = navigation.target
    navigation.jump(to: end)
    settled(at: end)
  }

  /// Springs the navigation to `end`: 1 shows the top scene, 0 the one under it.
  func steer(to end: Double) {
    if end == 1 { navigation.finish() } else { navigation.cancel() }
  }

  /// Moves a held navigation with the pointer from `start` to `p`: a drag to the right by the
  /// window's width is a whole pop.
  private func follow(from start: Vector2, to p: Vector2, time: Double) {
    navigation.update(translation: start.x - p.x, over: size.width, at: p, time: time)
  }

  /// Pushes `next` over the menu: reverses an interrupted pop of the same scene; from another scene
  /// at rest (a jump), slides over it, which is dropped once covered; from a scene still on its way
  /// in or out, takes its place where it is and goes on from there (no jump, no vanishing).
  func push(_ next: SceneCatalog.Entry) {
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
    (menu.scene as? MenuScene)?.select(index: next.index)
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
    if chrome.isHelpShown { chrome.toggleHelp(scene: current, size: size) }
    request(.title(current.title))
  }

  /// Ends the press a scene holds (it gets no pointer input while it moves, and never a press
  /// without its end) at `time`, s.
  func cancelPress(at time: Double) {
    guard let held = pressedScene else { return }
    pressedScene = nil
    held.handle(.pointerCancelled(time: time))
  }

  /// The navigation landed on `end`: a scene off screen is dropped, a covered one too.
  func settled(at end: Double) {
    if end == 0, let leaving = top {
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
  /// travel, the one under it at parallax under the shade; cross-faded under ``reducesMotion``.
  func place() {
    let p = navigation.progress
    let width = size.width
    if chrome.shownIndex != shownEntry.index {
      chrome.update(entry: shownEntry, slow: isSlowMotion, size: size)
    }
    chrome.fadeLabels(top == nil ? 1 : min(1, abs(2 * p - 1)))
    guard let top else {
      set(under.holder, offset: 0, alpha: 1, hidden: false)
      shade.isHidden = true
      return
    }
    if reducesMotion {
      set(top.holder, offset: 0, alpha: p, hidden: p == 0)
      set(under.holder, offset: 0, alpha: 1, hidden: p == 1)
      shade.isHidden = true
    } else {
      set(top.holder, offset: (1 - p) * width, alpha: 1, hidden: p == 0)
      set(under.holder, offset: -Self.parallax * width * p, alpha: 1, hidden: p == 1)
      shade.isHidden = p == 0 || p == 1
      if shade.alpha != Self.shadeOpacity * p { shade.alpha = Self.shadeOpacity * p }
    }
    edgeShadow.isHidden = reducesMotion || p == 1
  }

  private func set(_ holder: Layer, offset: Double, alpha: Double, hidden: Bool) {
    let transform = LayerTransform(translation: Vector2(x: offset, y: 0))
    if holder.transform != transform { holder.transform = transform }
    if holder.alpha != alpha { holder.alpha = alpha }
    holder.isHidden = hidden
  }

  /// The scene that gets a keyboard or pointer `event`, or `nil` when the navigation takes it.
  func route(_ event: InputEvent) -> (any FluidScene)? {
    switch event {
    case .keyDown, .keyUp, .resized: return current
    case .focusLost(let time):
      if navigation.isInteractive { navigation.release(at: time, moved: false) }
      pointer = .none
      return current
    default: break
    }
    if let used = routeHeld(event) { return used ? nil : current }
    if case .pointerDown(let p, let time, .primary, _) = event { return press(at: p, time: time) }
    return isVisiblyMoving ? nil : current
  }

  /// Feeds a pointer `event` to what the host holds: `true` when the host used it, `false` when
  /// the scene gets it too, `nil` when nothing is held.
  private func routeHeld(_ event: InputEvent) -> Bool? {
    switch (pointer, event) {
    case (.swallowing, .pointerUp), (.swallowing, .pointerCancelled):
      pointer = .none
      return true
    case (.swallowing, _): return true
    case (.holding(let start, let moved), .pointerMoved(let p, let time, _)):
      pointer = .holding(
        start: start, moved: moved || p.distance(to: start) > context.gestureSettings.dragThreshold)
      follow(from: start, to: p, time: time)
      return true
    case (.holding(_, let moved), .pointerUp(_, let time, _)):
      pointer = .none
      navigation.release(at: time, moved: moved)
      return true
    case (.holding, .pointerCancelled(let time)):
      pointer = .none
      navigation.release(at: time, moved: false)
      return true
    case (.edge(let start), .pointerMoved(let p, let time, _)):
      let d = p - start
      if d.x > context.gestureSettings.dragThreshold && d.x > abs(d.y) {
        cancelPress(at: time)
        navigation.pause(at: start, time: time)
        follow(from: start, to: p, time: time)
        pointer = .holding(start: start, moved: true)
        return true
      }
      if d.magnitude > context.gestureSettings.dragThreshold { pointer = .none }
      return false
    case (.edge, .pointerUp), (.edge, .pointerCancelled):
      pointer = .none
      return false
    default: return nil
    }
  }

  /// A primary press: the second click of a double click is swallowed, a moving transition is
  /// caught, a press at the left edge may become a pop; else it is the scene's.
  private func press(at p: Vector2, time: Double) -> (any FluidScene)? {
    defer { openingClick = nil }
    if let click = openingClick, context.gestureSettings.continuesClick(click, with: p, at: time) {
      pointer = .swallowing
      return nil
    }
    landIfDone()
    if navigation.isMoving {
      navigation.pause(at: p, time: time)
      pointer = .holding(start: p, moved: false)
      return nil
    }
    if top != nil, navigation.progress == 1, p.x < context.gestureSettings.edgeWidth {
      pointer = .edge(start: p)
    }
    return current
  }
}
