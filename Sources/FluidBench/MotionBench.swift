import FluidMotion

/// The motion-core benchmarks: one spring step, and many springs per frame against the reference
/// integrators (per-frame semi-implicit Euler, and RK4 on a fixed 1 ms step as POP does).
enum MotionBench {
  /// Seconds taken by `body`, on the continuous clock.
  static func time(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let d = clock.measure(body)
    return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
  }

  /// Nanoseconds per `Spring.update` for a scalar and a 2-D value.
  static func stepCost(iterations n: Int) -> (scalar: Double, vector: Double) {
    let spring = Spring(response: 0.35, dampingRatio: 0.8)
    var x = 0.0, v = 0.0
    let scalar = time {
      for i in 0..<n {
        spring.update(value: &x, velocity: &v, target: i & 1 == 0 ? 100 : -100, deltaTime: 1.0 / 120)
      }
    }
    var p = Vector2.zero, pv = Vector2.zero
    let vector = time {
      for i in 0..<n {
        spring.update(
          value: &p, velocity: &pv, target: Vector2(x: i & 1 == 0 ? 100 : -100, y: 50), deltaTime: 1.0 / 120)
      }
    }
    precondition(x.isFinite && p.x.isFinite)
    return (scalar / Double(n) * 1e9, vector / Double(n) * 1e9)
  }

  /// Milliseconds per 120 Hz frame to advance `count` springs: exact (coefficients shared), Euler, RK4 1 ms.
  static func manySprings(count: Int, frames: Int) -> (exact: Double, euler: Double, rk4: Double) {
    let spring = Spring(response: 0.35, dampingRatio: 0.8)
    let (k, c, dt) = (spring.stiffness, spring.damping, 1.0 / 120)
    var x = (0..<count).map { Double($0 % 500) }
    var v = [Double](repeating: 0, count: count)
    let exact = time {
      for _ in 0..<frames {
        let step = SpringTransition(spring: spring, deltaTime: dt)  // shared by every spring this frame
        for i in 0..<count {
          let y = x[i] - 250
          x[i] = 250 + step.a * y + step.b * v[i]
          v[i] = step.c * y + step.d * v[i]
        }
      }
    }
    let euler = time {
      for _ in 0..<frames {
        for i in 0..<count {
          v[i] += (-k * (x[i] - 250) - c * v[i]) * dt
          x[i] += v[i] * dt
        }
      }
    }
    let h = 0.001
    let rk4 = time {
      for _ in 0..<frames {
        for i in 0..<count {
          var (y, w) = (x[i] - 250, v[i])
          for _ in 0..<8 {  // 8.33 ms at 1 ms steps (POP runs whole steps and interpolates)
            let a1 = -k * y - c * w
            let (y2, w2) = (y + w * h / 2, w + a1 * h / 2)
            let a2 = -k * y2 - c * w2
            let (y3, w3) = (y + w2 * h / 2, w + a2 * h / 2)
            let a3 = -k * y3 - c * w3
            let (y4, w4) = (y + w3 * h, w + a3 * h)
            let a4 = -k * y4 - c * w4
            y += (w + 2 * w2 + 2 * w3 + w4) * h / 6
            w += (a1 + 2 * a2 + 2 * a3 + a4) * h / 6
          }
          (x[i], v[i]) = (y + 250, w)
        }
      }
    }
    precondition(x.allSatisfy(\.isFinite))
    let perFrame = 1000 / Double(frames)
    return (exact * perFrame, euler * perFrame, rk4 * perFrame)
  }
}
