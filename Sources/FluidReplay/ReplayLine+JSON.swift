import FluidIO

/// Reading a ``ReplayLine`` from its JSON bytes and writing it, fast and without Foundation.
extension ReplayLine {
  /// The line as JSON: the fields present, keys sorted, spelled as `JSONEncoder` with `.sortedKeys`
  /// spelled them (so recordings made before stay byte-identical when written again).
  var json: JSONLine {
    var line = JSONLine(style: .encoder)
    if let action { line.add("action", action) }
    if let alt { line.add("alt", alt) }
    if let angle { line.add("angle", angle) }
    if let button { line.add("button", button) }
    if let control { line.add("control", control) }
    if let element { line.add("element", element) }
    if let height { line.add("height", height) }
    if let index { line.add("index", index) }
    if let isRepeat { line.add("isRepeat", isRepeat) }
    if let key { line.add("key", key) }
    if let name { line.add("name", name) }
    if let phase { line.add("phase", phase) }
    if let pressure { line.add("pressure", pressure) }
    if let shift { line.add("shift", shift) }
    line.add("t", t)
    line.add("type", type)
    if let value { line.add("value", value) }
    if let width { line.add("width", width) }
    if let x { line.add("x", x) }
    if let y { line.add("y", y) }
    return line
  }

  /// The line in `json`, or nil when it is not an object with a number `t` and a string `type`, or a
  /// known field has the wrong kind of value.
  init?(json: UnsafeBufferPointer<UInt8>) {
    var line = ReplayLine(t: .nan, type: "")
    var hasType = false
    var ok = true
    let parsed = JSONLineScanner.scan(json) { key, value in
      if case .null = value { return }  // an absent optional, as a decoder reads it
      switch key {
      case "t": ok = ok && Self.set(&line.t, value)
      case "type":
        hasType = Self.set(&line.type, value)
        ok = ok && hasType
      case "x": ok = ok && Self.set(&line.x, value)
      case "y": ok = ok && Self.set(&line.y, value)
      case "pressure": ok = ok && Self.set(&line.pressure, value)
      case "width": ok = ok && Self.set(&line.width, value)
      case "height": ok = ok && Self.set(&line.height, value)
      case "button":
        guard case .number(let n) = value, let b = Int(exactly: n) else { return ok = false }
        line.button = b
      case "key": ok = ok && Self.set(&line.key, value)
      case "shift": ok = ok && Self.set(&line.shift, value)
      case "control": ok = ok && Self.set(&line.control, value)
      case "alt": ok = ok && Self.set(&line.alt, value)
      case "isRepeat": ok = ok && Self.set(&line.isRepeat, value)
      case "angle": ok = ok && Self.set(&line.angle, value)
      case "phase": ok = ok && Self.set(&line.phase, value)
      case "element": ok = ok && Self.set(&line.element, value)
      case "action": ok = ok && Self.set(&line.action, value)
      case "value": ok = ok && Self.set(&line.value, value)
      case "name": ok = ok && Self.set(&line.name, value)
      case "index":
        guard case .number(let n) = value, let i = Int(exactly: n) else { return ok = false }
        line.index = i
      default: break
      }
    }
    guard parsed, ok, hasType, !line.t.isNaN else { return nil }
    self = line
  }

  private static func set(_ field: inout Double, _ value: JSONLineScanner.Value) -> Bool {
    guard case .number(let n) = value else { return false }
    field = n
    return true
  }

  private static func set(_ field: inout Double?, _ value: JSONLineScanner.Value) -> Bool {
    guard case .number(let n) = value else { return false }
    field = n
    return true
  }

  private static func set(_ field: inout String, _ value: JSONLineScanner.Value) -> Bool {
    guard case .string(let s) = value else { return false }
    field = s
    return true
  }

  private static func set(_ field: inout String?, _ value: JSONLineScanner.Value) -> Bool {
    guard case .string(let s) = value else { return false }
    field = s
    return true
  }

  private static func set(_ field: inout Bool?, _ value: JSONLineScanner.Value) -> Bool {
    guard case .bool(let b) = value else { return false }
    field = b
    return true
  }
}
