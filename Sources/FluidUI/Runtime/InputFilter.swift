/// Something that sees each input event before the scene and may hold it back a while or drop it:
/// an accessibility bridge offering each key to a screen reader first (AT-SPI's
/// `NotifyListenersSync`, as GTK does), as a toolkit's key snooper.
///
/// A ``FrameLoop`` hands every input event to its ``FrameLoop/inputFilters`` in order before its
/// observers and the scene see it; an event a filter takes goes no further until the filter hands
/// it back through ``released(now:)`` (it then goes on to the observers and the scene). The loop
/// never waits for a filter: frames keep coming while an event is held, and the loop turns again at
/// ``releaseTime``. A filter that holds an event also holds every event after it, so the scene sees
/// them in the order they came; what it lets go goes straight on (past the filters after it), so
/// with several filters only the first should hold events.
///
/// ```swift
/// final class SwallowQ: InputFilter {
///   func admit(_ event: InputEvent, now: Double) -> Bool {
///     if case .keyDown(.character("q"), _, _, _) = event { return false }  // dropped
///     return true
///   }
///   func released(now: Double) -> [InputEvent] { [] }
///   var releaseTime: Double? { nil }
/// }
/// loop.inputFilters.append(SwallowQ())
/// ```
@MainActor
public protocol InputFilter: AnyObject {
  /// Whether `event`, arriving at `now` (platform seconds), goes on now; false when the filter took
  /// it, to hand it back through ``released(now:)`` or to drop it.
  func admit(_ event: InputEvent, now: Double) -> Bool
  /// The events the filter took that go on now, in the order they came (asked on every turn).
  func released(now: Double) -> [InputEvent]
  /// When the loop must turn to release what is held (a deadline, platform seconds); nil when
  /// nothing held waits on time.
  var releaseTime: Double? { get }
}
