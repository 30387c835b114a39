/// One argument of a D-Bus message, as read from it: the basic types the desktop's settings use,
/// and the containers around them.
///
/// ```swift
/// let value = DBusValue.variant(.variant(.uint(1)))  // what the portal's Read answers
/// let scheme = value.unwrapped.uint32  // 1
/// ```
public enum DBusValue: Sendable, Equatable {
  /// A string, an object path or a signature (`s`, `o`, `g`).
  case string(String)
  /// An unsigned integer of any width (`y`, `q`, `u`, `t`).
  case uint(UInt64)
  /// A signed integer of any width (`n`, `i`, `x`).
  case int(Int64)
  /// A double (`d`).
  case double(Double)
  /// A boolean (`b`).
  case bool(Bool)
  /// A variant (`v`) and the value in it.
  indirect case variant(DBusValue)
  /// A struct (`(…)`) or a dictionary entry (`{…}`), its fields in order.
  case structure([DBusValue])
  /// An array (`a…`), a dictionary being an array of two-field structures.
  case array([DBusValue])
  /// A type this reader does not take apart (a file descriptor).
  case unsupported(Character)

  /// The value inside any number of variants (the portal's `Read` wraps its answer in two).
  public var unwrapped: DBusValue {
    var value = self
    while case .variant(let inner) = value { value = inner }
    return value
  }

  /// The value as an unsigned integer, when it is a non-negative integer.
  public var uint32: UInt32? {
    switch unwrapped {
    case .uint(let n): return UInt32(exactly: n)
    case .int(let n): return UInt32(exactly: n)
    default: return nil
    }
  }

  /// The value as a double, when it is a number.
  public var double: Double? {
    switch unwrapped {
    case .double(let d): return d
    case .uint(let n): return Double(n)
    case .int(let n): return Double(n)
    default: return nil
    }
  }

  /// The value as a string.
  public var string: String? {
    if case .string(let s) = unwrapped { return s }
    return nil
  }

  /// The fields of a structure.
  public var fields: [DBusValue]? {
    if case .structure(let fields) = unwrapped { return fields }
    return nil
  }
}
