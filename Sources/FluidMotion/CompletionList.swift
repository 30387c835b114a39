/// The completions added to something that ends: each is called once, with where it ended, at the
/// first end after it was added, then forgotten (UIKit's `addCompletion(_:)`).
///
/// The owner takes the list before calling it — `for done in completions.take() { done(position) }`
/// — so that a completion may add another, which then waits for the next end.
package struct CompletionList {
  private var handlers: [(AnimatingPosition) -> Void] = []

  package init() {}

  /// Whether no completion waits.
  package var isEmpty: Bool { handlers.isEmpty }

  /// Adds `completion` after the others.
  package mutating func add(_ completion: @escaping (AnimatingPosition) -> Void) {
    handlers.append(completion)
  }

  /// The completions in the order added, leaving none.
  package mutating func take() -> [(AnimatingPosition) -> Void] {
    defer { handlers.removeAll() }
    return handlers
  }
}
