import FluidIO
import FluidUI

/// How a replay line holds an ``AccessibilityRequest``: `"element"` the indices joined by dots
/// (`"0.2"`), `"action"` its name, `"value"` a number set, `"index"` and `"name"` a custom action.
enum AccessibilityLine {
  /// The most levels an element's place may have, and the largest index at a level.
  static let maxDepth = 64
  static let maxIndex = 1_000_000
  /// The longest custom action name kept, in characters.
  static let maxName = 200
  /// The largest number a line may set.
  static let maxValue = 1e15

  /// Whether a line holds `request` as it is: written and read back, it is the same request (a
  /// place, number, index or name a line clamps, or a number it cannot write, comes back otherwise).
  static func holds(_ request: AccessibilityRequest) -> Bool {
    let (action, value, index, name) = fields(request.action)
    return self.request(element(request.element), action, value, index, name) == request
  }

  /// `path` as a line writes it.
  static func element(_ path: [Int]) -> String {
    path.prefix(maxDepth).map { String(min(max($0, 0), maxIndex)) }.joined(separator: ".")
  }

  /// The action's fields: its name, and its number, index and name where it has them.
  static func fields(_ action: AccessibilityRequest.Action) -> (String, Double?, Int?, String?) {
    switch action {
    case .activate: ("activate", nil, nil, nil)
    case .increment: ("increment", nil, nil, nil)
    case .decrement: ("decrement", nil, nil, nil)
    case .focus: ("focus", nil, nil, nil)
    case .setNumber(let v): ("set", v.isFinite ? min(max(v, -maxValue), maxValue) : 0, nil, nil)
    case .custom(let i, let name): ("custom", nil, min(max(i, 0), maxIndex), String(name.prefix(maxName)))
    }
  }

  /// The request the fields describe, or nil when one is missing or out of range.
  static func request(
    _ element: String?, _ action: String?, _ value: Double?, _ index: Int?, _ name: String?
  ) -> AccessibilityRequest? {
    guard let element, let path = self.path(element), let action else { return nil }
    let made: AccessibilityRequest.Action
    switch action {
    case "activate": made = .activate
    case "increment": made = .increment
    case "decrement": made = .decrement
    case "focus": made = .focus
    case "set":
      guard let value, value.isFinite, abs(value) <= maxValue else { return nil }
      made = .setNumber(value)
    case "custom":
      guard let index, (0...maxIndex).contains(index), let name, name.count <= maxName else { return nil }
      made = .custom(index: index, name: name)
    default: return nil
    }
    return AccessibilityRequest(element: path, action: made)
  }

  private static func path(_ text: String) -> [Int]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...maxDepth).contains(parts.count) else { return nil }
    let path = parts.compactMap { $0.count <= 7 ? Int($0) : nil }.filter { (0...maxIndex).contains($0) }
    return path.count == parts.count ? path : nil
  }
}
