/// Reads a received message's arguments into ``DBusValue``s with libdbus's iterators.
struct DBusMessageReader {
  /// Bytes enough for a `DBusMessageIter` (72 on LP64), kept generous.
  static let iteratorSize = 256
  /// Containers nested deeper than this are not taken apart (D-Bus allows 64; the settings use 3).
  static let maximumDepth = 32

  let library: DBusLibrary

  /// Every argument of `message`, in order (none when it has none).
  func arguments(of message: DBusLibrary.Message) -> [DBusValue] {
    withIterator { iterator in
      guard library.iterInit(message, iterator) != 0 else { return [] }
      return values(from: iterator, depth: 0)
    }
  }

  /// The values from `iterator`'s position to its container's end.
  private func values(from iterator: UnsafeMutableRawPointer, depth: Int) -> [DBusValue] {
    var values: [DBusValue] = []
    while library.argType(iterator) != 0 {
      values.append(value(at: iterator, depth: depth))
      guard library.next(iterator) != 0 else { break }
    }
    return values
  }

  private func value(at iterator: UnsafeMutableRawPointer, depth: Int) -> DBusValue {
    let type = UInt8(truncatingIfNeeded: library.argType(iterator))
    switch type {
    case UInt8(ascii: "s"), UInt8(ascii: "o"), UInt8(ascii: "g"):
      var pointer: UnsafePointer<CChar>?
      library.basic(iterator, &pointer)
      return .string(pointer.map { String(cString: $0) } ?? "")
    case UInt8(ascii: "y"), UInt8(ascii: "q"), UInt8(ascii: "u"), UInt8(ascii: "t"), UInt8(ascii: "b"):
      var raw: UInt64 = 0  // libdbus writes the value's own width into the lowest bytes (little-endian)
      library.basic(iterator, &raw)
      let width: UInt64 =
        type == UInt8(ascii: "y") ? 8 : type == UInt8(ascii: "q") ? 16 : type == UInt8(ascii: "t") ? 64 : 32
      let masked = width == 64 ? raw : raw & ((1 << width) - 1)
      return type == UInt8(ascii: "b") ? .bool(masked != 0) : .uint(masked)
    case UInt8(ascii: "n"), UInt8(ascii: "i"), UInt8(ascii: "x"):
      var raw: Int64 = 0
      library.basic(iterator, &raw)
      if type == UInt8(ascii: "n") { return .int(Int64(Int16(truncatingIfNeeded: raw))) }
      if type == UInt8(ascii: "i") { return .int(Int64(Int32(truncatingIfNeeded: raw))) }
      return .int(raw)
    case UInt8(ascii: "d"):
      var d = 0.0
      library.basic(iterator, &d)
      return .double(d)
    case UInt8(ascii: "v"), UInt8(ascii: "r"), UInt8(ascii: "e"), UInt8(ascii: "a"):
      guard depth < Self.maximumDepth else { return .unsupported(Character(UnicodeScalar(type))) }
      let inner = withIterator { sub in
        library.recurse(iterator, sub)
        return values(from: sub, depth: depth + 1)
      }
      if type == UInt8(ascii: "v") { return .variant(inner.first ?? .unsupported("v")) }
      return type == UInt8(ascii: "a") ? .array(inner) : .structure(inner)
    default:
      return .unsupported(Character(UnicodeScalar(type)))
    }
  }

  private func withIterator<T>(_ body: (UnsafeMutableRawPointer) -> T) -> T {
    let iterator = UnsafeMutableRawPointer.allocate(byteCount: Self.iteratorSize, alignment: 16)
    iterator.initializeMemory(as: UInt8.self, repeating: 0, count: Self.iteratorSize)
    defer { iterator.deallocate() }
    return body(iterator)
  }
}
