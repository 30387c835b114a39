import FluidMotion

/// The state every recogniser keeps: its ``GestureState``, moved only along UIKit's transitions, and
/// the flags the ``GestureArena`` reads.
///
/// A recogniser of your own moves its state with ``move(to:)`` and calls its action when that returns
/// true; ``returnToPossible()`` ends an interaction in its `reset()`. While a recogniser the
/// arena was told it must wait for (``GestureArena/require(_:toFail:)``) is still possible,
/// ``move(to:)`` holds a recognition back and returns false: the arena applies it, calling
/// ``GestureRecognizer/sendActions()``, once that one fails — or fails this one if it succeeds.
///
/// A core, its recogniser and the arena live on the thread that drives the frame loop (the main
/// thread in an app). The core is an object, one per recogniser, so a ``GestureRecognizer/shouldBegin``
/// asked from inside ``move(to:)`` may read the recogniser's state, click count and modifier keys.
///
/// ```swift
/// if core.move(to: .ended) { action?(self) }   // recognised: act now, unless held back
/// ```
public final class GestureCore {
  /// The current state.
  public internal(set) var state = GestureState.possible
  /// Whether the recogniser takes part in interactions.
  public var isEnabled = true {
    didSet { if isEnabled != oldValue { onEnabledChange?(isEnabled) } }
  }
  /// Told when ``isEnabled`` changes (a ``Control`` marks its layer not enabled, and so not focusable).
  var onEnabledChange: ((Bool) -> Void)?
  /// Whether it keeps going when another recogniser of the same interaction begins.
  public var recognizesSimultaneously = false
  /// Whether the wheel and touchpad scrolls over its layer reach it with no button down, as
  /// ``GestureInput/scroll(_:location:time:)`` (default false).
  public var acceptsScroll = false
  /// Whether a press on its layer reaches it (default true).
  ///
  /// A recogniser of scrolls alone sets it false (``ScrollGestureRecognizer``): it is then never on
  /// a press's path, as Flutter resolves pointer signals apart from its gesture arena.
  public var acceptsPress = true
  /// The strip along an edge of the window a press must land in for it to take part (nil, the
  /// default: anywhere on its layer).
  ///
  /// The arena leaves a press outside the strip off its path, as UIKit asks
  /// `gestureRecognizer(_:shouldReceive:)` before a touch reaches a recogniser: a
  /// ``ScreenEdgePanGestureRecognizer`` sets it, so a press away from the edge never reaches it.
  public var pressStrip: EdgeStrip?
  /// Whether its beginning cancels every other recogniser of the interaction, also those that
  /// recognise simultaneously (a control's press), as a scroll view's pan cancels the touches of the
  /// content under it (UIKit's `cancelsTouchesInView`; default false).
  public var cancelsOthers = false
  /// Whether it sees each input of a press before the other members and is never made to fail or
  /// cancelled by their beginning (default false): a window's own gesture the content must not take
  /// from it, as the swipe back from the window's edge (``ScreenEdgePanGestureRecognizer``).
  public var takesPrecedence = false
  /// Whether it stays possible after the release that ends an interaction (default false).
  ///
  /// It keeps getting ticks and the next press on its layer (a double tap waiting for its second
  /// click), and ends when it fails or recognises on its own, or is cancelled by a press elsewhere.
  public var spansInteractions = false
  /// The transitions held back while a recogniser this one requires to fail is still possible, in
  /// order (empty when nothing is held); changes in a row are held as one, so a recogniser that
  /// waited long is replayed as at most began, changed and its end, with its current values.
  public private(set) var heldTransitions: [GestureState] = []
  /// Set by the arena while a required recogniser is still possible.
  var isWaiting = false
  /// The modifier keys held as the arena delivered the input being handled (UIKit's
  /// `UIGestureRecognizer.modifierFlags`).
  public internal(set) var modifierFlags: KeyModifiers = []
  /// How many clicks the press being handled continues, as the arena counted it
  /// (``GestureArena/clickCount``; 0 before any press).
  public internal(set) var clickCount = 0
  /// Asked as the recogniser leaves the possible state (``GestureRecognizer/shouldBegin``).
  var beginGate: BeginGate?
  /// Asked before ``beginGate``, set by what owns the recogniser (a list's row tap begins only over
  /// a row, or to shut a row's open actions); an adopter's ``GestureRecognizer/shouldBegin`` is
  /// asked too.
  var ownerMayBegin: (() -> Bool)?
  /// Whether held-back transitions are being applied: the gate allowed them when they were held.
  var isReplaying = false
  /// The gesture constants of the arena it is attached to (``GestureArena/settings``), set
  /// when it is added: what a recogniser's thresholds default to.
  public internal(set) var settings = GestureSettings.standard

  /// Creates a core in the possible state.
  public init() {}

  /// A strip along an edge of the window, window points: where a press must land for a recogniser to
  /// take part (``pressStrip``).
  public struct EdgeStrip: Sendable, Equatable {
    /// The edge the strip runs along.
    public var edge: ScreenEdgePanGestureRecognizer.Edge
    /// How far it reaches in from the edge, pt (> 0); nil for the table's
    /// ``GestureSettings/edgeWidth``.
    public var width: Double?

    /// A strip along `edge`, `width` pt wide (nil: the table's ``GestureSettings/edgeWidth``).
    public init(edge: ScreenEdgePanGestureRecognizer.Edge, width: Double? = nil) {
      self.edge = edge
      self.width = width
    }

    /// Whether `p` (window points) lies in the strip, `tableWidth` pt wide where ``width`` is nil.
    func contains(_ p: Vector2, tableWidth: Double) -> Bool {
      let depth =
        switch edge {
        case .left: p.x
        case .top: p.y
        }
      return depth < width ?? tableWidth
    }
  }

  /// The state the recogniser has, counting held-back transitions.
  public var effectiveState: GestureState { heldTransitions.last ?? state }

  /// Moves to `next`; returns whether the recogniser should call its action now.
  ///
  /// Returns false for `.possible` and `.failed`, and for a transition held back because a required
  /// recogniser is still possible. A move to `.failed` is never held back, and drops what was held.
  /// A move out of the possible state that ``GestureRecognizer/shouldBegin`` refuses is a move to
  /// `.failed`.
  /// - Precondition: the transition is one UIKit allows.
  public func move(to next: GestureState) -> Bool {
    let from = effectiveState
    precondition(
      from.canMove(to: next) || (next == .failed && !heldTransitions.isEmpty),
      "GestureRecognizer: illegal transition \(from) → \(next)")
    if from == .possible && next != .failed && next != .possible && !isReplaying
      && (ownerMayBegin?() == false || beginGate?.allows() == false)
    {
      state = .failed
      return false
    }
    if next == .failed {
      heldTransitions.removeAll()
      state = .failed
      return false
    }
    if isWaiting && state == .possible && next != .possible {
      // A change after a change adds nothing: the replay reads the recogniser's current values.
      if !(next == .changed && heldTransitions.last == .changed) { heldTransitions.append(next) }
      return false
    }
    state = next
    return next != .possible
  }

  /// Ends the interaction: an active gesture is cancelled first, then the state is possible again
  /// and nothing is held.
  public func returnToPossible() {
    if state.isActive { state = .cancelled }
    state = .possible
    heldTransitions.removeAll()
    isWaiting = false
    isReplaying = false
  }

  /// Takes the held-back transitions, to apply them now that nothing is waited for (``shouldBegin``
  /// is not asked again: it allowed them when they were held).
  func takeHeldTransitions() -> [GestureState] {
    defer { heldTransitions.removeAll() }
    isWaiting = false
    isReplaying = true
    return heldTransitions
  }
}
