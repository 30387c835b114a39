package import FluidDBus
import FluidUI

/// The desktop's appearance as the XDG desktop portal publishes it: the preferred colour scheme and
/// the accent colour, read at start and followed live.
///
/// It reads `org.freedesktop.appearance`'s `color-scheme`, `accent-color` and `contrast` with the Settings
/// interface's `Read` (what Debian 12's portal offers) and listens for its `SettingChanged` signal.
/// The calls are sent at once and answered at the first look, which waits for them at most
/// ``firstAnswerTimeout``; later changes arrive on the frame loop, woken by FluidDBus's `ReadableWake`.
///
/// A window makes its own where a session bus answers (``SDLWindow/portal``):
///
/// ```swift
/// func look(of window: SDLWindow) {
///   if let portal = window.portal {
///     _ = portal.update()
///     print(portal.appearance.colorScheme ?? .dark)
///   }
/// }
/// ```
public final class DesktopPortal {
  /// What the portal says about the look.
  public struct Appearance: Equatable, Sendable {
    /// Light or dark where the desktop prefers one (`color-scheme` 1 dark, 2 light); nil for no
    /// preference (0), no answer or no portal.
    public var colorScheme: ColorScheme?
    /// The accent colour where the desktop publishes one (`accent-color`, three doubles in 0...1).
    public var accentColor: Color?
    /// Whether the desktop asks for high contrast (`contrast` 1), where the portal says (1.19 on).
    public var prefersHighContrast = false

    /// An appearance with neither.
    public init(colorScheme: ColorScheme? = nil, accentColor: Color? = nil) {
      (self.colorScheme, self.accentColor) = (colorScheme, accentColor)
    }

    /// Takes the setting `key` of `org.freedesktop.appearance` with `value`; whether it was one of
    /// these two (a value of the wrong type counts as none).
    @discardableResult
    package mutating func apply(key: String, value: DBusValue) -> Bool {
      switch key {
      case "color-scheme":
        colorScheme = Self.colorScheme(value)
      case "accent-color":
        accentColor = Self.accentColor(value)
      case "contrast":
        prefersHighContrast = value.uint32 == 1
      default:
        return false
      }
      return true
    }

    /// `color-scheme`'s value as a scheme: 1 dark, 2 light, anything else none.
    package static func colorScheme(_ value: DBusValue) -> ColorScheme? {
      switch value.uint32 {
      case 1: return .dark
      case 2: return .light
      default: return nil
      }
    }

    /// `accent-color`'s value as a colour: three doubles, each in 0...1; else none (the portal sends
    /// values out of range for "no accent").
    package static func accentColor(_ value: DBusValue) -> Color? {
      guard let fields = value.fields, fields.count == 3 else { return nil }
      let channels = fields.compactMap(\.double)
      guard channels.count == 3, channels.allSatisfy({ $0.isFinite && (0...1).contains($0) }) else {
        return nil
      }
      return Color(red: channels[0], green: channels[1], blue: channels[2])
    }
  }

  /// The longest the first look waits for the portal's answers, seconds.
  public static let firstAnswerTimeout = 0.25
  static let namespace = "org.freedesktop.appearance"
  static let settings = "org.freedesktop.portal.Settings"

  /// The appearance as last heard.
  public private(set) var appearance = Appearance()
  private let bus: DBusConnection
  private let wake: ReadableWake?
  /// The calls not yet answered, by serial, with the key each reads.
  private var pending: [UInt32: String] = [:]

  /// Asks the portal on `bus` for the appearance and for its changes; nil when the calls cannot be sent.
  package init?(bus: DBusConnection) {
    self.bus = bus
    bus.addMatch(
      "type='signal',interface='\(Self.settings)',member='SettingChanged',"
        + "path='/org/freedesktop/portal/desktop',arg0='\(Self.namespace)'")
    for key in ["color-scheme", "accent-color", "contrast"] {
      guard
        let serial = bus.call(
          destination: "org.freedesktop.portal.Desktop", path: "/org/freedesktop/portal/desktop",
          interface: Self.settings, method: "Read", arguments: [Self.namespace, key])
      else { return nil }
      pending[serial] = key
    }
    wake = ReadableWake(fileDescriptor: bus.fileDescriptor, wake: SDLWindow.wake)
  }

  /// Takes what the portal sent since the last call; returns whether the appearance changed.
  ///
  /// The first call waits for the first answers, at most ``firstAnswerTimeout``; a later one reads the
  /// bus only when something arrived on it (it costs nothing otherwise).
  @discardableResult
  public func update() -> Bool {
    let before = appearance
    var incoming: [DBusConnection.Incoming] = []
    if !waited, let last = pending.keys.max() {
      waited = true  // replies come in the order of the calls: the last one's ends the wait
      incoming = bus.waitForReply(last, timeout: Self.firstAnswerTimeout)
    } else if let wake, !wake.isPending, !bus.hasIncoming {
      return false
    }
    incoming += bus.receive()
    wake?.acknowledge()
    for message in incoming { take(message) }
    return appearance != before
  }

  private var waited = false

  private func take(_ message: DBusConnection.Incoming) {
    switch message {
    case .reply(let serial, let arguments):
      guard let key = pending.removeValue(forKey: serial), let value = arguments.first else { return }
      appearance.apply(key: key, value: value)
    case .error(let serial, _):
      pending[serial] = nil  // no portal, or it has no such setting: the other sources decide
    case .signal(let interface, let member, let arguments):
      guard interface == Self.settings, member == "SettingChanged", arguments.count == 3,
        arguments[0].string == Self.namespace, let key = arguments[1].string
      else { return }
      appearance.apply(key: key, value: arguments[2])
    case .call(let call):
      bus.replyError(to: call, name: "org.freedesktop.DBus.Error.UnknownMethod", text: "no such method here")
    }
  }
}
