import FluidMotion

/// Routes pointer interactions to the recognisers and controls attached to layers, like UIKit's
/// gesture environment.
///
/// A press goes to every enabled recogniser on the layer hit and on its ancestors; the rest of that
/// interaction (moves, wheel, release — also outside the window) goes to the same ones. When one
/// begins (or a discrete one is recognised), the others that are still possible fail unless either
/// recognises simultaneously. Focus loss cancels the interaction. Call ``tick(at:)`` every frame so
/// time-based recognisers (a press ramping its force, a tap timing out) move on without input.
///
/// ```swift
/// let gestures = GestureDispatcher(root: scene.root)
/// gestures.add(PanGestureRecognizer(beginsOnPress: true) { pan in … }, to: pip)
/// gestures.handle(event)
/// ```
public final class GestureDispatcher {
  private let root: Layer
  private var attached: [(layer: Layer, recognizer: any GestureRecognizer)] = []
  private var active: [any GestureRecognizer] = []

  /// Creates a dispatcher for the layer tree under `root`.
  public init(root: Layer) { self.root = root }

  /// Attaches `recognizer` to `layer`.
  public func add(_ recognizer: any GestureRecognizer, to layer: Layer) {
    attached.append((layer, recognizer))
  }

  /// Detaches `recognizer`.
  public func remove(_ recognizer: any GestureRecognizer) {
    attached.removeAll { $0.recognizer === recognizer }
    active.removeAll { $0 === recognizer }
  }

  /// Whether an interaction is under way (a pointer is down on an attached layer).
  public var isInteracting: Bool { !active.isEmpty }

  /// Handles an event; returns whether a recogniser took it.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown(let p, let t, .primary, let pressure):
      begin(at: p, time: t, pressure: pressure)
    case .pointerMoved(let p, let t, let pressure): deliver(.moved(p, time: t, pressure: pressure))
    case .pointerUp(let p, let t, .primary):
      let used = !active.isEmpty
      deliver(.up(p, time: t))
      endInteraction()
      return used
    case .wheel(let d, _, let t): deliver(.wheel(d, time: t))
    case .pointerCancelled(let t), .focusLost(let t):
      let used = !active.isEmpty
      deliver(.cancel(time: t))
      endInteraction()
      return used
    default: return false
    }
    return !active.isEmpty
  }

  /// Moves time-based recognisers on to `time`.
  public func tick(at time: Double) {
    guard !active.isEmpty else { return }
    deliver(.tick(time: time))
  }

  private func begin(at p: Vector2, time: Double, pressure: Double?) {
    if !active.isEmpty {  // a lost release: cancel what was going on
      deliver(.cancel(time: time))
      endInteraction()
    }
    guard let hit = root.hitTest(p) else { return }
    var chain: [Layer] = []
    var layer: Layer? = hit
    while let l = layer {
      chain.append(l)
      layer = l.superlayer
    }
    active = chain.flatMap { l in
      attached.filter { $0.layer === l && $0.recognizer.isEnabled }.map(\.recognizer)
    }
    deliver(.down(p, time: time, pressure: pressure))
  }

  private func deliver(_ input: GestureInput) {
    for r in active {
      let before = r.state
      r.handle(input)
      let won = before == .possible && (r.state == .began || r.state == .ended)
      if won && !r.recognizesSimultaneously {
        for other in active where other !== r && other.state == .possible && !other.recognizesSimultaneously {
          other.fail()
        }
      }
    }
  }

  /// After a release or cancel: what is still possible fails, then everything returns to possible.
  private func endInteraction() {
    for r in active where r.state == .possible { r.fail() }
    for r in active { r.reset() }
    active.removeAll()
  }
}
