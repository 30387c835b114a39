import Foundation
import Testing

/// Keys offered to the screen reader first, as GTK offers them: a libatspi client registers a
/// keystroke listener with the registry, as Orca does, and consumes one key.
@Suite("Keys go to the screen reader first", .serialized)
struct AccessibilityKeysEndToEndTests {
  /// Registers a synchronous listener that may consume; it consumes the first ↓ pressed and writes
  /// every event it heard (type:keysym) to `heard.txt`.
  static let listener = #"""
    import sys, gi
    gi.require_version('Atspi', '2.0')
    from gi.repository import Atspi, GLib
    heard = []
    def on_key(event, *_):
        heard.append((event.type, event.id))
        down = event.type == 0 and event.id == 0xff54  # KEY_PRESSED_EVENT of Down
        return down and sum(1 for t, i in heard if t == 0 and i == 0xff54) == 1
    listener = Atspi.DeviceListener.new(on_key)
    # Pressed and released (mask 3), keys with no modifier; synchronous, and it may consume.
    Atspi.register_keystroke_listener(
        listener, None, 0, 3, Atspi.KeyListenerSyncType.SYNCHRONOUS | Atspi.KeyListenerSyncType.CANCONSUME)
    open('ready', 'w').write('1')
    def stop():
        open('heard.txt', 'w').write(' '.join('%d:%x' % e for e in heard))
        Atspi.event_quit()
    GLib.timeout_add(int(float(sys.argv[1]) * 1000), stop)
    Atspi.event_main()
    """#

  @Test(
    "each key goes to the registry first: a listener hears ↓ pressed and released, and the ↓ it consumes never moves the menu",
    .enabled(if: AccessibilityEndToEndTests.canRun))
  func consumedKeyStops() throws {
    let dir = try EndToEnd.temporaryDirectory()
    try Self.listener.write(toFile: dir + "/listener.py", atomically: true, encoding: .utf8)
    let run = try AccessibilityEndToEndTests.onAccessibilityBus(
      """
      /usr/bin/python3 listener.py 14 & listener=$!
      for i in $(seq 100); do [ -s ready ] && break; sleep 0.1; done
      "$0" --scene menu --size 800x600 --dump-state states.jsonl --exit-after 40 & app=$!
      id=$(xdotool search --sync --onlyvisible --pid $app | head -1)
      sleep 2  # the bridge embeds itself in the registry
      for k in 1 2 3; do xdotool key --window $id Down; sleep 0.4; done
      sleep 0.6
      wait $listener
      xdotool key --window $id ctrl+q; wait $app; status=$?
      kill $launcher
      exit $status
      """, in: dir)
    #expect(run.status == 0, "\(run.status): \(run.error)")
    let heard = (try? String(contentsOfFile: dir + "/heard.txt", encoding: .utf8)) ?? ""
    #expect(
      heard.components(separatedBy: " ").filter { $0 == "0:ff54" }.count == 3, "three ↓ pressed: \(heard)")
    #expect(heard.contains("1:ff54"), "↓ released: \(heard)")
    let states = EndToEnd.states(at: dir + "/states.jsonl")
    #expect(
      states.last?["selection"] == 2, "two ↓ of three reached the menu: \(String(describing: states.last))")
  }
}
