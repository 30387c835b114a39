import FluidPNG
import FluidSDL
import Foundation
import Testing

/// The window by the desktop's conventions, in a real window on an X server of its own: placement in
/// the work area and the size kept between runs, the backdrop, full screen, the zoom's limit and
/// level, light or dark from the desktop.
@Suite("Window manners (each test on its own Xvfb)", .serialized)
struct WindowMannersEndToEndTests {
  static var canRun: Bool { EndToEnd.isEnabled && DesktopEndToEndTests.hasOpenbox }

  /// Shell functions: wait up to 5 s until the last state line matches the extended regex `$1`
  /// (`wait_state`), or no longer matches it (`wait_no_state`).
  static let waitForState = """
    wait_state() {
      for i in $(seq 100); do tail -1 states.jsonl 2>/dev/null | grep -Eq "$1" && return 0; sleep 0.05; done
      echo "no state matching $1; last: $(tail -1 states.jsonl)" >&2
      return 1
    }
    wait_no_state() {
      for i in $(seq 100); do tail -1 states.jsonl 2>/dev/null | grep -Eq "$1" || return 0; sleep 0.05; done
      echo "a state still matching $1: $(tail -1 states.jsonl)" >&2
      return 1
    }
    """

  @Test(
    "on a 1366×768 screen the first window fits the work area with its bar on screen; its size and maximised state are kept for the next run",
    .enabled(if: canRun))
  func placementAndMemory() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      DesktopEndToEndTests.onOwnServer(
        screen: "1366x768", openbox: true,
        """
        # Each run ends on SIGTERM, which saves as Ctrl+Q does. (openbox 3.6 on Xvfb stops managing
        # a new window that reuses the X id of one whose client quit on an XTest Ctrl+Q.)
        open_app() {
          "$0" --scene menu & app=$!
          id=$(app_window $app) || exit 1
          sleep 0.6
        }
        quit_app() { kill -TERM $app; wait $app; [ $? -eq 143 ] || exit 1; }
        open_app
        xdotool getwindowgeometry $id > first.txt
        xdotool windowsize $id 900 650
        sleep 0.5
        quit_app
        open_app
        xdotool getwindowgeometry $id > second.txt
        xdotool mousemove --window $id 450 16 click --repeat 2 --delay 80 1
        sleep 0.6
        quit_app
        open_app
        xdotool getwindowgeometry $id > third.txt
        quit_app
        """), in: dir)
    #expect(run.status == 0, "\(run.error)")
    let first = Self.geometry(dir + "/first.txt")
    #expect(
      first.map { $0.y >= 0 && $0.y + $0.height <= 768 && $0.x >= 0 } == true, "\(String(describing: first))")
    #expect(first?.width == 1280, "\(String(describing: first))")
    let second = Self.geometry(dir + "/second.txt")
    #expect(second?.width == 900 && second?.height == 650, "\(String(describing: second))")
    let third = Self.geometry(dir + "/third.txt")
    #expect(
      third.map { $0.width == 1366 && $0.height >= 700 } == true, "maximised: \(String(describing: third))")
    let settings = (try? String(contentsOfFile: dir + "/config/fluid/settings.json", encoding: .utf8)) ?? ""
    #expect(
      settings.contains("\"windowWidth\":900") && settings.contains("\"windowMaximized\":1"), "\(settings)")
  }

  @Test(
    "another client takes the focus: the bar goes to its backdrop state, and back when the window is activated",
    .enabled(if: canRun))
  func backdrop() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      DesktopEndToEndTests.onOwnServer(
        screen: "1366x768", openbox: true,
        """
        \(Self.waitForState)
        "$0" --scene pane --size 800x600 --dump-state states.jsonl --screenshot 1:focused.png --exit-after 12 &
        app=$!
        id=$(app_window $app) || exit 1
        sleep 1.5
        xlogo -geometry 200x200+1100+500 & other=$!
        oid=$(timeout 10 xdotool search --sync --onlyvisible --class xlogo | head -1)
        xdotool windowactivate --sync $oid
        wait_state '"backdrop":1' || exit 1
        xdotool windowactivate --sync $id
        wait_no_state backdrop || exit 2
        kill $other
        kill -TERM $app; wait $app; exit 0
        """), in: dir)
    #expect(run.status == 0, "\(run.error)")
  }

  @Test(
    "F11: the bar slides away, the pointer at the top edge brings it back, Esc leaves full screen",
    .enabled(if: canRun))
  func fullScreen() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      DesktopEndToEndTests.onOwnServer(
        screen: "1366x768", openbox: true,
        """
        \(Self.waitForState)
        "$0" --scene drawer --size 800x600 --dump-state states.jsonl --exit-after 20 &
        app=$!
        id=$(app_window $app) || exit 1
        sleep 1
        xdotool mousemove 600 400 key --window $id F11
        wait_state '"barReveal":0(\\.0)?[,}]' || exit 1
        grep -q '"fullscreen":1' states.jsonl || exit 2
        xwd -silent -root -out hidden.xwd
        xdotool mousemove 600 0
        sleep 0.1
        xdotool mousemove 601 1
        wait_no_state barReveal || exit 3
        xdotool mousemove 600 400
        wait_state '"barReveal":0(\\.0)?[,}]' || exit 4
        xdotool key --window $id Escape
        wait_no_state fullscreen || exit 5
        tail -1 states.jsonl | grep -q '"sceneIndex":6' || exit 6
        kill -TERM $app; wait $app; exit 0
        """), in: dir)
    #expect(run.status == 0, "\(run.status): \(run.error)")
    // Full screen, the bar is gone: the top row is the scene's background, not the bar's black.
    let hidden = try XWDImage(contentsOf: dir + "/hidden.xwd")
    let top = hidden.pixel(x: 683, y: 10)
    #expect(abs(top.red - 0x0D / 255.0) < 0.02, "\(top)")
  }

  @Test(
    "Ctrl+= shows the zoom level and stops where the layout would go below 640×480 points",
    .enabled(if: canRun))
  func zoomLimit() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      DesktopEndToEndTests.onOwnServer(
        screen: "1366x768", openbox: true,
        """
        \(Self.waitForState)
        "$0" --scene spring --size 800x600 --dump-state states.jsonl --exit-after 20 &
        app=$!
        id=$(app_window $app) || exit 1
        sleep 1
        xdotool key --window $id ctrl+equal
        wait_state '"zoomBadge":1.25' || exit 1
        xdotool key --window $id ctrl+equal
        sleep 0.5
        xdotool key --window $id ctrl+equal
        sleep 0.5
        tail -1 states.jsonl | grep -q '"zoomBadge":1.25' || exit 2
        xdotool key --window $id ctrl+0
        wait_state '"zoomBadge":1(\\.0)?[,}]' || exit 3
        kill -TERM $app; wait $app; exit 0
        """), in: dir)
    #expect(run.status == 0, "\(run.status): \(run.error)")
  }

  @Test(
    "light or dark from the desktop: GTK_THEME, else XSettings' Net/ThemeName (followed live); --color-scheme first",
    .enabled(if: canRun && DesktopEndToEndTests.hasXsettingsd))
  func colorScheme() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      DesktopEndToEndTests.onOwnServer(
        screen: "1366x768",
        """
        \(Self.waitForState)
        GTK_THEME=Adwaita "$0" --scene menu --size 800x600 --screenshot 1:gtk-light.png --exit-after 1.5 || exit 1
        GTK_THEME=Adwaita "$0" --color-scheme dark --scene menu --size 800x600 --screenshot 1:forced-dark.png --exit-after 1.5 || exit 2
        echo 'Net/ThemeName "Adwaita-dark"' > xsettings.conf
        xsettingsd -c xsettings.conf >/dev/null 2>&1 & xs=$!
        sleep 0.5
        "$0" --scene menu --size 800x600 --dump-state states.jsonl --exit-after 20 &
        app=$!
        id=$(app_window $app) || exit 1
        sleep 1
        tail -1 states.jsonl | grep -q light && exit 3
        echo 'Net/ThemeName "Adwaita"' > xsettings.conf
        kill -HUP $xs
        wait_state '"light":1' || exit 4
        kill -TERM $app; wait $app; kill $xs; exit 0
        """), in: dir)
    #expect(run.status == 0, "\(run.status): \(run.error)")
    let light = try PNGImage(contentsOf: dir + "/gtk-light.png").pixel(x: 20, y: 300)
    #expect(light.red > 0.95 && light.green > 0.95, "the menu's background: \(light)")
    let dark = try PNGImage(contentsOf: dir + "/forced-dark.png").pixel(x: 20, y: 300)
    #expect(dark.red < 0.1, "--color-scheme dark: \(dark)")
  }

  @Test(
    "with no window manager (a killed one's marks left on the root) the window manages itself: the bar's drag moves it, an edge and a corner resize it, maximise and full screen fill the work area and the display",
    .enabled(if: EndToEnd.isEnabled))
  func noWindowManager() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      DesktopEndToEndTests.onOwnServer(
        screen: "1366x768",
        """
        \(Self.waitForState)
        # A window manager killed leaves its _NET_SUPPORTING_WM_CHECK on the root (-noreset): none runs.
        \(DesktopEndToEndTests.startOpenbox)
        kill -9 $wm; wait $wm 2>/dev/null
        "$0" --scene drawer --size 800x600 --dump-state states.jsonl --exit-after 30 &
        app=$!
        id=$(app_window $app) || exit 1
        sleep 1
        xdotool getwindowgeometry $id > placed.txt
        eval $(xdotool getwindowgeometry --shell $id)
        # The bar, 300 pt in: dragged by (150, 100).
        xdotool mousemove $((X + 300)) $((Y + 16)) mousedown 1 sleep 0.1
        for i in 1 2 3 4 5 6; do xdotool mousemove $((X + 300 + 25 * i)) $((Y + 16 + 50 * i / 3)); sleep 0.05; done
        xdotool mouseup 1
        sleep 0.5
        xdotool getwindowgeometry $id > moved.txt
        eval $(xdotool getwindowgeometry --shell $id)
        # The right edge (its outermost 6 pt), dragged 100 px in: 700 wide.
        xdotool mousemove $((X + WIDTH - 2)) $((Y + 300)) mousedown 1 sleep 0.1
        for i in 1 2 3 4; do xdotool mousemove $((X + WIDTH - 2 - 25 * i)) $((Y + 300)); sleep 0.05; done
        xdotool mouseup 1
        sleep 0.5
        xdotool getwindowgeometry $id > resized.txt
        eval $(xdotool getwindowgeometry --shell $id)
        # The top-left corner (the bottom is off the 768-px screen), dragged by (−100, −50) in two
        # fast steps: 800 × 650, 100 left and 50 up.
        xdotool mousemove $((X + 1)) $((Y + 1)) mousedown 1 sleep 0.1
        xdotool mousemove $((X - 49)) $((Y - 24)) mousemove $((X - 99)) $((Y - 49))
        sleep 0.1
        xdotool mouseup 1
        sleep 0.5
        xdotool getwindowgeometry $id > cornered.txt
        eval $(xdotool getwindowgeometry --shell $id)
        xdotool mousemove $((X + 300)) $((Y + 16)) click --repeat 2 --delay 80 1
        wait_state '"maximized":1' || exit 1
        xdotool getwindowgeometry $id > maximized.txt
        xdotool mousemove $((X + 300)) 16 click --repeat 2 --delay 80 1
        wait_no_state maximized || exit 2
        xdotool key --window $id F11
        wait_state '"fullscreen":1' || exit 3
        sleep 0.3
        xdotool getwindowgeometry $id > fullscreen.txt
        xdotool key --window $id Escape
        wait_no_state fullscreen || exit 4
        sleep 0.3
        xdotool getwindowgeometry $id > back.txt
        kill -TERM $app; wait $app; exit 0
        """), in: dir)
    #expect(run.status == 0, "\(run.status): \(run.error)")
    let placed = try #require(Self.geometry(dir + "/placed.txt"))
    let moved = try #require(Self.geometry(dir + "/moved.txt"))
    #expect(moved.x == placed.x + 150 && moved.y == placed.y + 100, "\(placed) → \(moved)")
    let resized = try #require(Self.geometry(dir + "/resized.txt"))
    #expect(resized.width == 700 && resized.height == 600 && resized.x == moved.x, "\(resized)")
    let cornered = try #require(Self.geometry(dir + "/cornered.txt"))
    #expect(
      cornered.width == 800 && cornered.height == 650 && cornered.x == resized.x - 100
        && cornered.y == resized.y - 50,
      "the corner followed the pointer by (−100, −50): \(resized) → \(cornered)")
    let maximized = Self.geometry(dir + "/maximized.txt")
    #expect(maximized.map { $0.x == 0 && $0.y == 0 && $0.width == 1366 && $0.height == 768 } == true)
    let full = Self.geometry(dir + "/fullscreen.txt")
    #expect(full.map { $0.width == 1366 && $0.height == 768 } == true, "\(String(describing: full))")
    let back = Self.geometry(dir + "/back.txt")
    #expect(
      back.map { $0.width == 800 && $0.height == 650 && $0.x == cornered.x && $0.y == cornered.y } == true,
      "\(String(describing: back))")
  }

  /// The position and size `xdotool getwindowgeometry` wrote to `path`.
  static func geometry(_ path: String) -> (x: Int, y: Int, width: Int, height: Int)? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    let numbers = text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    // "Window N / Position: X,Y (screen: S) / Geometry: WxH"
    guard numbers.count >= 6 else { return nil }
    return (numbers[1], numbers[2], numbers[4], numbers[5])
  }
}
