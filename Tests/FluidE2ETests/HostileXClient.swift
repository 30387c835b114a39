import Foundation

/// An X client that pesters another client's window with what ordinary clients send, from windows it
/// destroys at once: clipboard requests (real conversions and forged `SelectionRequest`s), drag and
/// drop messages naming a gone source, and client messages of random types and data.
///
/// Every answer the target makes then lands on a window that no longer exists. The client's own
/// connection ignores its errors. Deterministic for a seed; one thread only.
final class HostileXClient {
  private let xlib: TestXlib
  private let display: OpaquePointer
  private let root: UInt
  private let atoms: [UInt]
  private let clipboard: UInt
  private let protocols: UInt
  private var state: UInt64
  /// How many messages were sent.
  private(set) var sent = 0

  /// Connects to `display` (`:N`); nil when Xlib or the server is missing.
  init?(display name: String, seed: UInt64) {
    guard let xlib = TestXlib(), let display = xlib.open(name) else { return nil }
    _ = xlib.setErrorHandler({ _, _ in 0 })  // this client's own errors (its windows are gone) are expected
    (self.xlib, self.display, root, state) = (xlib, display, xlib.root(display), seed | 1)
    let names = [
      "XdndEnter", "XdndPosition", "XdndDrop", "XdndLeave", "XdndStatus", "XdndFinished", "TARGETS",
      "UTF8_STRING", "STRING", "TEXT", "text/plain", "text/uri-list", "_NET_WM_PING", "_NET_WM_STATE",
      "_XEMBED", "WM_CHANGE_STATE", "INCR", "MULTIPLE", "SAVE_TARGETS", "FLUID_FUZZ",
    ]
    atoms = names.map { xlib.atom(display, $0) }
    clipboard = xlib.atom(display, "CLIPBOARD")
    protocols = xlib.atom(display, "WM_PROTOCOLS")
  }

  deinit { _ = xlib.close(display) }

  private func next() -> UInt64 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return state
  }

  private func pick(_ count: Int) -> Int { Int(next() % UInt64(count)) }
  /// A known atom, or now and then any number; never WM_PROTOCOLS (a forged WM_DELETE_WINDOW
  /// would close the window as the user's request would).
  private var anyAtom: UInt {
    let atom = pick(8) == 0 ? UInt(next() & 0xffff) : atoms[pick(atoms.count)]
    return atom == protocols ? atoms[0] : atom
  }

  /// Sends one random message to `target`, from a window destroyed right after.
  func pester(_ target: UInt) {
    let source = xlib.createWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
    var event = [UInt8](repeating: 0, count: 192)
    event.withUnsafeMutableBytes { raw in
      let e = raw.baseAddress!
      switch pick(3) {
      case 0:  // a real conversion: the owner writes into `source` and notifies it
        _ = xlib.convertSelection(display, clipboard, anyAtom, anyAtom, source, 0)
      case 1:  // a forged SelectionRequest (30): owner, requestor, selection, target, property, time
        e.storeBytes(of: Int32(30), as: Int32.self)
        for (offset, value) in [(32, target), (40, source), (48, clipboard), (56, anyAtom), (64, anyAtom)] {
          e.storeBytes(of: value, toByteOffset: offset, as: UInt.self)
        }
        _ = xlib.sendEvent(display, target, 0, 0, e)
      default:  // a ClientMessage (33): window, type, format 32, five longs (the first the source)
        e.storeBytes(of: Int32(33), as: Int32.self)
        e.storeBytes(of: target, toByteOffset: 32, as: UInt.self)
        e.storeBytes(of: anyAtom, toByteOffset: 40, as: UInt.self)
        e.storeBytes(of: Int32(32), toByteOffset: 48, as: Int32.self)
        e.storeBytes(of: source, toByteOffset: 56, as: UInt.self)
        for slot in 1..<5 {
          e.storeBytes(of: UInt(next() & 0xffff_ffff), toByteOffset: 56 + 8 * slot, as: UInt.self)
        }
        _ = xlib.sendEvent(display, target, 0, 0, e)
      }
    }
    if pick(4) != 0 { _ = xlib.destroyWindow(display, source) } else { pendingDestroy.append(source) }
    if pendingDestroy.count > 8 { _ = xlib.destroyWindow(display, pendingDestroy.removeFirst()) }
    _ = xlib.flush(display)
    sent += 1
  }

  /// Windows destroyed a few messages later, so some answers arrive before the end and some after.
  private var pendingDestroy: [UInt] = []
}
