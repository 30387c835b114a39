/// The requests a scene has made and the app has not taken yet, in order.
///
/// Main-thread (single-isolation) only, like the scene that sends to it.
public final class RequestQueue {
  private var pending: [AppRequest] = []
  /// Called as each request is sent, to act on it at once; returns true when it did.
  ///
  /// A request acted on is not kept. A container of scenes acts on theirs this way, as a navigation
  /// controller pushes from inside a button's action; nil (the default): every request waits to be
  /// taken.
  public var onSend: ((AppRequest) -> Bool)?

  /// Creates an empty queue.
  public init() {}

  /// Adds `request` at the end.
  public func send(_ request: AppRequest) {
    if onSend?(request) == true { return }
    pending.append(request)
  }

  /// Whether nothing waits.
  public var isEmpty: Bool { pending.isEmpty }

  /// Every waiting request, in order; each is returned once.
  public func take() -> [AppRequest] {
    guard !pending.isEmpty else { return [] }
    defer { pending.removeAll(keepingCapacity: true) }
    return pending
  }
}
