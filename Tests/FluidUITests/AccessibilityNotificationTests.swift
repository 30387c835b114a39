import Testing

@testable import FluidUI

/// Announcements: posted by a scene, taken by a bridge once a frame.
@Suite("AccessibilityNotification: announcements for assistive technology", .serialized)
@MainActor
struct AccessibilityNotificationTests {
  @Test("what is posted is taken once, oldest first; with nothing taking it only the last eight wait")
  func postAndTake() {
    _ = AccessibilityNotification.takePosted()
    AccessibilityNotification.announcement("19").post()
    AccessibilityNotification.announcement("20").post()
    #expect(AccessibilityNotification.takePosted() == [.announcement("19"), .announcement("20")])
    #expect(AccessibilityNotification.takePosted().isEmpty)
    for i in 0..<20 { AccessibilityNotification.announcement(String(i)).post() }
    #expect(AccessibilityNotification.takePosted() == (12..<20).map { .announcement(String($0)) })
  }
}
