/// A value made of independent axes, each a `Double`: what a ``SnappingValue`` rubber-bands axis by
/// axis past the ends of its snap points.
///
/// `Double` has one axis and ``Vector2`` two (x, y).
///
/// ```swift
/// var p = Vector2(x: 3, y: 4)
/// p[axis: 1] = 10     // (3, 10)
/// ```
public protocol AxisValue: VectorArithmetic {
  /// How many axes a value has, ≥ 1.
  static var axisCount: Int { get }
  /// The component along `axis`, `0..<axisCount`.
  subscript(axis axis: Int) -> Double { get set }
}

extension Double: AxisValue {
  /// One axis.
  public static var axisCount: Int { 1 }
  /// The value itself (axis 0).
  public subscript(axis axis: Int) -> Double {
    get { self }
    set { self = newValue }
  }
}

extension Vector2: AxisValue {
  /// Two axes: x (0) and y (1).
  public static var axisCount: Int { 2 }
  /// x for axis 0, y for axis 1.
  public subscript(axis axis: Int) -> Double {
    get { axis == 0 ? x : y }
    set { if axis == 0 { x = newValue } else { y = newValue } }
  }
}
