import FluidMotion

/// One layer property animated by a ``PropertyAnimator``: from a value to a value over a stretch of
/// the animator's progress.
struct PropertyTrack {
  let layer: Layer
  let from: LayerProperty
  var to: LayerProperty
  /// The progress at which the track starts (animations added mid-flight run for the remaining part).
  let startProgress: Double

  /// Writes the value at animator progress `p` (0...1, may overshoot with a spring) to the layer;
  /// positions follow `axes`, the progress along x and y (equal to `p` unless a spring was given a
  /// 2-D velocity).
  func apply(progress p: Double, axes: Vector2) {
    layer.set(
      Self.interpolate(from, to, fraction(p), axes: Vector2(x: fraction(axes.x), y: fraction(axes.y))))
  }

  /// The fraction of this track done at animator progress `p`: 0 before a track added mid-flight
  /// starts; below 0 for one added at the start when a spring overshoots the start or leaves it
  /// backwards (a 2-D velocity away from the target).
  private func fraction(_ p: Double) -> Double {
    let span = 1 - startProgress
    guard startProgress == 0 || p >= startProgress else { return 0 }
    return span > 0 ? (p - startProgress) / span : 1
  }

  /// The value a fraction `f` of the way from `a` to `b` (extrapolates for f outside 0...1); positions
  /// (a frame's origin, a transform's translation) go `axes.x` of the way along x and `axes.y` along y.
  static func interpolate(_ a: LayerProperty, _ b: LayerProperty, _ f: Double, axes: Vector2) -> LayerProperty
  {
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    func mix(_ x: Vector2, _ y: Vector2) -> Vector2 { x + (y - x).scaled(by: f) }
    func move(_ p: Vector2, _ q: Vector2) -> Vector2 {
      Vector2(x: p.x + (q.x - p.x) * axes.x, y: p.y + (q.y - p.y) * axes.y)
    }
    switch (a, b) {
    case (.frame(let x), .frame(let y)):
      return .frame(
        Rect(
          origin: move(x.origin, y.origin),
          size: Size(width: mix(x.size.width, y.size.width), height: mix(x.size.height, y.size.height))))
    case (.alpha(let x), .alpha(let y)): return .alpha(mix(x, y))
    case (.cornerRadius(let x), .cornerRadius(let y)): return .cornerRadius(max(0, mix(x, y)))
    case (.transform(let x), .transform(let y)):
      return .transform(
        LayerTransform(
          translation: move(x.translation, y.translation), scale: mix(x.scale, y.scale),
          rotation: mix(x.rotation, y.rotation)))
    case (.fill(let x?), .fill(let y?)):
      return .fill(
        .verticalGradient(
          top: x.color(at: 0).mixed(with: y.color(at: 0), f),
          bottom: x.color(at: 1).mixed(with: y.color(at: 1), f)))
    default:
      return f >= 1 ? b : a
    }
  }
}

extension Layer {
  /// The current value of an animatable property.
  func value(of key: LayerProperty.Key) -> LayerProperty {
    switch key {
    case .frame: return .frame(frame)
    case .alpha: return .alpha(alpha)
    case .cornerRadius: return .cornerRadius(cornerRadius)
    case .transform: return .transform(transform)
    case .fill: return .fill(fill)
    }
  }

  /// Writes an animatable property.
  func set(_ value: LayerProperty) {
    switch value {
    case .frame(let v): frame = v
    case .alpha(let v): alpha = min(max(v, 0), 1)
    case .cornerRadius(let v): cornerRadius = v
    case .transform(let v): transform = v
    case .fill(let v):
      // A gradient of two equal colours is written back as the solid colour it is.
      if case .verticalGradient(let top, let bottom)? = v, top == bottom {
        fill = .solid(top)
      } else {
        fill = v
      }
    }
  }
}
