import FluidPNG
import FluidSDL
import FluidUI
import Foundation
import Testing

/// Fluid on a desktop: the scale a session sets, a window manager, XSettings.
///
/// Each test runs on an X
/// server of its own (`Xvfb -displayfd`, which picks a free display without a race), so the resources
/// and settings it sets reach no other test; `-noreset` keeps the resources `xrdb` sets when its
/// connection closes, as a desktop session (whose window manager stays connected) does.
@Suite("On a desktop (each test on its own Xvfb)", .serialized)
struct DesktopEndToEndTests {
  /// A script that starts its own Xvfb of `screen`, then runs `body` on it with the settings file in
  /// the test's folder; with `openbox`, under that window manager.
  static func onOwnServer(screen: String = "2600x1700", openbox: Bool = false, _ body: String) -> String {
    """
    export XDG_CONFIG_HOME="$PWD/config"
    unset DBUS_SESSION_BUS_ADDRESS  # the session's portal must not decide light or dark here
    Xvfb -displayfd 3 -screen 0 \(screen)x24 -nolisten tcp -noreset 3>display.txt 2>/dev/null & xvfb=$!
    for i in $(seq 100); do [ -s display.txt ] && break; sleep 0.05; done
    export DISPLAY=:$(cat display.txt)
    trap 'kill $wm $xvfb 2>/dev/null; sleep 0.2; kill -9 $xvfb 2>/dev/null' EXIT
    \(openbox ? startOpenbox : "")
    \(body)
    """
  }

  /// Starts openbox and waits until it has taken the screen (its `_NET_SUPPORTING_WM_CHECK` is set).
  ///
  /// It tries three times, as openbox now and then fails to open a display that is just up. The app
  /// may be started at once: a map request openbox loses while it finishes starting is asked again.
  static let startOpenbox = """
    start_openbox() {
      for attempt in 1 2 3; do
        openbox >/dev/null 2>&1 & wm=$!
        for i in $(seq 100); do
          xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id #' && return 0
          kill -0 $wm 2>/dev/null || break
          sleep 0.05
        done
        kill $wm 2>/dev/null; wait $wm 2>/dev/null
      done
      echo "openbox did not start on $DISPLAY" >&2
      return 1
    }
    start_openbox || exit 70
    """

  static var hasOpenbox: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/openbox") }
  static var hasXsettingsd: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/xsettingsd") }

  @Test(
    "The desktop's scale sizes the window: --size 800x600 opens at size × scale pixels",
    .enabled(if: EndToEnd.isEnabled),
    arguments: [
      ("echo 'Xft.dpi: 192' | xrdb -merge;", "", 1600, 1200),
      ("export GDK_SCALE=2;", "", 1600, 1200),
      ("echo 'Xft.dpi: 192' | xrdb -merge;", "--scale 1.5", 1200, 900),
      ("export FLUID_SCALE=1.25 GDK_SCALE=2;", "", 1000, 750),
    ])
  func scaledWindow(setup: String, flags: String, width: Int, height: Int) throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      Self.onOwnServer(
        """
        \(setup)
        "$0" --scene drawer --size 800x600 \(flags) --screenshot signal:shot.png --dump-state d.jsonl \
          --exit-after 50 &
        app=$!
        id=$(app_window $app d.jsonl) || exit 1
        xdotool getwindowgeometry $id > geometry.txt
        finish_app d.jsonl shot.png
        """), in: dir)
    #expect(run.status == 0, "\(run.error)")
    let geometry = (try? String(contentsOfFile: dir + "/geometry.txt", encoding: .utf8)) ?? ""
    #expect(geometry.contains("Geometry: \(width)x\(height)"), "\(geometry)")
    let shot = try PNGImage(contentsOf: dir + "/shot.png")
    #expect(shot.width == width && shot.height == height)
  }

  @Test(
    "At Xft.dpi 192 the frame is the 1× frame drawn at twice the pixels (edges within 1 px), and input lands",
    .enabled(if: EndToEnd.isEnabled))
  func sharpAtTwice() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      Self.onOwnServer(
        """
        shot() {
          "$0" --scene drawer --size 800x600 --screenshot signal:$1 --dump-state $1.jsonl --exit-after 50 &
          app=$!
          id=$(app_window $app $1.jsonl) || exit 1
          finish_app $1.jsonl $1 || exit 1
        }
        shot one.png
        echo 'Xft.dpi: 192' | xrdb -merge
        shot two.png
        "$0" --scene menu --size 800x600 --dump-state states.jsonl --exit-after 50 &
        app=$!
        id=$(app_window $app states.jsonl) || exit 1
        xdotool mousemove --window $id 800 420 click 1
        wait_for 20 state_is states.jsonl navScene 1.0
        finish_app states.jsonl
        """), in: dir)
    #expect(run.status == 0, "\(run.error)")
    let one = try PNGImage(contentsOf: dir + "/one.png")
    let two = try PNGImage(contentsOf: dir + "/two.png")
    #expect(two.width == 2 * one.width && two.height == 2 * one.height)
    let match = Self.matchingFraction(one: one, two: two)
    #expect(match >= 0.99, "\(match * 100) % of 1× pixels are matched within 1 px by the 2× frame")
    // (800, 420) px is (400, 210) pt: the menu's second row, the calculator.
    let last = EndToEnd.states(at: dir + "/states.jsonl").last ?? [:]
    #expect(last["navScene"] == 1, "\(last)")
  }

  @Test(
    "Ctrl+= zooms in steps keeping the window's pixels (1280×960 px at 1.5 is 853×640 pt, above the minimum); the zoom is kept for the next run",
    .enabled(if: EndToEnd.isEnabled))
  func zoomIsKept() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      Self.onOwnServer(
        """
        "$0" --scene spring --size 1280x960 --stats-log one.jsonl --exit-after 50 &
        app=$!
        id=$(app_window $app one.jsonl) || exit 1
        xdotool mousemove --window $id 640 480 sleep 0.3 key ctrl+equal sleep 0.3 key ctrl+equal sleep 0.5
        xdotool getwindowgeometry $id > zoomed.txt
        end_app || exit 1
        "$0" --scene spring --size 1280x960 --stats-log two.jsonl --exit-after 50 &
        app=$!
        id=$(app_window $app two.jsonl) || exit 1
        xdotool getwindowgeometry $id > reopened.txt
        end_app
        """), in: dir)
    #expect(run.status == 0, "\(run.error)")
    let read = { (name: String) in (try? String(contentsOfFile: dir + "/" + name, encoding: .utf8)) ?? "" }
    #expect(
      read("zoomed.txt").contains("Geometry: 1280x960"), "the window kept its pixels: \(read("zoomed.txt"))")
    #expect(EndToEnd.jsonLines(at: dir + "/one.jsonl").last?["scale"] as? Double == 1.5)
    #expect(EndToEnd.jsonLines(at: dir + "/two.jsonl").first?["scale"] as? Double == 1.5)
    #expect(read("reopened.txt").contains("Geometry: 1920x1440"), "\(read("reopened.txt"))")
    #expect(read("config/fluid/settings.json").contains(#""scale":1.5"#))
  }

  /// The share of the 1× frame's pixels that the 2× frame, averaged over 2×2 blocks, matches within
  /// 12 % at the same place or one pixel away.
  static func matchingFraction(one: PNGImage, two: PNGImage) -> Double {
    var matched = 0
    for y in 0..<one.height {
      for x in 0..<one.width {
        let quad = [(0, 0), (1, 0), (0, 1), (1, 1)].map { two.pixel(x: 2 * x + $0.0, y: 2 * y + $0.1) }
        let mean = quad.reduce((0.0, 0.0, 0.0)) {
          ($0.0 + $1.red / 4, $0.1 + $1.green / 4, $0.2 + $1.blue / 4)
        }
        var found = false
        for dy in -1...1 where !found {
          for dx in -1...1 where !found {
            let (nx, ny) = (x + dx, y + dy)
            guard nx >= 0, ny >= 0, nx < one.width, ny < one.height else { continue }
            let c = one.pixel(x: nx, y: ny)
            found = abs(c.red - mean.0) < 0.12 && abs(c.green - mean.1) < 0.12 && abs(c.blue - mean.2) < 0.12
          }
        }
        if found { matched += 1 }
      }
    }
    return Double(matched) / Double(one.width * one.height)
  }

  @Test(
    "Under openbox: no frame; the in-app bar drags the window, a double click maximises and restores, F11 fills the screen",
    .enabled(if: EndToEnd.isEnabled && hasOpenbox))
  func oneTitleBar() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      Self.onOwnServer(
        screen: "1600x1000", openbox: true,
        """
        "$0" --scene calculator --size 800x600 --dump-state states.jsonl --exit-after 50 &
        app=$!
        id=$(app_window $app states.jsonl) || exit 1
        xprop -id $id _NET_FRAME_EXTENTS > frame.txt
        pos() { xdotool getwindowgeometry $id | tr '\\n' ' '; echo; }
        pos > moves.txt
        xdotool mousemove --window $id 420 16 mousedown 1 sleep 0.1 mousemove_relative 10 0 sleep 0.2
        xdotool mousemove_relative 100 60 sleep 0.3 mouseup 1 sleep 0.5
        pos >> moves.txt
        xdotool mousemove --window $id 420 16 click --repeat 2 --delay 120 1 sleep 0.8
        pos >> moves.txt
        xdotool mousemove --window $id 420 16 click --repeat 2 --delay 120 1 sleep 0.8
        pos >> moves.txt
        xdotool mousemove --window $id 400 300 sleep 0.2 key F11 sleep 0.8
        pos >> moves.txt
        xdotool key F11 sleep 0.5 key ctrl+q
        wait $app
        """), in: dir)
    #expect(run.status == 0, "\(run.error)")
    let frame = (try? String(contentsOfFile: dir + "/frame.txt", encoding: .utf8)) ?? ""
    #expect(frame.contains("= 0, 0, 0, 0"), "no frame: \(frame)")
    let moves = ((try? String(contentsOfFile: dir + "/moves.txt", encoding: .utf8)) ?? "")
      .split(separator: "\n").map(String.init)
    try #require(moves.count == 5, "\(moves)")
    #expect(moves[1] != moves[0] && moves[1].contains("800x600"), "dragged: \(moves)")
    // The window moved as far as the pointer (10 + 100, 60 px), the motion before the hand-over
    // included: the pressed point stayed under the pointer (no slip).
    let (from, to) = (Self.position(moves[0]), Self.position(moves[1]))
    #expect(
      from != nil && to != nil && abs(to!.x - from!.x - 110) <= 1 && abs(to!.y - from!.y - 60) <= 1,
      "moved with the pointer: \(moves)")
    #expect(moves[2].contains("1600x1000"), "maximised: \(moves)")
    #expect(moves[3] == moves[1], "restored where it was: \(moves)")
    #expect(moves[4].contains("Position: 0,0") && moves[4].contains("1600x1000"), "full screen: \(moves)")
    // The bar's presses never reached the calculator: no key was pressed.
    let states = EndToEnd.states(at: dir + "/states.jsonl")
    #expect(!states.isEmpty && states.allSatisfy { $0["value"] == 0 && $0["pressing"] == 0 })
  }

  @Test(
    "--decorations server: openbox draws its frame and the bar has no window controls",
    .enabled(if: EndToEnd.isEnabled && hasOpenbox))
  func serverDecorations() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      Self.onOwnServer(
        screen: "1600x1000", openbox: true,
        """
        "$0" --scene spring --size 800x600 --decorations server --exit-after 50 --stats-log s.jsonl \
          --screenshot signal:shot.png &
        app=$!
        id=$(app_window $app s.jsonl) || exit 1
        wait_for 10 xprop -id $id _NET_FRAME_EXTENTS | grep -q =
        xprop -id $id _NET_FRAME_EXTENTS > frame.txt
        shoot shot.png || exit 1
        end_app
        """), in: dir)
    #expect(run.status == 0, "\(run.error)")
    let frame = (try? String(contentsOfFile: dir + "/frame.txt", encoding: .utf8)) ?? ""
    #expect(frame.contains("_NET_FRAME_EXTENTS") && !frame.contains("= 0, 0, 0, 0"), "a frame: \(frame)")
    let shot = try PNGImage(contentsOf: dir + "/shot.png")
    // Where the close control's round button would be (above the hints' text): the bar's own dark.
    let c = shot.pixel(x: 800 - 8 - 104 + 2 + 68 + 12, y: 6)
    #expect(c.red < 0.06 && c.green < 0.06 && c.blue < 0.06, "\(c)")
  }

  @Test(
    "xsettingsd serving Gtk/EnableAnimations 0: the app reduces motion, and follows the daemon's reloads",
    .enabled(if: EndToEnd.isEnabled && hasXsettingsd))
  func xsettingsReduceMotion() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      Self.onOwnServer(
        """
        echo 'Gtk/EnableAnimations 0' > xsettings.conf
        xsettingsd -c xsettings.conf >/dev/null 2>&1 & xs=$!
        sleep 0.5
        "$0" --scene pane --size 800x600 --dump-state states.jsonl --exit-after 50 &
        app=$!
        id=$(app_window $app states.jsonl) || exit 1
        sleep 1
        # Animations on, then off again: the daemon reloads (its property changes) and the app follows.
        echo 'Gtk/EnableAnimations 1' > xsettings.conf
        kill -HUP $xs
        sleep 0.5
        xdotool mousemove --window $id 400 300 click 1
        sleep 0.8
        echo 'Gtk/EnableAnimations 0' > xsettings.conf
        kill -HUP $xs
        sleep 0.5
        xdotool mousemove --window $id 400 300 click 1
        finish_app states.jsonl; status=$?
        kill $xs
        exit $status
        """), in: dir)
    #expect(run.status == 0, "\(run.error)")
    let states = EndToEnd.states(at: dir + "/states.jsonl")
    #expect(states.first?["reduceMotion"] == 1, "\(states.first ?? [:])")
    // Off after the first reload (the first click's frames), on again after the second (the last's).
    #expect(states.contains { $0["reduceMotion"] == nil }, "followed the first reload")
    #expect(states.last?["reduceMotion"] == 1, "followed the second: \(states.last ?? [:])")
  }
}

/// Native Wayland: Debian's sway, headless, with the app as a Wayland client (no X).
///
/// sway refuses to
/// run as root, so the test makes an unprivileged user and runs both as it.
@Suite("Native Wayland (sway headless, as an unprivileged user)")
struct WaylandEndToEndTests {
  static var canRun: Bool {
    EndToEnd.isEnabled && FileManager.default.isExecutableFile(atPath: "/usr/bin/sway") && geteuid() == 0
  }

  @Test(
    "SDL_VIDEODRIVER=wayland: the default renderer falls back to one SDL can make, and frames are presented",
    .enabled(if: canRun, "needs FLUID_E2E=1, /usr/bin/sway and root (to run sway as another user)"))
  func nativeWayland() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      """
      user=fluid-wayland-test
      id -u $user >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin $user || exit 3
      rt=$(mktemp -d); chown $user "$rt"; chmod 700 "$rt"
      work=$(mktemp -d); chmod 755 "$work"; cp "$0" "$work/fluid"; chmod 755 "$work/fluid"
      out=$(mktemp -d); chown $user "$out"
      # sway (started through runuser) does not end on SIGTERM here: everything of the user is killed.
      trap 'pkill -KILL -u $user; rm -rf "$rt" "$work" "$out"' EXIT
      as() { runuser -u $user -- env -i PATH=/usr/bin:/bin HOME="$out" XDG_RUNTIME_DIR="$rt" "$@"; }
      # No Xwayland: it would take an X display number another test's Xvfb may be choosing.
      echo 'xwayland disable' > "$out/sway.conf"
      as WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman sway -c "$out/sway.conf" \
        >sway.log 2>&1 &
      for i in $(seq 100); do ls "$rt" | grep -q '^wayland-[0-9]*$' && break; sleep 0.05; done
      display=$(ls "$rt" | grep '^wayland-[0-9]*$' | head -1)
      [ -n "$display" ] || { echo "sway did not start: $(tail -3 sway.log)" >&2; exit 4; }
      as WAYLAND_DISPLAY=$display SDL_VIDEODRIVER=wayland "$work/fluid" --scene spring --size 800x600 \
        --exit-after 2 --stats-log "$out/stats.jsonl" --screenshot 1:"$out/shot.png"
      status=$?
      cp "$out/stats.jsonl" "$out/shot.png" . 2>/dev/null
      exit $status
      """, in: dir, limit: 60)
    #expect(run.status == 0, "\(run.error)")
    let lines = EndToEnd.jsonLines(at: dir + "/stats.jsonl")
    // That frames are presented is what is checked, not how many: the first frame compiles
    // llvmpipe's shaders (0.5-0.8 s on an idle machine, seconds on a busy one), the spring's opening
    // moves are drawn only if it ends before they do, and the screenshot's frame (read back and
    // encoded by a debug build, 1.3-2.2 s) may be the last before the 2 s are up: 2 to 15 frames.
    // Two are the first and a later one: the window goes on presenting after its first frame.
    #expect(lines.count >= 2, "presented \(lines.count) frames")
    let renderer = lines.first?["renderer"] as? String ?? ""
    #expect(!renderer.isEmpty && !renderer.hasPrefix("software"), "\(renderer)")
    let shot = try PNGImage(contentsOf: dir + "/shot.png")
    #expect(shot.width > 0 && shot.height > 0)
  }
}

extension DesktopEndToEndTests {
  /// The `Position: X,Y` of a line of `xdotool getwindowgeometry`.
  static func position(_ line: String) -> (x: Int, y: Int)? {
    guard let range = line.range(of: "Position: ") else { return nil }
    let numbers = line[range.upperBound...].prefix { $0.isNumber || $0 == "," || $0 == "-" }
    let parts = numbers.split(separator: ",").compactMap { Int($0) }
    return parts.count == 2 ? (parts[0], parts[1]) : nil
  }
}
