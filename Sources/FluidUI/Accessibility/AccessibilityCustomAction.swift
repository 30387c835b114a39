/// An action an element offers assistive technology beside its activation (UIKit's
/// `UIAccessibilityCustomAction`): a list row's "Delete" or "Archive", which a pointer reaches by
/// swiping the row.
///
/// A screen reader lists an element's custom actions by name and performs one on request (AT-SPI's
/// Action interface, after "click" and a slider's "increment" and "decrement").
///
/// ```swift
/// row.accessibilityCustomActions = [
///   AccessibilityCustomAction(name: "Delete") { toggle(); return true }
/// ]
/// ```
public struct AccessibilityCustomAction {
  /// What it is called, as spoken ("Delete").
  public var name: String
  /// Does it; returns whether it did something.
  public var handler: () -> Bool

  /// An action called `name` that `handler` performs.
  public init(name: String, handler: @escaping () -> Bool) {
    self.name = name
    self.handler = handler
  }
}
