/// Something that answers keys with a table of ``KeyCommand``s and hands the others on to the next
/// responder (UIKit's responder chain): a focused control, its scene, the navigation around it, the app.
///
/// ```swift
/// final class Counter: KeyResponder {
///   var count = 0
///   var keyCommands: [KeyCommand] {
///     [KeyCommand(.up, title: "More", repeats: true) { [unowned self] in count += 1 }]
///   }
/// }
/// ```
@MainActor
public protocol KeyResponder: AnyObject {
  /// The keys it answers, first match wins.
  var keyCommands: [KeyCommand] { get }
  /// The responder a key goes on to when none of these commands takes it (nil: the chain ends).
  var nextKeyResponder: (any KeyResponder)? { get }
}

extension KeyResponder {
  /// None: the chain ends here.
  public var nextKeyResponder: (any KeyResponder)? { nil }

  /// The commands along the chain from this responder on, in the order a key meets them.
  public var keyCommandChain: [KeyCommand] {
    var commands: [KeyCommand] = []
    var responder: (any KeyResponder)? = self
    var seen = 0
    while let r = responder, seen < 64 {  // a chain that loops ends
      commands += r.keyCommands
      responder = r.nextKeyResponder
      seen += 1
    }
    return commands
  }

  /// Hands `key` with `modifiers`, down at `time` (s), along the chain from this responder.
  ///
  /// The first command that matches and applies now acts. Returns whether one took it (a repeat a
  /// command does not take counts as taken).
  @discardableResult
  public func performKeyCommand(
    _ key: Key, modifiers: KeyModifiers, isRepeat: Bool = false, time: Double = 0
  ) -> Bool {
    keyCommandChain.perform(key, modifiers: modifiers, isRepeat: isRepeat, time: time)
  }
}
