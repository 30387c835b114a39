import FluidMotion

/// Recognises a click, or a double or triple click (UIKit's `UITapGestureRecognizer`): each press
/// released within the slop and the click duration, each next press within the double-click time
/// of the one before and the double-click distance of the first.
///
/// The thresholds come from the arena's ``GestureSettings`` (``GestureSettings/clickSlop``,
/// ``GestureSettings/clickDuration``, ``GestureSettings/doubleClickTime`` and
/// ``GestureSettings/doubleClickDistance``); ``slop`` and ``maximumDuration`` override the first two.
/// With ``numberOfTapsRequired`` above 1 it stays possible across releases, waiting for the next
/// click, and fails when the time runs out: a single tap that must not also fire on a double click
/// requires it to fail.
///
/// ```swift
/// let single = TapGestureRecognizer { _ in hop() }
/// let double = TapGestureRecognizer { _ in zoom() }
/// double.numberOfTapsRequired = 2
/// context.gestures.add(single, to: card)
/// context.gestures.add(double, to: card)
/// context.gestures.require(single, toFail: double)
/// ```
public final class TapGestureRecognizer: ActionGestureRecognizer {
  /// The state machine, shared in shape by every recogniser.
  public var core = GestureCore()
  /// How many clicks make the tap (≥ 1; default 1).
  public var numberOfTapsRequired = 1 {
    didSet {
      precondition(numberOfTapsRequired >= 1, "TapGestureRecognizer: numberOfTapsRequired must be ≥ 1")
      core.spansInteractions = numberOfTapsRequired > 1
    }
  }
  /// How far the pointer may move during a click, points (≥ 0); nil (the default): the settings'
  /// ``GestureSettings/clickSlop``.
  public var slop: Double?
  /// The longest press that still counts, seconds (> 0); nil (the default): the settings'
  /// ``GestureSettings/clickDuration``.
  public var maximumDuration: Double?
  /// Where the last click happened, window points.
  public private(set) var location = Vector2.zero
  /// Called when the tap is recognised.
  public var action: ((TapGestureRecognizer) -> Void)?
  private var first: Vector2?
  private var press: (point: Vector2, time: Double)?
  private var lastPress: Double?
  private var clicks = 0

  /// Creates the recogniser.
  public init(action: ((TapGestureRecognizer) -> Void)? = nil) { self.action = action }

  private var allowedMovement: Double { slop ?? core.settings.clickSlop }
  private var allowedDuration: Double { maximumDuration ?? core.settings.clickDuration }

  /// Handles one input.
  public func handle(_ input: GestureInput) {
    guard state == .possible else { return }
    switch input {
    case .down(let p, let t, _):
      if let first, let lastPress, !core.settings.continuesClick((first, lastPress), with: p, at: t) {
        return fail()
      }
      first = first ?? p
      press = (p, t)
      lastPress = t
      location = p
    case .moved(let p, let t, _):
      if let s = press, p.distance(to: s.point) > allowedMovement || t - s.time > allowedDuration { fail() }
    case .up(let p, let t): released(at: p, time: t)
    case .tick(let t):
      if let s = press, t - s.time > allowedDuration { fail() }
      if press == nil, let lastPress, t - lastPress > core.settings.doubleClickTime { fail() }
    case .cancel: fail()
    case .wheel, .scroll: break
    }
  }

  private func released(at p: Vector2, time t: Double) {
    guard let s = press else { return }
    press = nil
    location = p
    guard p.distance(to: s.point) <= allowedMovement && t - s.time <= allowedDuration else { return fail() }
    clicks += 1
    if clicks >= numberOfTapsRequired, core.move(to: .ended) { action?(self) }
  }

  /// Back to possible, waiting for a first click.
  public func reset() {
    core.returnToPossible()
    (first, press, lastPress, clicks) = (nil, nil, nil, 0)
  }
}
