import FluidDBus
import FluidUI

/// An input event an ``AtspiBridge`` holds: a key offered to the registry (its call's serial), an
/// event behind one, or what assistive technology asked of an element (by its id, placed in the
/// tree only as it goes on).
struct HeldInput {
  /// The event, or nil for a request.
  var event: InputEvent?
  /// The element asked and what of it, for a request.
  var request: (id: Int, action: AccessibilityRequest.Action)?
  var serial: UInt32?
  /// When it goes on without an answer, platform seconds.
  var deadline: Double
  /// The registry's answer: whether a listener consumed the key.
  var consumed: Bool?
}
