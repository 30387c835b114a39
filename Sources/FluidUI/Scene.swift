import FluidMotion

/// One interactive screen of the app: a layer tree driven by input and animations.
///
/// A scene never sees the platform: it takes ``InputEvent``s, starts and stops animations on the
/// `Animator` it is given, and exposes its layers for drawing. So every scene runs headless in tests
/// with scripted input and a fixed-step clock.
public protocol Scene: AnyObject {
  /// The scene's name, as shown in the window title.
  var title: String { get }
  /// The root layer, sized to the window.
  var root: Layer { get }
  /// Whether a gesture is live (a pointer is down): the display link keeps running while it is.
  var isInteracting: Bool { get }
  /// Lays the scene out for a window of `size` points.
  func layout(size: Size)
  /// Handles one input event; returns whether the scene used it.
  @discardableResult
  func handle(_ event: InputEvent, animator: Animator) -> Bool
  /// A plain-data snapshot of what the scene shows, for tests and state dumps.
  var state: [String: Double] { get }
  /// Moves time-based behaviour on to `time` (seconds); called every frame before the animator advances.
  func update(at time: Double, animator: Animator)
  /// When something time-based is next due with no input and nothing animating (a wheel that counts
  /// as stopped after a pause, a timer), in seconds; `nil` when nothing is.
  ///
  /// The frame loop sleeps while nothing animates and no gesture is live; it never sleeps past this
  /// time, and draws a frame for it (``update(at:animator:)`` runs then).
  var nextWakeTime: Double? { get }
  /// What the scene asks of the app around it since the last call (quit, toggle the stats overlay),
  /// in order; each request is returned once. The window driver acts on them after every event.
  func takeRequests() -> [AppRequest]
  /// The animator the scene starts its animations on, when it was given one at creation
  /// (``SceneContext/animator``): the frame loop ticks that one.
  var animator: Animator? { get }
}

/// Something a scene asks of the app that runs it: the window driver acts on it.
public enum AppRequest: Sendable, Equatable {
  /// Close the window and end the run.
  case quit
  /// Show or hide the frame-statistics overlay.
  case toggleStats
}

extension Scene {
  /// Nothing to do by default.
  public func update(at time: Double, animator: Animator) {}
  /// Nothing is due by default.
  public var nextWakeTime: Double? { nil }
  /// No requests by default.
  public func takeRequests() -> [AppRequest] { [] }
  /// None by default: the driver makes one and passes it to every call.
  public var animator: Animator? { nil }
}

/// What the app gives a scene: the platform services it may use.
public struct SceneContext {
  /// Where impact feedback goes (an audio click; silent without a device).
  public var feedback: any FeedbackSink
  /// The animator the app ticks every frame: a scene starts its animations on it from the moment it
  /// is created.
  public let animator: Animator

  /// Creates a context; with no animator, a fresh one the driver will tick (see ``Scene/animator``).
  public init(feedback: any FeedbackSink = SilentFeedback(), animator: Animator = Animator()) {
    self.feedback = feedback
    self.animator = animator
  }
}
