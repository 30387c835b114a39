/// Something said to assistive technology beside the tree's own changes (UIKit's
/// `UIAccessibility.post(notification:argument:)`, SwiftUI's `AccessibilityNotification`).
///
/// A change the tree shows (a label's new text, a slider's value) needs no notification: a bridge
/// sends it. An announcement is for what nothing focused says: a calculator's result after `=`, a
/// finished task, a row deleted by its swipe action.
///
/// ```swift
/// AccessibilityNotification.announcement("19").post()
/// ```
public enum AccessibilityNotification: Sendable, Equatable {
  /// Says the text, without moving the focus (UIKit's `.announcement`).
  case announcement(String)

  /// Posts it: the desktop's bridge (FluidSDL's AT-SPI bridge) sends it after the next frame; with
  /// none running it is dropped (at most the last eight wait).
  @MainActor
  public func post() {
    Self.posted.append(self)
    if Self.posted.count > 8 { Self.posted.removeFirst(Self.posted.count - 8) }
  }

  /// What was posted since the last call, oldest first (a bridge takes it once a frame).
  @MainActor
  public static func takePosted() -> [AccessibilityNotification] {
    defer { posted.removeAll() }
    return posted
  }

  @MainActor private static var posted: [AccessibilityNotification] = []
}
