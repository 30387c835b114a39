#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread of its own for work that outlives the call that starts it: a watcher, a prefault.
///
/// The thread is detached (nothing joins it; its resources go when it ends) and takes the signal mask
/// of the thread that starts it.
package enum DetachedThread {
  /// The closure a thread runs, kept alive until it has run.
  private final class Work {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  /// Runs `body` on a new detached thread; whether the thread started (it did not run otherwise).
  @discardableResult
  package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
    let context = Unmanaged.passRetained(Work(body)).toOpaque()
    var thread = pthread_t()
    let made = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
        return nil
      }, context)
    guard made == 0 else {
      Unmanaged<Work>.fromOpaque(context).release()
      return false
    }
    pthread_detach(thread)
    return true
  }
}
