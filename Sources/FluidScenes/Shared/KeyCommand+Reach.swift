import FluidUI

/// Whether a key reaches a command of a chain, as the shortcuts window and its tests ask.
extension KeyCommand {
  /// The entry before `index` in `chain` that always takes the key of the entry at `index` (an
  /// unconditional one with the same chord), or nil when the key can reach it.
  static func taker(before index: Int, in chain: [KeyCommand]) -> KeyCommand? {
    let command = chain[index]
    return chain[..<index].first {
      !$0.isConditional && $0.matches(command.input, modifiers: command.modifiers)
    }
  }
}
