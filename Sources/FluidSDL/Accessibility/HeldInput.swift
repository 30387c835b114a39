import FluidUI

/// An input event an ``AtspiBridge`` holds: a key offered to the registry (its call's serial), or an
/// event behind one.
struct HeldInput {
  var event: InputEvent
  var serial: UInt32?
  /// When it goes on without an answer, platform seconds.
  var deadline: Double
  /// The registry's answer: whether a listener consumed the key.
  var consumed: Bool?
}
