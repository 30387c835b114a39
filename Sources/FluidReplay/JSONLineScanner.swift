#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads one flat JSON object (`{"key":value,…}`) from a line's bytes, without Foundation.
///
/// Values are numbers, strings, booleans and null; nested objects and arrays are skipped whole (an
/// unknown field is ignored, as a decoder would). It allocates only for string values, so a million
/// replay lines scan in a fraction of a second.
struct JSONLineScanner {
  /// A field's value.
  enum Value: Equatable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case nested
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var i = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Hands each field of the object in `line` to `body`; returns false when it is not a JSON object.
  static func scan(_ line: UnsafeBufferPointer<UInt8>, _ body: (String, Value) -> Void) -> Bool {
    var scanner = JSONLineScanner(line)
    return scanner.object { key, value, _ in body(key, value) }
  }

  /// Hands each field of the object in `line` to `body` with the value's own JSON text (a nested
  /// object whole, a number as written); returns false when it is not a JSON object.
  static func scanWithText(_ line: UnsafeBufferPointer<UInt8>, _ body: (String, Value, String) -> Void)
    -> Bool
  {
    var scanner = JSONLineScanner(line)
    var isUTF8 = true  // a value's text is kept as it is: bytes that are not UTF-8 are not JSON
    let parsed = scanner.object { key, value, range in
      guard let text = String(validating: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self) else {
        return isUTF8 = false
      }
      body(key, value, text)
    }
    return parsed && isUTF8
  }

  private mutating func object(_ body: (String, Value, Range<Int>) -> Void) -> Bool {
    guard take(UInt8(ascii: "{")) else { return false }
    if take(UInt8(ascii: "}")) { return atEnd() }
    repeat {
      guard let key = string(), take(UInt8(ascii: ":")) else { return false }
      skipSpace()
      let start = i
      guard let value = value() else { return false }
      body(key, value, start..<i)
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "}")) && atEnd()
  }

  private mutating func atEnd() -> Bool {
    skipSpace()
    return i == bytes.count
  }

  private mutating func skipSpace() {
    while i < bytes.count {
      switch bytes[i] {
      case 0x20, 0x09, 0x0A, 0x0D: i += 1
      default: return
      }
    }
  }

  private mutating func take(_ byte: UInt8) -> Bool {
    skipSpace()
    guard i < bytes.count, bytes[i] == byte else { return false }
    i += 1
    return true
  }

  private mutating func value() -> Value? {
    skipSpace()
    guard i < bytes.count else { return nil }
    switch bytes[i] {
    case UInt8(ascii: "\""): return string().map(Value.string)
    case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return literal("null") ? .null : nil
    case UInt8(ascii: "{"), UInt8(ascii: "["): return skipNested() ? .nested : nil
    default: return number().map(Value.number)
    }
  }

  private mutating func literal(_ word: StaticString) -> Bool {
    let n = word.utf8CodeUnitCount
    guard bytes.count - i >= n, memcmp(bytes.baseAddress! + i, word.utf8Start, n) == 0 else { return false }
    i += n
    return true
  }

  /// A JSON number: `-?digits(.digits)?([eE][+-]?digits)?`, read with `strtod`.
  private mutating func number() -> Double? {
    let start = i
    func digits() -> Bool {
      let from = i
      while i < bytes.count, (0x30...0x39).contains(bytes[i]) { i += 1 }
      return i > from
    }
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    guard digits() else { return nil }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard digits() else { return nil }
    }
    if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard digits() else { return nil }
    }
    let count = i - start
    guard count <= 400 else { return nil }
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: count + 1) { buffer in
      for k in 0..<count { buffer[k] = CChar(bitPattern: bytes[start + k]) }
      buffer[count] = 0
      return strtod(buffer.baseAddress!, nil)
    }
  }

  /// A JSON string, escapes decoded; nil when it is cut short, has a raw control byte or is not UTF-8.
  private mutating func string() -> String? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    let start = i
    while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\"), bytes[i] >= 0x20 {
      i += 1
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "\"") {  // no escapes: no copy
      defer { i += 1 }
      return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
    }
    var out = Array(bytes[start..<i])
    while i < bytes.count {
      let b = bytes[i]
      i += 1
      switch b {
      case UInt8(ascii: "\""): return String(validating: out, as: UTF8.self)
      case UInt8(ascii: "\\"): guard escape(into: &out) else { return nil }
      case 0..<0x20: return nil
      default: out.append(b)
      }
    }
    return nil
  }

  private mutating func escape(into out: inout [UInt8]) -> Bool {
    guard i < bytes.count else { return false }
    let b = bytes[i]
    i += 1
    let simple: [UInt8: UInt8] = [
      0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09,
    ]
    if let c = simple[b] {
      out.append(c)
      return true
    }
    guard b == UInt8(ascii: "u"), var unit = hex4() else { return false }
    if (0xD800..<0xDC00).contains(unit) {  // a surrogate pair: \uD83D\uDE00
      guard literal("\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) else { return false }
      unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(unit) else { return false }
    out.append(contentsOf: String(Character(scalar)).utf8)
    return true
  }

  private mutating func hex4() -> UInt32? {
    guard bytes.count - i >= 4 else { return nil }
    var v: UInt32 = 0
    for _ in 0..<4 {
      guard let d = Character(Unicode.Scalar(bytes[i])).hexDigitValue else { return nil }
      v = v << 4 | UInt32(d)
      i += 1
    }
    return v
  }

  /// Passes over a nested object or array, checked as JSON (a field that is not is an error, as a
  /// decoder would make it), at most ``maxDepth`` deep.
  private mutating func skipNested(depth: Int = 1) -> Bool {
    guard depth <= Self.maxDepth else { return false }
    if take(UInt8(ascii: "{")) {
      if take(UInt8(ascii: "}")) { return true }
      repeat {
        guard string() != nil, take(UInt8(ascii: ":")), skipValue(depth: depth) else { return false }
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "}"))
    }
    guard take(UInt8(ascii: "[")) else { return false }
    if take(UInt8(ascii: "]")) { return true }
    repeat {
      guard skipValue(depth: depth) else { return false }
    } while take(UInt8(ascii: ","))
    return take(UInt8(ascii: "]"))
  }

  /// Passes over one value inside a nested one at `depth`.
  private mutating func skipValue(depth: Int) -> Bool {
    skipSpace()
    guard i < bytes.count else { return false }
    if bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "[") { return skipNested(depth: depth + 1) }
    return value() != nil
  }

  /// The deepest nesting a field's value may have.
  static let maxDepth = 512
}
