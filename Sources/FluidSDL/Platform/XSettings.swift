import FluidUI

/// The desktop settings an XSettings manager (GNOME's, `xsettingsd`) publishes, parsed from the
/// `_XSETTINGS_SETTINGS` property of the `_XSETTINGS_S0` selection's owner.
///
/// The format (freedesktop.org XSettings 0.5): a byte order (0 LSB first, 1 MSB first), 3 unused
/// bytes, a serial and the number of settings (CARD32 each); then per setting a type (0 integer,
/// 1 string, 2 colour), an unused byte, the name's length (CARD16), the name padded to 4 bytes, the
/// last-change serial (CARD32), and the value: an INT32; a CARD32 length and the bytes padded to 4;
/// or four CARD16 (red, green, blue, alpha).
///
/// ```swift
/// let settings = XSettings(bytes: property)
/// if settings?.integers["Gtk/EnableAnimations"] == 0 { /* reduce motion */ }
/// ```
public struct XSettings: Sendable, Equatable {
  /// The integer settings, by name.
  public var integers: [String: Int32] = [:]
  /// The string settings, by name.
  public var strings: [String: String] = [:]

  /// Whether the desktop asks for less motion: `Gtk/EnableAnimations` is 0 (GNOME's "Reduce
  /// animation", set by `xsettingsd` and GNOME's settings daemon); nil when it does not say.
  public var reducesMotion: Bool? { integers["Gtk/EnableAnimations"].map { $0 == 0 } }

  /// The family of the desktop's interface font, from `Gtk/FontName` (a Pango description such as
  /// "Cantarell 11" or "Noto Sans Bold 10"): the first family named, without its style words and
  /// size; nil when unset or when the family has characters no font family name needs (a pattern's
  /// `:`, `,`, `=`, quotes, control characters), which are refused rather than passed to fontconfig.
  public var fontFamily: String? { strings["Gtk/FontName"].flatMap(Self.family(ofFontName:)) }

  /// The family a Pango font description names; see ``fontFamily``.
  public static func family(ofFontName name: String) -> String? {
    var words = (name.split(separator: ",").first ?? "").split(separator: " ").map(String.init)
    if let last = words.last, Double(last.hasSuffix("px") ? String(last.dropLast(2)) : last) != nil {
      words.removeLast()
    }
    while words.count > 1, let last = words.last, styleWords.contains(last.lowercased()) {
      words.removeLast()
    }
    let family = words.joined(separator: " ")
    let allowed = family.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || " -_.+&".unicodeScalars.contains($0)
    }
    return family.isEmpty || !allowed || family.count > 100 ? nil : family
  }

  /// Pango's style, weight, stretch and variant words, which follow the family in a description.
  private static let styleWords: Set<String> = [
    "normal", "regular", "book", "roman", "italic", "oblique", "bold", "light", "medium", "thin", "heavy",
    "black", "semi-bold", "semibold", "demi-bold", "ultra-bold", "extra-bold", "ultra-light", "extra-light",
    "semi-light", "ultra-heavy", "small-caps", "condensed", "semi-condensed", "expanded", "semi-expanded",
  ]

  /// The gesture constants with the double-click time and distance and the drag threshold these
  /// settings publish (`Net/DoubleClickTime`, `Net/DoubleClickDistance`, `Net/DndDragThreshold`),
  /// the pixel distances turned into points at `pixelsPerPoint`.
  public func gestureSettings(pixelsPerPoint: Double) -> GestureSettings {
    GestureSettings(desktop: integers, pixelsPerPoint: pixelsPerPoint)
  }

  /// Parses `bytes`; nil when they are not a settings property (too short, a bad byte order, a
  /// length that runs past the end, an unknown type).
  public init?(bytes: [UInt8]) {
    var reader = Reader(bytes: bytes)
    guard let order = reader.byte(), order <= 1 else { return nil }
    reader.bigEndian = order == 1
    reader.skip(3)
    guard reader.card32() != nil, let count = reader.card32(), count <= 100_000 else { return nil }
    for _ in 0..<count {
      guard let type = reader.byte(), reader.skip(1), let nameLength = reader.card16(),
        let name = reader.string(Int(nameLength)), reader.card32() != nil
      else { return nil }
      switch type {
      case 0:
        guard let value = reader.card32() else { return nil }
        integers[name] = Int32(bitPattern: value)
      case 1:
        guard let length = reader.card32(), let value = reader.string(Int(length)) else { return nil }
        strings[name] = value
      case 2:
        guard reader.skip(8) else { return nil }
      default:
        return nil
      }
    }
  }

  /// Reads the property's fields in its byte order.
  private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var bigEndian = false

    mutating func byte() -> UInt8? {
      guard offset < bytes.count else { return nil }
      defer { offset += 1 }
      return bytes[offset]
    }

    @discardableResult
    mutating func skip(_ n: Int) -> Bool {
      guard n <= bytes.count - offset else { return false }
      offset += n
      return true
    }

    mutating func card16() -> UInt16? { number(2).map { UInt16($0) } }
    mutating func card32() -> UInt32? { number(4) }

    private mutating func number(_ size: Int) -> UInt32? {
      guard size <= bytes.count - offset else { return nil }
      var value: UInt32 = 0
      for i in 0..<size {
        let b = UInt32(bytes[offset + (bigEndian ? i : size - 1 - i)])
        value = value << 8 | b
      }
      offset += size
      return value
    }

    /// `length` bytes as UTF-8, then the padding to a multiple of 4.
    mutating func string(_ length: Int) -> String? {
      let padded = (length + 3) & ~3
      guard length >= 0, padded <= bytes.count - offset else { return nil }
      let text = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
      offset += padded
      return text
    }
  }
}
