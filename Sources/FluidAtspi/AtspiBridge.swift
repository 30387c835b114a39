import FluidDBus
import FluidIO
import FluidUI

#if canImport(Glibc)
  import Glibc
#endif

/// Serves a window's accessibility tree to the desktop's assistive technology over AT-SPI: Orca
/// reads and drives what FluidUI's model (`AccessibilitySnapshot`) describes.
///
/// Started only where the session's accessibility is on (`org.a11y.Status`'s `IsEnabled` or
/// `ScreenReaderEnabled`, or `FLUID_A11Y=1`; `FLUID_A11Y=0` keeps it off): otherwise nothing is
/// connected and nothing runs. It connects to the accessibility bus (`AT_SPI_BUS_ADDRESS`, else
/// `org.a11y.Bus.GetAddress`), embeds its root as an application named Fluid in the registry
/// (`Socket.Embed`), and answers Accessible, Application, Action, Value, Component and Text for every
/// node, each at `/org/a11y/atspi/accessible/<id>` under the window's frame.
///
/// It runs on the frame loop as an observer: the bus is read on each turn (FluidDBus's `ReadableWake` wakes
/// an idle window when a request comes), so actions run on the main thread; after each frame what
/// the layers report changed (FluidUI's `AccessibilityTracker`: nothing is walked when nothing
/// accessible changed) is announced (`PropertyChange`, `StateChanged`, `TextChanged`,
/// `ChildrenChanged`, the window's `Activate` and `Deactivate`), a frequently updating value once it
/// rests.
///
/// The window is what its platform pushes (``window``: title, place, size, scale, activation); the
/// bridge never calls the window. An SDL window feeds it with `onAccessibilityWindowChange`:
///
/// ```swift
/// import FluidSDL
///
/// func serve(_ window: SDLWindow, _ loop: FrameLoop, tree: Layer) {
///   guard let bridge = AtspiBridge.start(window: window.accessibilityWindow, root: { tree }, wake: SDLWindow.wake)
///   else { return }
///   window.onAccessibilityWindowChange = { bridge.window = $0 }
///   loop.observers.append(bridge)
///   loop.inputFilters.append(bridge)  // keys go to the screen reader first
/// }
/// ```
@MainActor
public final class AtspiBridge: FrameObserver {
  let bus: DBusConnection
  /// The window as its platform last pushed it; a new title or activation is announced on the
  /// loop's next turn, once the tree shows what the change did (a focus it moved).
  public var window: AccessibilityWindow {
    didSet { windowToAnnounce = windowToAnnounce || window.title != title || window.isActive != wasActive }
  }
  /// Whether the title or the activation changed since they were announced.
  var windowToAnnounce = false
  let root: () -> Layer
  private let wake: ReadableWake?
  /// The tree as last announced, kept up to date from what the layers report.
  let tracker = AccessibilityTracker()
  /// The tree as last announced.
  var snapshot: AccessibilitySnapshot { tracker.snapshot }
  /// The serial of the `Embed` call until its reply; no event is sent before.
  var embedCall: UInt32?
  /// The desktop, the root's parent, as the registry's reply names it.
  var desktop: (bus: String, path: String) = ("", AtspiVocabulary.nullPath)
  /// The `Id` the registry gave the application.
  var applicationId: Int32 = 0
  /// The last announcement, which the window's notification holds (nil before the first).
  var announcement: String?
  /// The input events held while the registry is asked about a key (`admit(_:now:)`).
  var held: [HeldInput] = []
  /// Whether keys are offered to the registry (not after three went unanswered).
  var offersKeys = true
  /// How many keys in a row went unanswered.
  var missedAnswers = 0
  var wasActive: Bool?
  var title = ""

  /// The bridge, when accessibility is on and its bus can be reached; else nil, nothing connected.
  ///
  /// `window` is the window now, `root` its layer tree, `wake` what ends the loop's wait from another
  /// thread (a request came while the window idles).
  public static func start(
    window: AccessibilityWindow, root: @escaping () -> Layer, wake: @escaping @Sendable () -> Void
  ) -> AtspiBridge? {
    start(window: window, root: root, wake: wake, asked: AtspiBus.ask())
  }

  /// The bridge, as ``start(window:root:wake:)`` makes it, with the session's answer to whether
  /// accessibility is on asked ahead (``AtspiBus/ask()``, before SDL starts: it comes meanwhile).
  package static func start(
    window: AccessibilityWindow, root: @escaping () -> Layer, wake: @escaping @Sendable () -> Void,
    asked question: AtspiBus.Question
  ) -> AtspiBridge? {
    guard let address = AtspiBus.address(question) else { return nil }
    guard let bus = DBusConnection(address: address) else {
      printError(
        "\(programName): accessibility is on, but its bus at \(address) cannot be reached; continuing without it"
      )
      return nil
    }
    return AtspiBridge(bus: bus, window: window, root: root, wake: wake)
  }

  init(
    bus: DBusConnection, window: AccessibilityWindow, root: @escaping () -> Layer,
    wake: @escaping @Sendable () -> Void
  ) {
    (self.bus, self.window, self.root) = (bus, window, root)
    self.wake = ReadableWake(fileDescriptor: bus.fileDescriptor, wake: wake)
    _ = tracker.update(root: root(), now: 0)
    title = window.title
    let reference = DBusArgument.structure([
      .string(bus.uniqueName ?? ""), .objectPath(AtspiVocabulary.rootPath),
    ])
    embedCall = bus.call(
      destination: "org.a11y.atspi.Registry", path: AtspiVocabulary.rootPath,
      interface: "org.a11y.atspi.Socket", method: "Embed", with: [reference])
  }

  /// Reads the bus on every turn; another turn soon while a full socket holds messages back (nothing
  /// else would wake an idle window to write them), and when a held value comes to rest.
  public func need(now: Double) throws -> ObserverNeed {
    service()
    if windowToAnnounce || tracker.nextRest.map({ $0 <= now }) == true {  // announced without a frame
      refresh(now: now)
      windowChanged()
    }
    let retry = bus.hasPendingOutput ? now + Self.retryInterval : nil
    return [retry, tracker.nextRest].compactMap { $0 }.min().map(ObserverNeed.turn(at:)) ?? .none
  }

  /// How soon a turn comes back to write what a full socket held back, s.
  static let retryInterval = 0.05

  /// After each frame: what changed in the tree, the title and the focus is announced.
  public func didPresent(_ frame: Frame) throws {
    service()
    refresh(now: frame.presentedAt)
    guard embedCall == nil else {
      _ = AccessibilityNotification.takePosted()  // nothing is announced before Embed returns
      return
    }
    sendAnnouncements()
    windowChanged()
  }

  /// Brings the tree up to date and announces what changed (nothing before `Embed` returns).
  private func refresh(now: Double) {
    let changes = tracker.update(root: root(), now: now)
    guard embedCall == nil else { return }
    announce(changes, in: snapshot)
  }

  /// Reads what came in and answers each request; again while answering read more (a send reads what
  /// has come as it writes, and the socket then shows nothing to wake the loop for).
  func service() {
    bus.writePending()  // what a full socket did not take (a bus that stopped reading reads again)
    guard embedCall != nil || wake?.isPending ?? true || bus.hasIncoming else { return }
    var rounds = 0
    repeat {
      let incoming = bus.receive()
      if rounds == 0 { wake?.acknowledge() }
      incoming.forEach(take)
      rounds += 1
    } while rounds < 32 && bus.hasIncoming
  }

  /// Answers a call, or takes the registry's answer to `Embed`.
  private func take(_ message: DBusConnection.Incoming) {
    switch message {
    case .call(let call): answer(call)
    case .reply(let serial, let arguments) where serial == embedCall:
      embedCall = nil
      if let fields = arguments.first?.fields, fields.count == 2, let name = fields[0].string,
        let path = fields[1].string
      {
        desktop = (name, path)
      }
    case .error(let serial, let name) where serial == embedCall:
      embedCall = nil
      printError("\(programName): the accessibility registry refused Fluid (\(name)); continuing")
    case .reply(let serial, let arguments):
      answered(serial: serial, consumed: arguments.first?.unwrapped == .bool(true))
    case .error(let serial, _): answered(serial: serial, consumed: false)
    default: break
    }
  }

  /// Sends the events for `changes`, which brought the tree to `now`.
  private func announce(_ changes: [AccessibilityChange], in now: AccessibilitySnapshot) {
    for change in changes {
      switch change {
      case .children(let parent):
        childrenChanged(parent: parent, now: now)
      case .label(let id):
        propertyChange(path: Self.path(id), "accessible-name", .string(now.nodes[id]?.label ?? ""))
      case .hint(let id):
        propertyChange(path: Self.path(id), "accessible-description", .string(now.nodes[id]?.hint ?? ""))
      case .value(let id):
        guard let node = now.nodes[id] else { continue }
        if let number = node.number {
          propertyChange(path: Self.path(id), "accessible-value", .double(number.current))
        } else if node.role == .label, let old = tracker.announced(id) {
          textChanged(path: Self.path(id), from: AtspiObject.text(of: old), to: AtspiObject.text(of: node))
        }  // another element's text value has no AT-SPI event: its states say what is spoken
      case .states(let id):
        guard let node = now.nodes[id], let old = tracker.announced(id) else { continue }
        statesChanged(path: Self.path(id), from: old, to: node)
      case .focus(let id, let focused):
        stateChanged(path: Self.path(id), "focused", focused)
      }
    }
  }

  private func childrenChanged(parent: Int?, now: AccessibilitySnapshot) {
    let path = parent.map(Self.path) ?? AtspiVocabulary.windowPath
    let old =
      parent.flatMap { tracker.announced($0)?.children } ?? (parent == nil ? tracker.announcedTop : [])
    let new = parent.flatMap { now.nodes[$0]?.children } ?? (parent == nil ? now.top : [])
    for (index, id) in old.enumerated().reversed() where !new.contains(id) {
      bus.emit(
        path: path, interface: AtspiVocabulary.objectEvent, member: "ChildrenChanged",
        arguments: Self.eventBody("remove", Int32(index), 0, reference(Self.path(id))))
    }
    for (index, id) in new.enumerated() where !old.contains(id) {
      bus.emit(
        path: path, interface: AtspiVocabulary.objectEvent, member: "ChildrenChanged",
        arguments: Self.eventBody("add", Int32(index), 0, reference(Self.path(id))))
    }
  }

  /// An event's body: `siiva{sv}`.
  static func eventBody(_ detail: String, _ one: Int32, _ two: Int32, _ value: DBusArgument) -> [DBusArgument]
  {
    [.string(detail), .int32(one), .int32(two), .variant(value), .properties()]
  }

  /// The path of the element `id`.
  static func path(_ id: Int) -> String { AtspiVocabulary.elementPrefix + String(id) }

  /// A reference to an object of this application: (bus name, path).
  func reference(_ path: String) -> DBusArgument {
    .structure([.string(bus.uniqueName ?? ""), .objectPath(path)])
  }
}
