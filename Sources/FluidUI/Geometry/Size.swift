import FluidMotion

/// A size in points.
///
/// A `VectorArithmetic` value (FluidMotion's), so a spring or a decay moves one (width and height
/// together):
///
/// ```swift
/// let grow = SpringAnimation.spring(value: Size(width: 100, height: 60), target: Size(width: 320, height: 200))
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible, VectorArithmetic {
  /// Width, pt.
  public var width: Double
  /// Height, pt.
  public var height: Double

  /// The sides a window may be opened at, points: 200...8192.
  ///
  /// The range of `fluid run --size`, a replay's header and `AppLoop.run`. A window manager may make
  /// the window smaller afterwards, down to 1 × 1.
  public static let windowSides: ClosedRange<Double> = 200...8192

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// 0 × 0.
  public static let zero = Size(width: 0, height: 0)

  /// `WxH`, whole points; a side that is not a finite number of a sane size as it is (`nanx10`).
  public var description: String { "\(Self.side(width))x\(Self.side(height))" }

  private static func side(_ value: Double) -> String {
    value.isFinite && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
  }

  /// The sum, side by side.
  public static func + (a: Size, b: Size) -> Size {
    Size(width: a.width + b.width, height: a.height + b.height)
  }

  /// The difference, side by side.
  public static func - (a: Size, b: Size) -> Size {
    Size(width: a.width - b.width, height: a.height - b.height)
  }

  /// Multiplies both sides by `rhs`.
  public mutating func scale(by rhs: Double) {
    width *= rhs
    height *= rhs
  }

  /// width² + height².
  public var magnitudeSquared: Double { width * width + height * height }
}
