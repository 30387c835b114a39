/// Writes ``DBusArgument``s into a message with libdbus's iterators.
struct DBusMessageWriter {
  let library: DBusLibrary

  /// Appends `arguments` to `message`; whether libdbus took them all (it refuses only on no memory or
  /// a malformed value: a string that is not UTF-8, an object path that is not one).
  func append(_ arguments: [DBusArgument], to message: DBusLibrary.Message) -> Bool {
    withIterator { iterator in
      library.iterInitAppend(message, iterator)
      return arguments.allSatisfy { write($0, into: iterator) }
    }
  }

  private func write(_ argument: DBusArgument, into iterator: UnsafeMutableRawPointer) -> Bool {
    switch argument {
    case .string(let text), .objectPath(let text):
      let type = argument.signature.utf8.first ?? UInt8(ascii: "s")
      return text.withCString { pointer in
        var p: UnsafePointer<CChar>? = pointer
        return library.appendBasic(iterator, Int32(type), &p) != 0
      }
    case .int32(var n): return library.appendBasic(iterator, Int32(UInt8(ascii: "i")), &n) != 0
    case .uint32(var n): return library.appendBasic(iterator, Int32(UInt8(ascii: "u")), &n) != 0
    case .int16(var n): return library.appendBasic(iterator, Int32(UInt8(ascii: "n")), &n) != 0
    case .double(var d): return library.appendBasic(iterator, Int32(UInt8(ascii: "d")), &d) != 0
    case .bool(let b):
      var value: UInt32 = b ? 1 : 0
      return library.appendBasic(iterator, Int32(UInt8(ascii: "b")), &value) != 0
    case .variant(let inner): return container("v", inner.signature, [inner], iterator)
    case .structure(let fields): return container("r", nil, fields, iterator)
    case .array(let element, let items): return container("a", element, items, iterator)
    case .dictEntry(let key, let value): return container("e", nil, [key, value], iterator)
    }
  }

  /// Opens a container of `type` (`v`, `r`, `a`, `e`) with `signature` (a variant's content, an
  /// array's element), writes `items` into it and closes it.
  private func container(
    _ type: Character, _ signature: String?, _ items: [DBusArgument], _ iterator: UnsafeMutableRawPointer
  ) -> Bool {
    withIterator { sub in
      let opened =
        signature.map { s in
          s.withCString { library.openContainer(iterator, Int32(type.asciiValue ?? 0), $0, sub) }
        } ?? library.openContainer(iterator, Int32(type.asciiValue ?? 0), nil, sub)
      guard opened != 0 else { return false }
      let written = items.allSatisfy { write($0, into: sub) }
      guard written else {
        library.abandonContainer(iterator, sub)
        return false
      }
      return library.closeContainer(iterator, sub) != 0
    }
  }

  private func withIterator<T>(_ body: (UnsafeMutableRawPointer) -> T) -> T {
    let iterator = UnsafeMutableRawPointer.allocate(byteCount: DBusMessageReader.iteratorSize, alignment: 16)
    iterator.initializeMemory(as: UInt8.self, repeating: 0, count: DBusMessageReader.iteratorSize)
    defer { iterator.deallocate() }
    return body(iterator)
  }
}
