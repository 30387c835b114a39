import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// The main dispatch queue, run by the frame loop that owns the main thread: work scheduled on the
/// main actor (`Task { @MainActor in … }`, `await MainActor.run`, `DispatchQueue.main.async` and
/// `asyncAfter`) runs between frames while a window is open, as a run loop runs it on macOS.
///
/// On Linux libdispatch hands a run loop the main queue's wake-up handle (an `eventfd` that becomes
/// readable when work is queued) and a function that drains the queue, as it does for Foundation's
/// `RunLoop`; a platform that owns the main thread watches the handle beside its other inputs and
/// hands the loop ``PlatformEvent/mainQueue`` (`WindowPlatform` in FluidSDL does, and a
/// ``VirtualPlatform`` with ``VirtualPlatform/drivesMainQueue``), and the loop drains the queue.
///
/// ```swift
/// Task {
///   let total = await Task.detached { (1...200_000).reduce(0, +) }.value  // off the main actor
///   card.accessibilityValue = "\(total)"  // back on the main actor, at the window's next turn
/// }
/// ```
public enum MainQueue {
  /// The main queue's wake-up handle: a non-blocking `eventfd` (−1 where the platform has none).
  public static let handle: Int32 = {
    #if os(Linux)
      let fd = dispatchMainQueueHandle()
      if fd >= 0 { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }  // it is; be sure
      return fd
    #else
      return -1
    #endif
  }()

  /// Takes the handle's signal; whether work was queued since the last take.
  ///
  /// Call it on the main thread, then ``drain()`` when it says so.
  public static func takeSignal() -> Bool {
    guard handle >= 0 else { return false }
    var count: UInt64 = 0
    return read(handle, &count, MemoryLayout<UInt64>.size) == MemoryLayout<UInt64>.size && count > 0
  }

  /// Runs what is queued on the main queue now (main-actor jobs, `DispatchQueue.main` blocks), on the
  /// main thread.
  ///
  /// Only the loop that owns the main thread calls it: from a job a test runner already drains, it
  /// would run another job in the middle of this one.
  public static func drain() {
    #if os(Linux)
      dispatchMainQueueDrain(nil)
    #endif
  }

  /// Wakes the loop that owns the main thread from any thread: it runs the main queue and draws a
  /// frame (the frame loop draws one after every drain).
  public static func wake() {
    DispatchQueue.main.async {}
  }
}

#if os(Linux)
  @_silgen_name("_dispatch_get_main_queue_handle_4CF")
  private func dispatchMainQueueHandle() -> Int32

  @_silgen_name("_dispatch_main_queue_callback_4CF")
  private func dispatchMainQueueDrain(_ message: UnsafeMutableRawPointer?)
#endif
