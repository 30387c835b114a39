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
