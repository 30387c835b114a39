import FluidMotion

/// What the app gives a scene when it creates it: the animator the frame loop ticks, its share of
/// the window's gesture arena, the window's keyboard focus, the queue its requests go to, where
/// impact feedback goes, and the desktop's gesture constants.
///
/// A scene keeps its context for its whole life and starts every animation on
/// ``animator``, from anywhere — an event, a frame's update, a completion: the loop that runs the
/// scene ticks that animator and wakes for what is added to it.
///
/// ```swift
/// let context = SceneContext()
/// let scene = CardScene(context: context)
/// context.requests.send(.quit)   // what a scene does through Scene.request(_:)
/// ```
public struct SceneContext {
  /// Where impact feedback goes (an audio click; silent without a device).
  public var feedback: any FeedbackSink
  /// Where copied text goes and pasted text comes from (the desktop's in the app).
  public var clipboard: any Clipboard
  /// The animator the frame loop ticks every frame.
  public let animator: Animator
  /// Where the scene's requests to the app go; the loop takes them after every event and frame.
  public let requests: RequestQueue
  /// The scene's share of the window's ``GestureArena``: where it adds its recognisers and controls.
  ///
  /// The frame loop feeds the arena; the scene's host drops the scope with the scene.
  public let gestures: GestureScope
  /// The window's keyboard focus: one focused element, its ring, the keys that move it; the frame
  /// loop hands it the keys before the scene.
  public let focus: FocusSystem
  /// The gesture constants, with the desktop's values where it publishes them: what the arena's
  /// members and the scene's caught objects judge presses by (the arena's ``GestureArena/settings``).
  public var gestureSettings: GestureSettings {
    get { gestures.arena.settings }
    nonmutating set { gestures.arena.settings = newValue }
  }

  /// Creates a context; by default a fresh animator, a fresh request queue, no feedback, a
  /// clipboard in memory, and a scope of a fresh gesture arena with the standard gesture constants.
  public init(
    feedback: any FeedbackSink = SilentFeedback(), animator: Animator = Animator(),
    requests: RequestQueue = RequestQueue(), clipboard: any Clipboard = MemoryClipboard(),
    gestureSettings: GestureSettings = .standard, gestures: GestureScope? = nil, focus: FocusSystem? = nil
  ) {
    self.feedback = feedback
    self.clipboard = clipboard
    self.animator = animator
    self.requests = requests
    self.gestures = gestures ?? GestureArena(settings: gestureSettings).makeScope()
    self.focus = focus ?? FocusSystem()
  }

  /// The same services with a request queue of its own: for a scene that hosts other scenes and
  /// acts on some of their requests itself.
  public func withOwnRequests() -> SceneContext {
    SceneContext(
      feedback: feedback, animator: animator, requests: RequestQueue(), clipboard: clipboard,
      gestureSettings: gestureSettings, gestures: gestures, focus: focus)
  }

  /// The same services with a request queue of its own, a scope of the animator
  /// (`Animator.makeScope()`) and a scope of the gesture arena: for a host that shows several
  /// scenes and ends one scene's animations and gestures without touching the others'.
  public func scoped() -> SceneContext {
    SceneContext(
      feedback: feedback, animator: animator.makeScope(), requests: RequestQueue(), clipboard: clipboard,
      gestureSettings: gestureSettings, gestures: gestures.arena.makeScope(), focus: focus)
  }
}
