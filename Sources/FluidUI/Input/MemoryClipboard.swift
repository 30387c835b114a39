/// A clipboard that is a string in memory: the default of a ``SceneContext``.
public final class MemoryClipboard: Clipboard {
  /// The text copied last.
  public var text: String?

  /// Creates a clipboard holding `text`.
  public init(text: String? = nil) { self.text = text }
}
