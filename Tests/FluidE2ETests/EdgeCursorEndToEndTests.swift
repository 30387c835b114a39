import Foundation
import Testing

/// The resize cursors of a window that draws its own title bar, read from the X server (XFixes' name
/// of the cursor shown) as the pointer rests on each edge and corner under openbox.
@Suite("Edge cursors (on an Xvfb of their own)", .serialized)
struct EdgeCursorEndToEndTests {
  static var canRun: Bool { EndToEnd.isEnabled && DesktopEndToEndTests.hasOpenbox }

  /// Prints the name of the cursor the X server shows (XFixes), from `/usr/bin/python3` over ctypes.
  static let cursorName = """
    import ctypes
    x11 = ctypes.CDLL("libX11.so.6"); fixes = ctypes.CDLL("libXfixes.so.3")
    class Image(ctypes.Structure):
        _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short), ("width", ctypes.c_ushort),
                    ("height", ctypes.c_ushort), ("xhot", ctypes.c_ushort), ("yhot", ctypes.c_ushort),
                    ("serial", ctypes.c_ulong), ("pixels", ctypes.c_void_p), ("atom", ctypes.c_ulong),
                    ("name", ctypes.c_char_p)]
    x11.XOpenDisplay.restype = ctypes.c_void_p
    fixes.XFixesGetCursorImage.restype = ctypes.POINTER(Image)
    fixes.XFixesGetCursorImage.argtypes = [ctypes.c_void_p]
    print((fixes.XFixesGetCursorImage(x11.XOpenDisplay(None)).contents.name or b"none").decode())
    """

  @Test(
    "each edge and corner shows its own resize cursor (bottom_right_corner at the bottom right), and the app's inside, also after a second visit",
    .enabled(if: canRun))
  func edgeCursors() throws {
    let dir = try EndToEnd.temporaryDirectory()
    try Self.cursorName.write(toFile: dir + "/cursor.py", atomically: true, encoding: .utf8)
    let run = try EndToEnd.shell(
      DesktopEndToEndTests.onOwnServer(
        screen: "1280x900", openbox: true,
        """
        "$0" --scene spring --size 800x600 --decorations client --dump-state state.json & app=$!
        id=$(app_window $app state.json) || exit 1
        eval "$(xdotool getwindowgeometry --shell $id)"
        for spot in "400 300" "2 2" "$((WIDTH-2)) 2" "2 $((HEIGHT-2))" "$((WIDTH-2)) $((HEIGHT-2))" \\
            "2 300" "$((WIDTH-2)) 300" "400 2" "400 $((HEIGHT-2))" "400 300" "2 300" "400 300"; do
          set -- $spot
          xdotool mousemove --window $id $1 $2
          shown=""
          for i in $(seq 40); do  # the cursor follows the next motion event the app reads
            shown=$(/usr/bin/python3 cursor.py); [ "$shown" != "$last" ] && break; sleep 0.05
          done
          last=$shown
          echo "$shown" >> cursors.txt
        done
        end_app
        """), in: dir)
    #expect(run.status == 0, "\(run.error)")
    let shown = (try? String(contentsOfFile: dir + "/cursors.txt", encoding: .utf8)) ?? ""
    let names = shown.split(separator: "\n").map(String.init)
    let edges = [
      "top_left_corner", "top_right_corner", "bottom_left_corner", "bottom_right_corner", "left_side",
      "right_side", "top_side", "bottom_side",
    ]
    #expect(names.count == 12 && Array(names[1...8]) == edges && names[10] == "left_side", "\(names)")
    // Inside, the app's own cursor each time, also after coming back from an edge twice.
    #expect(
      names.count == 12 && names[0] == names[9] && names[9] == names[11] && !edges.contains(names[0]),
      "\(names)")
  }
}
