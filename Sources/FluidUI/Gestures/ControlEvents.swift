/// The events a ``Control`` sends, with UIKit's names (`UIControl.Event`).
public struct ControlEvents: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates events from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A press inside the control.
  public static let touchDown = ControlEvents(rawValue: 1 << 0)
  /// A repeated press (second click of a double click), after `touchDown`.
  public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
  /// A drag within the control's bounds plus the exit margin.
  public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
  /// A drag outside them.
  public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
  /// A drag from outside back inside.
  public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
  /// A drag from inside to outside.
  public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
  /// A release inside.
  public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
  /// A release outside.
  public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
  /// The interaction was cancelled (focus lost).
  public static let touchCancel = ControlEvents(rawValue: 1 << 8)
  /// The control's primary action (a button: release inside).
  public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)

  /// Every touch event.
  public static let allTouchEvents: ControlEvents = [
    .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
    .touchUpInside, .touchUpOutside, .touchCancel,
  ]
}
