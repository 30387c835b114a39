import FluidMotion

/// A ``ZoomTransition`` driven by the pointer, wired in one call
/// (``ZoomTransition/makeInteractive(in:edgeSwipeOn:)``): iOS 18's zoom, as UIKit's
/// `preferredTransition = .zoom` gives it.
///
/// - A click on the layer at rest in its cell opens it; a click on it in flight turns it back,
///   keeping its velocity; a click on it open is the content's.
/// - A press catches it anywhere, open or in flight, on the press frame; a drag moves it 1:1 and
///   shrinks it about the pointer as it goes down or sideways; the release sends it home or back
///   open by where its velocity projects it (``ZoomTransition/release(at:)``).
/// - With a layer for the window's edge swipe, a swipe from the left edge takes hold of an open
///   zoom where the swipe began and sends it home the same way, interactively and catchably; a swipe
///   cut short springs it back open. With nothing open the swipe does not begin, and whoever else
///   wants it has it.
///
/// ```swift
/// let zoom = ZoomTransition(
///   layer: card, source: Rect(x: 40, y: 80, width: 120, height: 160),
///   destination: Rect(x: 0, y: 0, width: 640, height: 480), animator: animator)
/// zoom.makeInteractive(in: context.gestures, edgeSwipeOn: root)
/// zoom.addCompletion { end in print(end == .start ? "home" : "open") }
/// ```
public final class ZoomInteraction {
  /// The zoom it drives (which keeps it).
  public private(set) weak var zoom: ZoomTransition?
  /// The press on the zoom's layer: it catches, drags and throws it (it begins on the press).
  public let pan: PanGestureRecognizer
  /// The swipe from the window's left edge that sends an open zoom home, if one was asked for.
  public let edgeSwipe: ScreenEdgePanGestureRecognizer?
  /// Where the edge swipe took hold of the layer, while it goes on.
  private var swipeGrab: Vector2?
  /// Whether the press under way came on the zoom resting closed.
  private var pressedClosed = false
  /// The arena share its recognisers are members of.
  private let gestures: GestureScope

  /// Wires `zoom` to a pan on its layer and, with `edgeLayer`, to a left-edge swipe there; both are
  /// members of `gestures`.
  init(zoom: ZoomTransition, gestures: GestureScope, edgeLayer: Layer?) {
    self.zoom = zoom
    self.gestures = gestures
    pan = PanGestureRecognizer(beginsOnPress: true)
    weak var weakSelf: ZoomInteraction?
    edgeSwipe = edgeLayer.map { _ in ScreenEdgePanGestureRecognizer(edge: .left) { weakSelf?.swipe($0) } }
    weakSelf = self
    pan.action = { [weak self] pan in self?.drag(pan) }
    gestures.add(pan, to: zoom.layer)
    guard let edgeSwipe, let edgeLayer else { return }
    edgeSwipe.shouldBegin = { [weak self] _ in self?.zoom?.transition.target == 1 }
    gestures.add(edgeSwipe, to: edgeLayer)
  }

  /// Whether a hand holds the zoom (a press, a drag or the edge swipe).
  public var isInteracting: Bool { zoom?.isDragging ?? false }

  /// Takes its recognisers out of the arena (the zoom was made interactive again).
  func detach() {
    gestures.remove(pan)
    if let edgeSwipe { gestures.remove(edgeSwipe) }
  }

  private func drag(_ pan: PanGestureRecognizer) {
    guard let zoom, swipeGrab == nil else { return }  // the edge swipe took the press over
    let point = zoom.layer.superlayer?.convertFromWindow(pan.location)
    switch pan.state {
    case .began:
      guard let point else { return }
      pressedClosed = zoom.transition.target == 0 && !zoom.transition.isAnimating
      zoom.pause(at: point, time: pan.time)
    case .changed: if let point { zoom.update(to: point, time: pan.time) }
    case .ended, .cancelled:
      if let point { zoom.update(to: point, time: pan.time) }
      zoom.release(at: pan.time)  // let go even where the layer has no place now
      // A click on the card resting in its cell opens it (a resting card's click is its own).
      let click = pan.translation.magnitude <= pan.core.settings.clickSlop
      if pan.state == .ended, pressedClosed, click { zoom.open() }
    default: break
    }
  }

  private func swipe(_ swipe: ScreenEdgePanGestureRecognizer) {
    guard let zoom else { return }
    switch swipe.state {
    case .began:
      guard let parent = zoom.layer.superlayer, let start = parent.convertFromWindow(swipe.start) else {
        return
      }
      swipeGrab = start
      zoom.pause(at: start, time: swipe.time)
      zoom.update(to: start + swipe.translation, time: swipe.time)
    case .changed:
      if let grab = swipeGrab { zoom.update(to: grab + swipe.translation, time: swipe.time) }
    case .ended, .cancelled:
      guard let grab = swipeGrab else { return }
      swipeGrab = nil
      zoom.update(to: grab + swipe.translation, time: swipe.time)
      zoom.release(at: swipe.time)
      if swipe.state == .cancelled { zoom.open() }
    default: break
    }
  }
}

extension ZoomTransition {
  /// Makes the zoom follow the pointer: a press on its layer catches, drags and throws it, a click
  /// on it resting in its cell opens it, and, with `edgeLayer` (the scene's root), a swipe from the window's left edge
  /// sends it home (``ZoomInteraction``).
  /// - Parameters:
  ///   - gestures: The scene's share of the window's arena (``SceneContext/gestures``).
  ///   - edgeLayer: The layer the edge swipe is a member on, or nil for none.
  /// - Returns: The interaction, whose recognisers can be ordered against others.
  @discardableResult
  public func makeInteractive(in gestures: GestureScope, edgeSwipeOn edgeLayer: Layer? = nil)
    -> ZoomInteraction
  {
    interaction?.detach()  // one hold on the zoom: a second call replaces the first
    let made = ZoomInteraction(zoom: self, gestures: gestures, edgeLayer: edgeLayer)
    interaction = made
    return made
  }
}
