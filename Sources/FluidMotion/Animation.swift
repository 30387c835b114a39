/// Something an ``Animator`` advances once per presented frame.
///
/// An animation owns its running state and advances it by the measured time since the last frame;
/// it never reads a clock. When it reports ``AnimationStatus/finished`` the animator removes it.
///
/// Animations are not thread-safe: like their ``Animator``, they are created, advanced and read in
/// one isolation domain, normally the main thread.
public protocol Animation: AnyObject {
  /// Advances by `dt` seconds (finite, ≥ 0) and reports whether the animation is still running.
  func advance(by dt: Double) -> AnimationStatus
}
