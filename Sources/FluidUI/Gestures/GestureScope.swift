import FluidMotion

/// A scene's share of the window's ``GestureArena``: the members it adds compete with everyone
/// else's, and dropping the scope drops them all.
///
/// A scene gets its scope as ``SceneContext/gestures`` and adds its recognisers and controls to it;
/// the arena, fed by the frame loop, does the rest. Its host calls ``removeAll(at:)`` when the scene
/// goes away, as it ends the scene's animator scope.
///
/// ```swift
/// let card = Layer(frame: Rect(x: 0, y: 0, width: 100, height: 100))
/// context.gestures.add(PanGestureRecognizer(beginsOnPress: true) { pan in card.frame.origin = pan.location }, to: card)
/// let pressed = context.gestures.isInteracting  // a scene's isInteracting
/// ```
public final class GestureScope {
  /// The arena the members compete in.
  public let arena: GestureArena

  init(arena: GestureArena) { self.arena = arena }

  private var id: ObjectIdentifier { ObjectIdentifier(self) }

  /// The gesture constants the members default to: the arena's.
  public var settings: GestureSettings { arena.settings }

  /// Attaches `recognizer` to `layer`.
  ///
  /// The arena keeps the recogniser and its layer until they are detached: ``remove(_:)`` for one,
  /// ``removeAll(at:)`` for the scope (a scene's, when it goes away). A layer taken out of the tree
  /// is no longer hit, but it and its recognisers stay in memory until then, so a part of the
  /// window that is made and dropped over and over (a panel) gets a scope of its own
  /// (``GestureArena/makeScope()``) to drop with it.
  public func add(_ recognizer: any GestureRecognizer, to layer: Layer) {
    arena.add(recognizer, to: layer, scope: id)
  }

  /// Detaches `recognizer`; see ``GestureArena/remove(_:)``.
  public func remove(_ recognizer: any GestureRecognizer) { arena.remove(recognizer) }

  /// Makes `waiter` recognise only once `required` has failed; see ``GestureArena/require(_:toFail:)``.
  public func require(_ waiter: any GestureRecognizer, toFail required: any GestureRecognizer) {
    arena.require(waiter, toFail: required)
  }

  /// Whether one of this scope's members is at work: a press on it, or one still waiting or
  /// scrolling without a press.
  public var isInteracting: Bool { arena.isInteracting(scope: id) }

  /// Feeds the arena an event of the scene's own making (a key that drives a drag as a pointer
  /// would); returns whether a member took it.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool { arena.handle(event) }

  /// Cancels this scope's members at work (a press, a wait, a scroll) at `time` (s); they stay
  /// attached.
  public func cancelAll(at time: Double) { arena.cancelScope(id, at: time) }

  /// Drops every member of the scope; those at work are cancelled at `time` (s).
  public func removeAll(at time: Double) { arena.removeScope(id, at: time) }
}
