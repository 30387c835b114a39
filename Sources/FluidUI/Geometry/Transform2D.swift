#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import FluidMotion

/// A 2-D affine transform, x′ = a·x + c·y + tx, y′ = b·x + d·y + ty (Core Graphics' layout).
///
/// ```swift
/// let t = Transform2D.translation(100, 50).rotated(by: .pi / 4).scaled(by: 2)
/// let p = t.apply(Vector2(x: 1, y: 0))
/// ```
public struct Transform2D: Hashable, Sendable {
  /// The linear part's first column.
  public var a: Double, b: Double
  /// The linear part's second column.
  public var c: Double, d: Double
  /// The translation.
  public var tx: Double, ty: Double

  /// Creates a transform from its six entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity.
  public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation.
  public static func translation(_ x: Double, _ y: Double) -> Transform2D {
    Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// This transform followed by nothing else but applied after `other`: `self ∘ other`.
  public func concatenating(_ other: Transform2D) -> Transform2D {
    Transform2D(
      a: a * other.a + c * other.b, b: b * other.a + d * other.b,
      c: a * other.c + c * other.d, d: b * other.c + d * other.d,
      tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
  }

  /// This transform, then a translation in its own (inner) coordinates.
  public func translated(_ x: Double, _ y: Double) -> Transform2D { concatenating(.translation(x, y)) }

  /// This transform, then a rotation by `angle` radians (clockwise on screen, y down).
  public func rotated(by angle: Double) -> Transform2D {
    let (s, co) = (sin(angle), cos(angle))
    return concatenating(Transform2D(a: co, b: s, c: -s, d: co, tx: 0, ty: 0))
  }

  /// This transform, then a scale.
  public func scaled(by sx: Double, _ sy: Double? = nil) -> Transform2D {
    concatenating(Transform2D(a: sx, b: 0, c: 0, d: sy ?? sx, tx: 0, ty: 0))
  }

  /// Maps a point.
  public func apply(_ p: Vector2) -> Vector2 {
    Vector2(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// The inverse, or `nil` when the transform collapses the plane (a zero scale).
  public var inverted: Transform2D? {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    return Transform2D(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// Whether the transform only translates.
  public var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

  /// The rotation angle in radians.
  public var rotation: Double { atan2(b, a) }

  /// The mean scale factor, √|det|.
  public var scale: Double { abs(a * d - b * c).squareRoot() }
}
