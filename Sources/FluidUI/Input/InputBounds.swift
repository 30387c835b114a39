import FluidMotion

/// The input the scenes are built for, and every event brought into it: positions within ±10⁷ pt,
/// wheel steps within ±10⁵ pt, twists within ±10⁷ rad, pressure in 0...1, window sizes in 1...16384 pt.
///
/// These are the ranges a replay file may hold (the reader refuses anything beyond them) and far
/// beyond what a window reports, so a real session is never changed; a program driving a scene
/// directly with any finite value gets the nearest one inside them, never a trap or an overflow.
package enum InputBounds {
  /// The largest position coordinate, pt.
  package static let position = 1e7
  /// The largest wheel step, pt.
  package static let wheel = 1e5
  /// The largest twist, radians.
  package static let angle = 1e7
  /// The window sizes a scene is laid out at, pt.
  package static let sizes = 1.0...16384.0

  /// `event` with every number brought inside the bounds (NaN becomes 0).
  package static func bounded(_ event: InputEvent) -> InputEvent {
    switch event {
    case .pointerDown(let p, let t, let b, let f):
      return .pointerDown(position: point(p), time: t, button: b, pressure: f.map(pressure))
    case .pointerMoved(let p, let t, let f):
      return .pointerMoved(position: point(p), time: t, pressure: f.map(pressure))
    case .pointerUp(let p, let t, let b): return .pointerUp(position: point(p), time: t, button: b)
    case .wheel(let d, let p, let t):
      return .wheel(delta: Vector2(x: clamp(d.x, wheel), y: clamp(d.y, wheel)), position: point(p), time: t)
    case .resized(let s, let t): return .resized(size(s), time: t)
    case .twist(let phase, let r, let c, let t):
      return .twist(phase: phase, rotation: twist(r), center: point(c), time: t)
    // A request's number is kept within the element's range where it is set.
    case .pointerCancelled, .keyDown, .keyUp, .focusLost, .accessibility: return event
    }
  }

  /// `s` inside ``sizes``.
  package static func size(_ s: Size) -> Size {
    func side(_ v: Double) -> Double {
      v.isNaN ? sizes.lowerBound : min(max(v, sizes.lowerBound), sizes.upperBound)
    }
    return Size(width: side(s.width), height: side(s.height))
  }

  /// A twist's rotation inside ±``angle``.
  package static func twist(_ r: Double) -> Double { clamp(r, angle) }

  private static func point(_ p: Vector2) -> Vector2 {
    Vector2(x: clamp(p.x, position), y: clamp(p.y, position))
  }

  private static func pressure(_ f: Double) -> Double { f.isNaN ? 0 : min(max(f, 0), 1) }

  private static func clamp(_ v: Double, _ limit: Double) -> Double {
    v.isNaN ? 0 : min(max(v, -limit), limit)
  }
}
