import FluidDBus
import FluidUI

/// Announcements (``AccessibilityNotification/announcement(_:)``) as a screen reader hears them.
///
/// Orca 43 (Debian 12) has no announcement event: it speaks a notification that starts showing
/// (its `onShowingChanged`), as it speaks a desktop notification. Each announcement is therefore a
/// notification the window holds, named by the text, whose `showing` state is set again.
extension AtspiBridge {
  /// The path of the window's notification.
  static let announcementPath = AtspiVocabulary.elementPrefix + "announcement"

  /// ATSPI_ROLE_NOTIFICATION.
  static let notificationRole: UInt32 = 101

  /// Sends what was posted since the last frame (what was posted before the registry took the app
  /// is dropped, not said late in a burst).
  func sendAnnouncements() {
    for case .announcement(let text) in AccessibilityNotification.takePosted() where !text.isEmpty {
      let first = announcement == nil
      announcement = text
      if first {
        bus.emit(
          path: AtspiVocabulary.windowPath, interface: AtspiVocabulary.objectEvent, member: "ChildrenChanged",
          arguments: Self.eventBody(
            "add", Int32(clamping: snapshot.top.count), 0, reference(Self.announcementPath)))
      }
      propertyChange(path: Self.announcementPath, "accessible-name", .string(text))
      stateChanged(path: Self.announcementPath, "showing", true)
    }
  }

  /// The notification, while it holds an announcement.
  var announcementObject: AtspiObject? {
    guard let announcement else { return nil }
    // No place on the window: a point asked about is never the notification's.
    return AtspiObject(
      name: announcement, role: Self.notificationRole, roleName: "notification",
      parent: AtspiVocabulary.windowPath)
  }
}
