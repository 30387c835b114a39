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
