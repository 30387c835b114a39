extension Spring {
  /// A smooth spring with no bounce: duration 0.5 s, bounce 0 (SwiftUI's `Spring.smooth`).
  public static let smooth = Spring(duration: 0.5, bounce: 0)
  /// A snappy spring with a little bounce: duration 0.5 s, bounce 0.15 (SwiftUI's `Spring.snappy`).
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  /// A bouncy spring: duration 0.5 s, bounce 0.3 (SwiftUI's `Spring.bouncy`).
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

  /// A smooth spring with a tunable duration and bounce (SwiftUI's `Spring.smooth(duration:extraBounce:)`).
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, > 0. Default 0.5.
  ///   - extraBounce: Added to the base bounce of 0; the sum must lie in (−1, 1]. Default 0.
  /// - Precondition: the ranges above (checked by ``init(duration:bounce:)``).
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A snappy spring with a tunable duration and bounce (SwiftUI's `Spring.snappy(duration:extraBounce:)`).
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, > 0. Default 0.5.
  ///   - extraBounce: Added to the base bounce of 0.15; the sum must lie in (−1, 1]. Default 0.
  /// - Precondition: the ranges above (checked by ``init(duration:bounce:)``).
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A bouncy spring with a tunable duration and bounce (SwiftUI's `Spring.bouncy(duration:extraBounce:)`).
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds, > 0. Default 0.5.
  ///   - extraBounce: Added to the base bounce of 0.3; the sum must lie in (−1, 1]. Default 0.
  /// - Precondition: the ranges above (checked by ``init(duration:bounce:)``).
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
