/// What an accessibility element is and how it behaves, with UIKit's names
/// (`UIAccessibilityTraits`): a screen reader says it, and a bridge picks the element's role from it.
///
/// ```swift
/// let key = Layer()
/// key.accessibilityTraits = [.button]
/// let readout: AccessibilityTraits = [.staticText, .updatesFrequently]
/// ```
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The bits.
  public let rawValue: UInt32
  /// Creates traits from their bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// It acts when activated (a key, a row, a window control).
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// It has a value that ``Layer/accessibilityIncrement()`` and ``Layer/accessibilityDecrement()``
  /// change (a slider).
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 1)
  /// It heads a part of the screen.
  public static let header = AccessibilityTraits(rawValue: 1 << 2)
  /// It is text that does not change by itself (a label); with ``updatesFrequently``, a readout.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 3)
  /// It is the selected one of its kind (a row, a tab).
  public static let selected = AccessibilityTraits(rawValue: 1 << 4)
  /// Its value changes often (a readout, a moving object's state): a screen reader polls rather than
  /// speaks every change.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 5)
  /// It cannot be used now.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
  /// It switches between on and off (with ``selected`` while on).
  public static let toggleButton = AccessibilityTraits(rawValue: 1 << 7)
}

/// How an accessibility container presents its children (UIKit's `UIAccessibilityContainerType`).
public enum AccessibilityContainerType: Sendable, Hashable {
  /// Not a container of its own: its elements belong to the container above it.
  case none
  /// A group of related elements (a keypad, a pane).
  case semanticGroup
  /// A list of items, in order (a menu of rows).
  case list
  /// A scrolling area (a scroll view's viewport).
  case scrollPane
}

/// A numeric value an assistive technology can read and set: a slider's range, step and position.
public struct AccessibilityNumber: Sendable, Hashable {
  /// The least value.
  public var minimum: Double
  /// The greatest value.
  public var maximum: Double
  /// The smallest change that matters (an arrow key's step), > 0.
  public var step: Double
  /// The value now, within `minimum...maximum`.
  public var current: Double

  /// Creates a value; `current` is kept within the range.
  public init(minimum: Double, maximum: Double, step: Double, current: Double) {
    (self.minimum, self.maximum) = (min(minimum, maximum), max(minimum, maximum))
    self.step = step > 0 && step.isFinite ? step : (self.maximum - self.minimum) / 100
    self.current = current.isFinite ? min(max(current, self.minimum), self.maximum) : self.minimum
  }
}
