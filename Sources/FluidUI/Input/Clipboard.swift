/// Where a scene copies text to and pastes text from: the desktop's clipboard in the app, a string
/// in tests and headless runs.
///
/// ```swift
/// context.clipboard.text = "42"               // Ctrl+C
/// let pasted = context.clipboard.text ?? ""   // Ctrl+V
/// ```
public protocol Clipboard: AnyObject {
  /// The clipboard's text, or `nil` when it holds none; setting it copies.
  var text: String? { get set }
}

/// A clipboard that is a string in memory: the default of a ``SceneContext``.
public final class MemoryClipboard: Clipboard {
  /// The text copied last.
  public var text: String?

  /// Creates a clipboard holding `text`.
  public init(text: String? = nil) { self.text = text }
}
