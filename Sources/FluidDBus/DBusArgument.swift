/// One argument of a D-Bus message to send, with its type: what a reply, a signal or a call carries.
///
/// ```swift
/// let reference = DBusArgument.structure([.string(":1.42"), .objectPath("/org/a11y/atspi/accessible/root")])
/// let extents = DBusArgument.structure([.int32(0), .int32(0), .int32(640), .int32(480)])
/// ```
public indirect enum DBusArgument: Sendable, Equatable {
  /// A string (`s`).
  case string(String)
  /// An object path (`o`).
  case objectPath(String)
  /// A 32-bit signed integer (`i`).
  case int32(Int32)
  /// A 32-bit unsigned integer (`u`).
  case uint32(UInt32)
  /// A 16-bit signed integer (`n`).
  case int16(Int16)
  /// A double (`d`).
  case double(Double)
  /// A boolean (`b`).
  case bool(Bool)
  /// A variant (`v`) holding the value.
  case variant(DBusArgument)
  /// A struct (`(…)`) of the fields in order.
  case structure([DBusArgument])
  /// An array (`a…`) of elements of one type, spelled out so that an empty one has its type too.
  case array(elementSignature: String, [DBusArgument])
  /// A dictionary entry (`{…}`), only inside an array.
  case dictEntry(DBusArgument, DBusArgument)

  /// The argument's D-Bus type signature.
  public var signature: String {
    switch self {
    case .string: "s"
    case .objectPath: "o"
    case .int32: "i"
    case .uint32: "u"
    case .int16: "n"
    case .double: "d"
    case .bool: "b"
    case .variant: "v"
    case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
    case .array(let element, _): "a" + element
    case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
    }
  }

  /// A dictionary of strings to variants (`a{sv}`), empty by default.
  public static func properties(_ entries: [(String, DBusArgument)] = []) -> DBusArgument {
    .array(elementSignature: "{sv}", entries.map { .dictEntry(.string($0.0), .variant($0.1)) })
  }
}
