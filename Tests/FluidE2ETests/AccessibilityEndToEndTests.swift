import Foundation
import Testing

/// The window on the desktop's accessibility bus, read and driven by libatspi (the library Orca
/// uses) from Debian's python3, on a private session bus with the AT-SPI bus launcher.
@Suite("Accessibility over AT-SPI (a real libatspi client)", .serialized)
struct AccessibilityEndToEndTests {
  static var canRun: Bool {
    EndToEnd.isEnabled && FileManager.default.isExecutableFile(atPath: "/usr/libexec/at-spi-bus-launcher")
      && FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-run-session") && hasAtspi
  }

  /// Whether Debian's python3 has libatspi's bindings (gir1.2-atspi-2.0).
  static let hasAtspi: Bool = {
    let outcome = try? EndToEnd.bounded(
      [
        "/usr/bin/python3", "-c",
        "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi",
      ],
      limit: 20)
    return outcome?.status == 0
  }()

  /// What every libatspi client here starts with: its process id from the command line, calls that
  /// wait up to 10 s for an answer (libatspi's default is 0.8 s: a busy machine answers late, and a
  /// late answer is not a wrong one), `fail(code, what)`, `until(get)` (a busy machine answers
  /// slowly; a broken answer still fails), a walk of the tree and the app found by its process id.
  static let clientPrelude = #"""
    import subprocess, sys, time, gi
    gi.require_version('Atspi', '2.0')
    from gi.repository import Atspi, GLib

    pid = int(sys.argv[1])
    Atspi.set_timeout(10000, 20000)
    def fail(code, what):
        print(what, file=sys.stderr, flush=True)
        sys.exit(code)

    def until(get, seconds=20):
        end = time.time() + seconds
        while time.time() < end:
            GLib.MainContext.default().iteration(False)
            value = get()
            if value:
                return value
            time.sleep(0.05)
        return None

    def find_app():
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_process_id() == pid:
                return app
        return None

    def walk(node):
        yield node
        for i in range(node.get_child_count()):
            child = node.get_child_at_index(i)
            if child is not None:
                yield from walk(child)

    """#

  /// The client, in Python.
  ///
  /// It finds the app by its process id, checks the tree, opens the calculator by the menu
  /// row's action, presses 1 2 + 7 = by the keys' actions and reads 19, goes back, opens the spring
  /// and sets a slider through Value, waiting for its value-changed event; then two Tabs move the
  /// keyboard's focus, each announced; points at the ends of 32 bits are asked about (none is in
  /// the window, and the app stays up); GrabFocus gives the slider the focus. Exits 1…12 at the step
  /// that failed, with a line saying what it saw.
  static let client =
    clientPrelude + #"""
      def named(root, name, role=None):
          for node in walk(root):
              if node.get_name() == name and (role is None or node.get_role() == role):
                  return node
          return None

      app = until(find_app, 10) or fail(1, 'no application with the app\'s process id on the desktop')
      app.set_cache_mask(Atspi.Cache.NONE)
      if app.get_name() != 'Fluid':
          fail(2, 'the application is named %r' % app.get_name())
      frame = until(lambda: app.get_child_at_index(0) if app.get_child_count() > 0 else None)
      if frame is None or frame.get_role() != Atspi.Role.FRAME or frame.get_name() != 'Fluid':
          fail(2, 'the window: %r' % (frame and (frame.get_role(), frame.get_name())))
      def menu_rows():
          rows = [n for n in walk(frame) if n.get_role() == Atspi.Role.LIST_ITEM]
          return rows if len(rows) == 11 else None
      items = until(menu_rows) or [n for n in walk(frame) if n.get_role() == Atspi.Role.LIST_ITEM]
      names = [n.get_name() for n in items]
      if len(items) != 11 or 'Calculator button' not in names:
          fail(3, 'the menu lists %r' % names)
      row = items[names.index('Calculator button')]
      row.get_action_iface().do_action(0)
      until(lambda: 'Calculator' in frame.get_name()) or fail(4, 'the window is %r' % frame.get_name())
      time.sleep(1)  # the push lands: the tree stops changing under the walks
      keys = {}
      for label in ['1', '2', 'plus', '7', 'equals']:
          keys[label] = until(lambda: named(frame, label, Atspi.Role.PUSH_BUTTON)) or fail(5, 'no key %r' % label)
      for label in ['1', '2', 'plus', '7', 'equals']:
          keys[label].get_action_iface().do_action(0)
          time.sleep(0.05)
      display = until(lambda: named(frame, 'Result', Atspi.Role.LABEL)) or fail(6, 'no display')
      text = lambda: display.get_text_iface().get_text(0, -1)
      until(lambda: text() == '19') or fail(6, 'the display reads %r' % text())
      back = named(frame, 'Back to the menu', Atspi.Role.PUSH_BUTTON) or fail(7, 'no back button')
      back.get_action_iface().do_action(0)
      until(lambda: frame.get_name() == 'Fluid') or fail(7, 'after back the window is %r' % frame.get_name())
      time.sleep(1)
      spring = until(lambda: named(frame, 'Spring animations', Atspi.Role.LIST_ITEM)) or fail(8, 'no spring row')
      spring.get_action_iface().do_action(0)
      slider = until(lambda: named(frame, 'Damping (bounciness)', Atspi.Role.SLIDER)) or fail(8, 'no damping slider')
      changes = []
      listener = Atspi.EventListener.new(lambda event: changes.append(event.type))
      listener.register('object:property-change:accessible-value')
      value = slider.get_value_iface()
      value.set_current_value(0.8)
      until(lambda: abs(value.get_current_value() - 0.8) < 1e-9) or fail(9, 'the slider is at %r' % value.get_current_value())
      until(lambda: changes) or fail(9, 'no value-changed event')
      focused = []
      def on_focus(event):
          if event.detail1 == 1:
              focused.append(event.source.get_name())
      focus_listener = Atspi.EventListener.new(on_focus)
      focus_listener.register('object:state-changed:focused')
      for _ in range(2):  # a frame apart: the tree is compared frame by frame
          subprocess.run(['xdotool', 'search', '--name', '^Fluid', 'windowfocus', '--sync', 'key', 'Tab'], check=True)
          until(lambda: False, 0.3)
      until(lambda: len(focused) >= 2) or fail(10, 'focus events after two Tabs: %r' % focused)
      if not slider.get_component_iface().grab_focus():
          fail(12, 'GrabFocus on the slider answered false')
      has_focus = lambda: slider.get_state_set().contains(Atspi.StateType.FOCUSED)
      until(has_focus) or fail(12, 'the slider does not have the focus after GrabFocus: %r' % focused)
      component = frame.get_component_iface()
      for x, y in [(-2**31, -2**31), (2**31 - 1, 2**31 - 1), (-2**31, 2**31 - 1)]:
          for coords in (Atspi.CoordType.SCREEN, Atspi.CoordType.WINDOW):
              try:
                  component.get_accessible_at_point(x, y, coords)
                  component.contains(x, y, coords)
              except Exception as error:
                  fail(11, 'a point at (%d, %d): %s' % (x, y, error))
      if subprocess.run(['kill', '-0', str(pid)]).returncode != 0:
          fail(11, 'the app died on a point far off screen')
      print('ok', names, focused, flush=True)
      """#

  /// Runs `body` in bash (with `$0` the app) on an X server, a private session bus and the AT-SPI
  /// bus launcher with a screen reader on (`$launcher` is its process); its outcome.
  static func onAccessibilityBus(_ body: String, in dir: String) throws -> (status: Int32, error: String) {
    try EndToEnd.shell(
      DesktopEndToEndTests.onOwnServer(
        screen: "1366x768",
        """
        cat > body.sh <<'BODY'
        export XDG_RUNTIME_DIR=$(mktemp -d) GSETTINGS_BACKEND=memory; chmod 700 "$XDG_RUNTIME_DIR"
        unset AT_SPI_BUS_ADDRESS WAYLAND_DISPLAY
        /usr/libexec/at-spi-bus-launcher --a11y=1 --screen-reader=1 >/dev/null 2>&1 & launcher=$!
        gdbus wait --session --timeout 10 org.a11y.Bus || exit 60
        \(body)
        BODY
        dbus-run-session -- bash -c "$(cat body.sh)" "$0"
        """), in: dir, limit: 90)
  }

  @Test(
    "libatspi lists Fluid's tree, opens the calculator by a row's action, reads 19 after 1 2 + 7 =, sets the spring's damping, hears Tab move the focus, GrabFocus focuses; a point at INT32_MIN is no crash; the session's recording replays to the same damping",
    .enabled(if: canRun))
  func readAndDrive() throws {
    let dir = try EndToEnd.temporaryDirectory()
    try Self.client.write(toFile: dir + "/client.py", atomically: true, encoding: .utf8)
    let run = try Self.onAccessibilityBus(
      """
      "$0" --scene menu --size 800x600 --exit-after 85 --record rec.jsonl & app=$!
      /usr/bin/python3 client.py $app; status=$?
      kill -TERM $app; wait $app; kill $launcher
      [ $status = 0 ] || exit $status
      # The screen reader's requests were input: recorded, and replayed to the same end.
      asked=$(grep -c '"type":"accessibility"' rec.jsonl); [ "$asked" -ge 10 ] || { echo "recorded $asked" >&2; exit 20; }
      "$0" --replay rec.jsonl --headless --dump-state replay.jsonl || exit 21
      tail -1 replay.jsonl | grep -q '"scene":"spring".*"damping":0.8,' || { tail -1 replay.jsonl >&2; exit 22; }
      """, in: dir)
    #expect(run.status == 0, "\(run.status) (2x: the recording or its replay): \(run.error)")
  }

  @Test(
    "an accessibility bus that stops reading never freezes the window: 8 s of a list paging past rows with it stopped draw 100 frames or more, then Ctrl+Q quits within 1 s",
    .enabled(if: canRun))
  func stalledBus() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try Self.onAccessibilityBus(
      """
      "$0" --scene scroll --size 800x600 --exit-after 60 --stats-log stats.txt & app=$!
      for i in $(seq 100); do
        id=$(xdotool search --onlyvisible --pid $app 2>/dev/null | head -1); [ -n "$id" ] && break; sleep 0.1
      done
      [ -n "$id" ] || exit 61
      sleep 1
      daemon=$(pgrep -f 'dbus-daemo[n].*accessibilit[y]' | head -1); [ -n "$daemon" ] || exit 62
      kill -STOP $daemon
      xdotool windowfocus --sync $id
      before=$(wc -l < stats.txt)
      for i in $(seq 20); do xdotool key Page_Down Page_Down Page_Down; sleep 0.4; done
      during=$(( $(wc -l < stats.txt) - before ))
      asked=$(date +%s%N)
      xdotool key ctrl+q
      for i in $(seq 100); do kill -0 $app 2>/dev/null || break; sleep 0.01; done
      quit=$(( ($(date +%s%N) - asked) / 1000000 ))
      if kill -0 $app 2>/dev/null; then kill -9 $app; kill -CONT $daemon; kill $launcher; exit 70; fi
      kill -CONT $daemon; kill $launcher; wait $app
      echo "frames while stopped: $during; Ctrl+Q to exit: $quit ms" >&2
      [ "$during" -ge 100 ] || exit 71
      """, in: dir)
    #expect(
      run.status == 0,
      "\(run.status) (70: frozen, Ctrl+Q did nothing in 1 s; 71: too few frames; 6x: no bus or window): \(run.error)"
    )
  }

  @Test(
    "an accessibility bus that accepts the connection and never answers costs the start at most Hello's wait: the window draws, keys draw frames, Ctrl+Q quits within 1 s, one line says so",
    .enabled(if: EndToEnd.isEnabled && FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
  func muteBus() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      """
      \(EndToEnd.muteBusSocket)
      FLUID_A11Y=1 AT_SPI_BUS_ADDRESS=unix:path=$PWD/mute.sock "$0" --scene menu --size 800x600 \
        --dump-state states.jsonl --stats-log stats.txt --screenshot signal:shot.png 2>err.txt & app=$!
      id=$(app_window $app states.jsonl) || { kill $mute; cat err.txt >&2; exit 70; }
      shoot shot.png || { kill $mute; exit 71; }
      before=$(wc -l < stats.txt)
      xdotool key --window $id Down Down Down; sleep 1
      frames=$(( $(wc -l < stats.txt) - before )); echo "frames for three keys: $frames" >&2
      [ $frames -ge 3 ] || { kill $mute; exit 74; }
      quit_timed || { kill $mute; exit 75; }
      wait $app; status=$?
      kill $mute
      cat err.txt >&2
      [ $status = 0 ] || exit 70
      grep -q 'cannot be reached; continuing without it' err.txt || exit 72
      """, in: dir, limit: 20)
    #expect(
      run.status == 0, "\(run.status) (−1: the start waited on the bus; 7x: see the test): \(run.error)")
  }
}
