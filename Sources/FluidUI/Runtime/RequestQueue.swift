/// The requests a scene has made and the app has not taken yet, in order.
///
/// Main-thread (single-isolation) only, like the scene that sends to it.
public final class RequestQueue {
  private var pending: [AppRequest] = []

  /// Creates an empty queue.
  public init() {}

  /// Adds `request` at the end.
  public func send(_ request: AppRequest) { pending.append(request) }

  /// Whether nothing waits.
  public var isEmpty: Bool { pending.isEmpty }

  /// Every waiting request, in order; each is returned once.
  public func take() -> [AppRequest] {
    guard !pending.isEmpty else { return [] }
    defer { pending.removeAll(keepingCapacity: true) }
    return pending
  }
}
