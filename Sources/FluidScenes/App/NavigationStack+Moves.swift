import FluidMotion
import FluidUI

/// The stack's moves: push, pop, the catch, and the placement of the scenes for the transition's
/// progress.
extension NavigationStack {
  /// How far the scene under a pushed one moves, as a fraction of its travel (UIKit's parallax).
  static let parallax = 0.3
  /// The shade's opacity over the scene under a fully pushed one.
  static let shadeOpacity = 0.25
  /// The largest final snap of a push or pop, pt.
  static let tolerance = 0.25
  /// How near its end, as a fraction of its travel, a moving transition is done to the eye.
  ///
  /// 1 %: 13 pt of a 1280-pt push, passed 0.45 s into it. A press then lands it at once and is the
  /// scene's.
  static let visiblyDone = 0.01

  /// Sets the transition's point-sized thresholds for the window's width.
  func fitTransition() {
    let width = max(size.width, 1)
    transition.tolerance = Self.tolerance / width  // a quarter point
    transition.completionSpeed = context.gestureSettings.flickSpeed / width
  }

  /// Whether the transition is seen to move: held, or more than ``visiblyDone`` from its end.
  package var isVisiblyMoving: Bool {
    transition.isInteractive
      || (transition.isAnimating && abs(transition.target - transition.progress) >= Self.visiblyDone)
  }

  /// Lands a transition whose spring is within ``visiblyDone`` of its end at once: what is left of
  /// its tail cannot be seen, and the scene a press came to holds still under it.
  package func landIfDone() {
    guard transition.isAnimating, !isVisiblyMoving else { return }
    let end = transition.target
    transition.jump(to: end)
    settled(at: end)
  }

  /// Springs the transition to `end`: 1 shows the top scene, 0 the one under it; under
  /// ``reducesMotion`` it is there at once (GNOME's "reduce animation").
  func steer(to end: Double) {
    if reducesMotion {
      transition.jump(to: end)
      place()
      settled(at: end)
    } else {
      if end == 1 { transition.finish() } else { transition.cancel() }
      place()  // the scenes stop taking presses as the slide starts, not at its first frame
    }
  }

  /// Moves a held transition with the pointer from `start` to `p`: a drag to the right by the
  /// window's width is a whole pop.
  func follow(from start: Vector2, to p: Vector2, time: Double) {
    transition.update(translation: start.x - p.x, over: size.width, at: p, time: time)
  }

  /// Pushes `next` over the menu: reverses an interrupted pop of the same scene; from another scene
  /// at rest (a jump), slides over it, which is dropped once covered; from a scene still on its way
  /// in or out, takes its place where it is and goes on from there (no jump, no vanishing).
  package func push(_ next: SceneCatalog.Entry) {
    forwardIndex = nil  // a new way forward, as a browser's history
    if let top, top.entry.index == next.index {
      steer(to: 1)
    } else {
      cancelPress(at: context.animator.time ?? 0)
      landIfDone()
      let moving = top != nil && transition.isMoving
      if let old = top {
        if moving {
          old.drop()
        } else {  // at rest on screen: the new scene slides over it
          if !under.isMenu { under.drop() }
          under = old
        }
      }
      top = HostedScene(entry: next, context: context, preferences: preferences)
      install()
      if !moving { transition.jump(to: 0) }
      steer(to: 1)
    }
    menu.scene.didOpen(sceneIndex: next.index)
  }

  /// Pops the pushed scene back to the menu.
  package func pop() {
    if top == nil, !under.isMenu { restAtTop() }
    guard top != nil else { return }
    cancelPress(at: context.animator.time ?? 0)
    if !under.isMenu {
      under.drop()
      under = menu
      install()
    }
    steer(to: 0)
  }

  /// The catch of a moving transition: it holds it where it is and follows the pointer; the
  /// release completes or cancels it (``InteractiveTransition/release(at:moved:)`` judges the press).
  func caught(_ pan: PanGestureRecognizer) {
    let start = pan.location - pan.translation
    switch pan.state {
    case .began:
      cancelPress(at: pan.time)
      transition.pause(at: start, time: pan.time)
    case .changed: follow(from: start, to: pan.location, time: pan.time)
    case .ended: transition.release(at: pan.time)
    default: transition.release(at: pan.time, moved: false)
    }
    landIfReduced(pan.state)
  }

  /// Under ``reducesMotion`` a released swipe or catch lands at once where its release sent it.
  func landIfReduced(_ state: GestureState) {
    guard reducesMotion, state.isFinished, !transition.isInteractive, transition.isAnimating else { return }
    steer(to: transition.target)
  }

  /// Places the scenes for the transition's progress.
  ///
  /// The top one is offset by what is left of its travel, the one under it at parallax under the
  /// shade; under ``reducesMotion`` one scene shows at a time (a swipe back still slides, with the
  /// hand). The scenes take presses once the transition is visually done; the catch takes them
  /// before.
  func place() {
    // A press on a scene whose transition is all but done (the scenes take presses again) lands it
    // on the press's frame: the scene pressed holds still under the hand.
    if context.gestures.arena.isPressed && transition.isAnimating && !isVisiblyMoving { return landIfDone() }
    let p = transition.progress
    let width = size.width
    let takesInput = !isVisiblyMoving
    // In a transition's last percent only the scene it heads for takes presses: the strip left of
    // the one leaving is not pressed (it is gone at the landing the press brings).
    let heading = destination.holder
    for hosted in hosted {
      let takes = takesInput && (hosted.holder === heading || !transition.isAnimating)
      if hosted.holder.isUserInteractionEnabled != takes { hosted.holder.isUserInteractionEnabled = takes }
    }
    if catchLayer.isUserInteractionEnabled == takesInput { catchLayer.isUserInteractionEnabled = !takesInput }
    edgeSwipe.isEnabled = top != nil && p == 1
    touchpadSwipe.isEnabled = edgeSwipe.isEnabled
    defer { onPlace?() }
    guard let top else {
      set(under.holder, offset: 0, hidden: false)
      shade.isHidden = true
      return
    }
    if reducesMotion && !transition.isInteractive {
      // One scene at a time: nothing is drawn over the other's text.
      set(top.holder, offset: 0, hidden: p < 0.5)
      set(under.holder, offset: 0, hidden: p >= 0.5)
      shade.isHidden = true
    } else {  // a swipe back follows the pointer under reduced motion too: the hand moves it
      set(top.holder, offset: (1 - p) * width, hidden: p == 0)
      set(under.holder, offset: -Self.parallax * width * p, hidden: p == 1)
      shade.isHidden = p == 0 || p == 1
      if shade.alpha != Self.shadeOpacity * p { shade.alpha = Self.shadeOpacity * p }
    }
    edgeShadow.isHidden = (reducesMotion && !transition.isInteractive) || p == 1
  }

  private func set(_ holder: Layer, offset: Double, hidden: Bool) {
    let transform = LayerTransform(translation: Vector2(x: offset, y: 0))
    if holder.transform != transform { holder.transform = transform }
    if holder.alpha != 1 { holder.alpha = 1 }
    holder.isHidden = hidden
  }
}
