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
