#if canImport(Glibc)
  import Glibc
#endif

/// Foundation's main run loop, run between frames when the program has Foundation: a `Timer` on
/// `RunLoop.main` fires while a window is open, and an idle window sleeps until it is due.
///
/// FluidUI does not load Foundation. It looks for Foundation's run loop (CoreFoundation's
/// functions) in the process once; a program that did not load Foundation has no timers there, and
/// this does nothing. A platform that owns the main thread calls ``service()`` before it waits
/// (FluidSDL's window does), and waits no longer than the time it returns.
///
/// ```swift
/// import Foundation
///
/// func remindLater() {
///   _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in print("fired in the window") }
/// }
/// ```
public enum FoundationRunLoop {
  /// What one look at the run loop found.
  public struct Service: Sendable, Equatable {
    /// Whether a timer was due and fired (the scene may have changed: draw a frame).
    public var fired: Bool
    /// Seconds until the next timer is due, or nil when none is scheduled.
    public var next: Double?
  }

  /// Fires the timers due on the main run loop; what it found, or nil without Foundation.
  ///
  /// Call it on the main thread, from the loop that owns it.
  public static func service() -> Service? {
    guard let f = Functions.found, let loop = f.getMain() else { return nil }
    let mode = f.defaultMode.pointee
    let fire = f.nextFire(loop, mode)  // 0: none scheduled
    let fired = fire != 0 && fire <= f.now()
    if fired { _ = f.runInMode(mode, 0, 1) }
    let after = f.nextFire(loop, mode)
    return Service(fired: fired, next: after == 0 ? nil : max(0, after - f.now()))
  }

  /// CoreFoundation's run-loop functions, found in the process (nil where Foundation is not loaded).
  struct Functions: @unchecked Sendable {
    let getMain: @convention(c) () -> OpaquePointer?
    let runInMode: @convention(c) (UnsafeRawPointer?, Double, UInt8) -> Int32
    let nextFire: @convention(c) (OpaquePointer?, UnsafeRawPointer?) -> Double
    let now: @convention(c) () -> Double
    let defaultMode: UnsafePointer<UnsafeRawPointer?>

    static let found: Functions? = {
      #if os(Linux)
        func symbol(_ name: String) -> UnsafeMutableRawPointer? {
          dlsym(UnsafeMutableRawPointer(bitPattern: 0), name)
        }
        guard let getMain = symbol("CFRunLoopGetMain"), let run = symbol("CFRunLoopRunInMode"),
          let next = symbol("CFRunLoopGetNextTimerFireDate"), let now = symbol("CFAbsoluteTimeGetCurrent"),
          let mode = symbol("kCFRunLoopDefaultMode")
        else { return nil }
        return Functions(
          getMain: unsafeBitCast(getMain, to: (@convention(c) () -> OpaquePointer?).self),
          runInMode: unsafeBitCast(
            run, to: (@convention(c) (UnsafeRawPointer?, Double, UInt8) -> Int32).self),
          nextFire: unsafeBitCast(
            next, to: (@convention(c) (OpaquePointer?, UnsafeRawPointer?) -> Double).self),
          now: unsafeBitCast(now, to: (@convention(c) () -> Double).self),
          defaultMode: UnsafePointer(mode.assumingMemoryBound(to: UnsafeRawPointer?.self)))
      #else
        return nil
      #endif
    }()
  }
}
