import FluidMotion

/// One interactive screen: a layer tree driven by input and animations.
///
/// A scene never sees the platform. It is given a ``SceneContext`` when it is created — the animator
/// it starts its animations on, where it sends ``AppRequest``s, its feedback — takes ``InputEvent``s,
/// and exposes its layers for drawing. The ``FrameLoop`` that runs it, in a window or on a
/// ``VirtualPlatform``, ticks the context's animator, lays the scene out whenever the window's size
/// changes (a scene never sees ``InputEvent/resized(_:time:)``), and acts on its requests. So every
/// scene runs headless in tests with scripted input on a fixed-step clock.
///
/// Only ``context``, ``title``, ``root``, ``layout(size:)`` and ``handle(_:)`` must be written;
/// the rest have defaults. A scene lives on the main actor, as the ``FrameLoop``, the ``Platform``
/// and the ``VirtualDisplay`` that drive it do: a conforming class is main-actor isolated (declare it
/// `@MainActor` or not), and a test that drives one runs on the main actor too.
///
/// ```swift
/// final class Dot: Scene {
///   let context: SceneContext
///   let title = "Dot"
///   let root = Layer()
///   init(context: SceneContext = SceneContext()) { self.context = context }
///   func layout(size: Size) { root.frame = Rect(origin: .zero, size: size) }
///   func handle(_ event: InputEvent) -> Bool { false }
/// }
/// ```
@MainActor
public protocol Scene: AnyObject {
  /// What the scene was given at creation: its animator, its request queue, its feedback.
  var context: SceneContext { get }
  /// The scene's name: the window's title when the loop starts.
  var title: String { get }
  /// The root layer, sized to the window.
  var root: Layer { get }
  /// Whether a gesture is live (a pointer is down): frames keep coming while it is. By default, whether
  /// one of the scene's recognisers (``gestures``) is live.
  var isInteracting: Bool { get }
  /// Lays the scene out for a window of `size` points: before the first frame and after every resize.
  func layout(size: Size)
  /// Handles one input event; returns whether the scene used it.
  ///
  /// A press, move, release or wheel step delivered to a recogniser at work on its path
  /// (``SceneContext/gestures``) does not come here, nor a key a ``KeyCommand`` took (focus loss
  /// always does); the mouse's Back and Forward buttons
  /// come as the ``Key/back`` and ``Key/forward`` keys.
  ///
  /// An unused `Ctrl+Q` or `Esc` ends the run (``FrameLoop/quitKeys``), so a scene that wants those
  /// keys returns `true` for them.
  @discardableResult
  func handle(_ event: InputEvent) -> Bool
  /// A plain-data snapshot of what the scene shows, for tests and state dumps; empty by default.
  var state: [String: Double] { get }
  /// Moves time-based behaviour on to `time` (seconds); called every frame before the animator
  /// advances. Nothing by default.
  func update(at time: Double)
  /// When something time-based is next due with no input and nothing animating (a wheel that counts
  /// as stopped after a pause, a timer), in seconds; `nil` (the default) when nothing is.
  ///
  /// The frame loop sleeps while nothing animates and no gesture is live; it never sleeps past this
  /// time, and draws a frame for it (``update(at:)`` runs then).
  var nextWakeTime: Double? { get }
  /// Follows the window's environment: called before the first frame when the platform knows it,
  /// then whenever it changes (the desktop turned dark, the window lost the focus). Nothing by
  /// default.
  func environmentChanged(_ environment: WindowEnvironment)
}

extension Scene {
  /// The animator the scene starts its animations on: its context's, which the frame loop ticks.
  public var animator: Animator { context.animator }
  /// Asks the app around the scene for something (quit, a new title); see ``AppRequest``.
  public func request(_ request: AppRequest) { context.requests.send(request) }
  /// The scene's gesture recognisers: its context's scope in the window's arena.
  public var gestures: GestureScope { context.gestures }
  /// Whether one of the scene's recognisers is live, by default.
  public var isInteracting: Bool { context.gestures.isInteracting }
  /// No state by default.
  public var state: [String: Double] { [:] }
  /// Nothing to do by default.
  public func update(at time: Double) {}
  /// Nothing is due by default.
  public var nextWakeTime: Double? { nil }
  /// Nothing to follow by default.
  public func environmentChanged(_ environment: WindowEnvironment) {}
}
