import FluidPNG
import Foundation
import Testing

/// The XDG desktop portal's appearance, end to end: a fake portal written with python3-dbus on a
/// private session bus, the app in a window on an X server of its own, the state dumped each frame.
@Suite("The desktop portal's look (a fake portal on a private session bus)", .serialized)
struct PortalEndToEndTests {
  static var canRun: Bool {
    EndToEnd.isEnabled && FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-run-session")
      && hasPythonDBus
  }

  /// Whether Debian's python3 has its D-Bus and GLib bindings (python3-dbus, python3-gi).
  static let hasPythonDBus: Bool = {
    let outcome = try? EndToEnd.bounded(
      ["/usr/bin/python3", "-c", "import dbus.mainloop.glib; from gi.repository import GLib"], limit: 20)
    return outcome?.status == 0
  }()

  /// The fake portal, in Python.
  ///
  /// `org.freedesktop.portal.Settings` at `/org/freedesktop/portal/desktop`: its `Read`
  /// answering `color-scheme` (the first argument) and `accent-color` (0.9, 0.2, 0.3) wrapped in two
  /// variants as Debian 12's portal does; SIGUSR1 flips dark and light and sets the accent to
  /// (0.2, 0.6, 0.3), announced with `SettingChanged`. With "hang", `Read` never answers.
  static let fakePortal = """
    import os, signal, sys
    import dbus, dbus.service, dbus.mainloop.glib
    from gi.repository import GLib

    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SessionBus()
    IFACE, NS = 'org.freedesktop.portal.Settings', 'org.freedesktop.appearance'
    hang = sys.argv[1] == 'hang'

    def accent(r, g, b, level=1):
        return dbus.Struct((dbus.Double(r), dbus.Double(g), dbus.Double(b)), signature='ddd', variant_level=level)

    values = {'color-scheme': dbus.UInt32(0 if hang else int(sys.argv[1]), variant_level=1),
              'accent-color': accent(0.9, 0.2, 0.3)}

    class Settings(dbus.service.Object):
        @dbus.service.method(IFACE, in_signature='ss', out_signature='v',
                             async_callbacks=('reply', 'error'))
        def Read(self, namespace, key, reply, error):
            if hang:
                return
            if namespace != NS or key not in values:
                error(dbus.exceptions.DBusException('no such setting', name='org.freedesktop.portal.Error.NotFound'))
            else:
                reply(values[key])

        @dbus.service.signal(IFACE, signature='ssv')
        def SettingChanged(self, namespace, key, value):
            pass

    settings = Settings(bus, '/org/freedesktop/portal/desktop')
    name = dbus.service.BusName('org.freedesktop.portal.Desktop', bus)

    def flip():
        scheme = 2 if int(values['color-scheme']) == 1 else 1
        values['color-scheme'] = dbus.UInt32(scheme, variant_level=1)
        values['accent-color'] = accent(0.2, 0.6, 0.3)
        settings.SettingChanged(NS, 'color-scheme', dbus.UInt32(scheme))
        settings.SettingChanged(NS, 'accent-color', accent(0.2, 0.6, 0.3, 0))
        return True

    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGUSR1, flip)
    GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, lambda: os._exit(0))
    print('ready', flush=True)
    GLib.MainLoop().run()
    """

  /// Runs `body` on an X server of its own and a private session bus on which the fake portal runs
  /// with `portal` as its argument (`$portal` is its process).
  static func onPortal(_ portal: String, _ body: String) -> String {
    DesktopEndToEndTests.onOwnServer(
      screen: "1366x768",
      """
      cat > portal.py <<'PORTAL'
      \(fakePortal)
      PORTAL
      cat > body.sh <<'BODY'
      \(WindowMannersEndToEndTests.waitForState)
      /usr/bin/python3 portal.py \(portal) > portal.out 2> portal.err & portal=$!
      for i in $(seq 200); do grep -q ready portal.out && break; sleep 0.05; done
      grep -q ready portal.out || { echo "the fake portal did not start: $(cat portal.err)" >&2; exit 60; }
      \(body)
      BODY
      dbus-run-session -- bash -c "$(cat body.sh)" "$0" 2> bus.err
      """)
  }

  @Test(
    "the portal's color-scheme and accent colour are read at start and followed live while the window idles",
    .enabled(if: canRun))
  func followsPortal() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      Self.onPortal(
        "1",
        """
        "$0" --scene menu --size 800x600 --dump-state states.jsonl --exit-after 20 &
        app=$!
        wait_state '"accent":15086413' || exit 1
        tail -1 states.jsonl | grep -q light && exit 2
        sleep 1  # the menu idles: the change has to wake the window
        kill -USR1 $portal
        wait_state '"light":1' || exit 3
        wait_state '"accent":3381581' || exit 4
        kill -TERM $app; wait $app; kill $portal; exit 0
        """), in: dir)
    #expect(run.status == 0, "\(run.status): \(run.error)")
  }

  @Test(
    "GTK_THEME set for one launch comes before the portal; a portal that never answers delays nothing",
    .enabled(if: canRun), arguments: ["1", "hang"])
  func precedenceAndSilence(portal: String) throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      Self.onPortal(
        portal,
        """
        GTK_THEME=Adwaita "$0" --scene menu --size 800x600 --dump-state light.jsonl --exit-after 1 || exit 1
        tail -1 light.jsonl | grep -q '"light":1' || exit 2
        "$0" --scene menu --size 800x600 --dump-state own.jsonl --exit-after 1 || exit 3
        tail -1 own.jsonl | grep -q light && exit 4
        kill $portal; exit 0
        """), in: dir)
    #expect(run.status == 0, "\(run.status): \(run.error)")
  }

  @Test(
    "with no session bus announced, the bus autolaunched on the display is the app's: its portal is followed",
    .enabled(if: canRun && FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-launch")))
  func adoptsAutolaunchedBus() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      DesktopEndToEndTests.onOwnServer(
        screen: "1366x768",
        """
        unset XDG_RUNTIME_DIR  # no $XDG_RUNTIME_DIR/bus either: libdbus would autolaunch
        machine=$(cat /var/lib/dbus/machine-id 2>/dev/null || cat /etc/machine-id)
        # The bus an earlier client autolaunched on this display, as libdbus's dbus-launch starts it.
        eval "$(dbus-launch --autolaunch "$machine" --sh-syntax)" || exit 70
        bus=$DBUS_SESSION_BUS_PID
        trap 'kill $bus $xvfb 2>/dev/null; sleep 0.2; kill -9 $xvfb 2>/dev/null' EXIT
        cat > portal.py <<'PORTAL'
        \(Self.fakePortal)
        PORTAL
        \(WindowMannersEndToEndTests.waitForState)
        /usr/bin/python3 portal.py 1 > portal.out 2> portal.err & portal=$!
        for i in $(seq 200); do grep -q ready portal.out && break; sleep 0.05; done
        grep -q ready portal.out || { echo "the fake portal did not start: $(cat portal.err)" >&2; exit 60; }
        unset DBUS_SESSION_BUS_ADDRESS DBUS_SESSION_BUS_PID
        "$0" --scene menu --size 800x600 --dump-state states.jsonl --exit-after 20 &
        app=$!
        wait_state '"accent":15086413' || exit 1
        kill -TERM $app; wait $app; kill $portal; exit 0
        """), in: dir)
    #expect(run.status == 0, "\(run.status): \(run.error)")
  }
}
