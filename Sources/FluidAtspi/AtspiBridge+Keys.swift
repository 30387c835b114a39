import FluidIO
import FluidDBus
import FluidUI

/// Keys offered to the assistive technology first, as GTK's bridge offers them: each key down and
/// up goes to the registry's `DeviceEventController.NotifyListenersSync` before the window acts on
/// it, and a key a listener consumed (Orca's own commands) never reaches the scene.
///
/// Nothing blocks: the key is held while the answer travels (a millisecond or two through the
/// registry and Orca), the frames go on, and what comes after it waits behind it so the scene sees
/// everything in order. An answer later than `keyWait` lets the key through; three in a row, and
/// keys are no longer offered (one line says so): a registry that stopped answering costs the
/// window at most three such waits.
///
/// What assistive technology asks of an element (a click, a value, the focus) goes the same way: as
/// an input event (``InputEvent/accessibility(_:time:)``) let go on the next turn, behind any key
/// held, so the scene sees it in order and a recording holds it.
extension AtspiBridge: InputFilter {
  /// How long a key waits for the registry's answer, s: 0.25 s, forty times the round trip through
  /// the registry to Orca and back (1.6–6 ms measured under the headless Orca), so a screen reader's
  /// command key is not let through on a busy machine; only a registry that stopped answering makes
  /// a key wait that long, three times at most.
  static let keyWait = 0.25

  /// Offers a key to the registry and holds it; holds anything that comes while a key is held.
  public func admit(_ event: InputEvent, now: Double) -> Bool {
    if offersKeys, embedCall == nil, let key = AtspiKeyEvent(event),
      let serial = bus.call(
        destination: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/registry/deviceeventcontroller",
        interface: "org.a11y.atspi.DeviceEventController", method: "NotifyListenersSync", with: [key.argument]
      )
    {
      held.append(HeldInput(event: event, serial: serial, deadline: now + Self.keyWait))
      return false
    }
    guard !held.isEmpty else { return true }
    held.append(HeldInput(event: event, serial: nil, deadline: now))
    return false
  }

  /// What is held and may go on now, in order: keys answered (less those consumed) or past their
  /// wait, and what came after them.
  public func released(now: Double) -> [InputEvent] {
    guard !held.isEmpty else { return [] }
    service()  // the answers that came
    var out: [InputEvent] = []
    while let first = held.first {
      if let (id, action) = first.request {
        // Placed in the tree as it goes on, after all before it was handled, and alone: the scene
        // finds the element the screen reader meant, and a replay finds it at the same place.
        guard out.isEmpty else { break }
        held.removeFirst()
        guard let path = AccessibilitySnapshot(root: root()).path(of: id) else { continue }  // gone since
        return [.accessibility(AccessibilityRequest(element: path, action: action), time: now)]
      } else if let consumed = first.consumed {
        if !consumed { out += [first.event].compactMap { $0 } }
      } else if first.serial == nil {
        out += [first.event].compactMap { $0 }
      } else if now >= first.deadline {
        out += [first.event].compactMap { $0 }
        missedAnswers += 1
        if missedAnswers == 3 {
          offersKeys = false
          printError(
            "\(programName): the accessibility registry did not answer three keys within \(Self.keyWait) s; keys go straight to the window from now on"
          )
        }
      } else {
        break
      }
      held.removeFirst()
    }
    return out
  }

  /// The wait of the first key held, if any; at once (0) when it is answered already (an answer read
  /// after this turn's release, which no wake follows).
  public var releaseTime: Double? {
    guard let first = held.first else { return nil }
    return first.consumed != nil || first.serial == nil ? 0 : first.deadline
  }

  /// Asks `action` of element `id` as input, on a later turn; false when it is not in the tree.
  func request(_ action: AccessibilityRequest.Action, of id: Int) -> Bool {
    guard snapshot.nodes[id] != nil else { return false }
    held.append(HeldInput(event: nil, request: (id, action), serial: nil, deadline: 0))
    return true
  }

  /// Takes the registry's answer to a key offered: `consumed`, true when a listener took the key.
  func answered(serial: UInt32, consumed: Bool) {
    guard let i = held.firstIndex(where: { $0.serial == serial }) else { return }
    held[i].consumed = consumed
    missedAnswers = 0
  }
}
