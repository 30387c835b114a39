/// One X protocol error, as Xlib hands it to an error handler.
struct XError: Equatable {
  /// The error code (3 BadWindow, 9 BadDrawable, …).
  var code: UInt8
  /// The request's major opcode (18 ChangeProperty, 25 SendEvent, …).
  var major: UInt8
  /// The request's minor opcode (an extension's request).
  var minor: UInt8
  /// The resource the error names; for a value, atom or match error, the bad value or 0.
  var resource: UInt

  init(code: UInt8, major: UInt8 = 0, minor: UInt8 = 0, resource: UInt) {
    (self.code, self.major, self.minor, self.resource) = (code, major, minor, resource)
  }

  /// Reads an `XErrorEvent`: int type; Display *display; XID resourceid (16); unsigned long serial
  /// (24); unsigned char error_code (32), request_code (33), minor_code (34).
  init(_ event: UnsafeMutableRawPointer) {
    self.init(
      code: event.load(fromByteOffset: 32, as: UInt8.self),
      major: event.load(fromByteOffset: 33, as: UInt8.self),
      minor: event.load(fromByteOffset: 34, as: UInt8.self),
      resource: event.load(fromByteOffset: 16, as: UInt.self))
  }

  /// Whether ``resource`` is a resource id: BadWindow, BadPixmap, BadCursor, BadFont, BadDrawable,
  /// BadColor, BadGC and BadIDChoice name one (BadAtom names an atom, BadValue a value).
  var namesResource: Bool { [3, 4, 6, 7, 9, 12, 13, 14].contains(code) && resource != 0 }

  /// The error's kind, for reporting each kind once.
  var kind: UInt32 { UInt32(code) << 16 | UInt32(major) << 8 | UInt32(minor) }
}
