internal import FluidDBus
import FluidUI

/// The main queue in the window's loop: work scheduled on the main actor runs between frames.
extension WindowPlatform {
  /// Hands on ``FluidUI/PlatformEvent/mainQueue`` when work was queued on the main queue since the
  /// last look; whether it did.
  ///
  /// A watcher thread waits on the queue's handle and wakes SDL's wait (FluidDBus's `ReadableWake`), so an
  /// idle window with a timer pending still costs no CPU; the loop drains the queue as it handles
  /// the event, then the watcher waits again.
  func handMainQueue(_ handle: (PlatformEvent) -> Void) -> Bool {
    guard let wake = mainQueueWake, wake.isPending else { return false }
    defer { wake.acknowledge() }
    guard MainQueue.takeSignal() else { return false }  // read already: nothing new was queued
    handle(.mainQueue)
    return true
  }
}
