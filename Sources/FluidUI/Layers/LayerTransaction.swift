/// Records the first value of every animatable layer property changed while it is current, so a
/// ``PropertyAnimator`` can turn the changes an animations closure makes into from→to animations.
///
/// It is bound for the duration of a synchronous closure with a task-local value, never stored
/// globally. It is `@unchecked Sendable` only so that it can be a task-local: it is created, bound and
/// read on one thread within that synchronous scope, like the layers it records, and never crosses
/// threads.
package final class LayerTransaction: @unchecked Sendable {
  /// A property's value before the transaction changed it.
  package struct Change {
    /// The layer.
    package let layer: Layer
    /// The value before the first change.
    package let from: LayerProperty
  }

  /// The transaction recording changes now, if any.
  @TaskLocal package static var current: LayerTransaction?

  /// The recorded changes, in the order first made.
  package private(set) var changes: [Change] = []
  private var seen: Set<ChangeKey> = []

  private struct ChangeKey: Hashable {
    let layer: ObjectIdentifier
    let key: LayerProperty.Key
  }

  /// Creates an empty transaction.
  package init() {}

  /// Runs `body` with this transaction current and returns it.
  @discardableResult
  package func record(_ body: () -> Void) -> LayerTransaction {
    LayerTransaction.$current.withValue(self) { body() }
    return self
  }

  /// Notes that `layer`'s property had value `old` before a change (first change only).
  func willChange(_ layer: Layer, from old: LayerProperty) {
    guard seen.insert(ChangeKey(layer: ObjectIdentifier(layer), key: old.key)).inserted else { return }
    changes.append(Change(layer: layer, from: old))
  }
}
