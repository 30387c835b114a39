import FluidSDL
import FluidUI
import Foundation
import Testing

extension SceneEndToEndTests {
  @Test("the shared-memory present: what the X server shows of the window is what the app drew")
  func sharedMemoryPresent() throws {
    let dir = try EndToEnd.temporaryDirectory()
    // The drawer opens (a moving gradient drawn only where it changed) and comes to rest; the app's
    // own screenshot and the X server's copy of the window (xwd) are both taken at rest.
    let script = """
      "$0" --scene drawer --exit-after 5 --stats-log \(dir)/stats.jsonl --screenshot 3.4:\(dir)/app.png &
      app=$!
      id=$(app_window $app) || exit 1
      sleep 0.6; xdotool key --window $id space; sleep 2.2
      xwd -silent -id $id -out \(dir)/server.xwd
      wait $app
      """
    let run = try EndToEnd.shell(script)
    #expect(run.status == 0, "\(run.error)")
    let renderer = EndToEnd.jsonLines(at: dir + "/stats.jsonl").first?["renderer"] as? String
    #expect(renderer == "software (shared-memory present)")
    let app = try PNGImage(contentsOf: dir + "/app.png")
    let server = try XWDImage(contentsOf: dir + "/server.xwd")
    #expect(server.width == app.width && server.height == app.height)
    let differing = server.pixelsDiffering(from: app, every: 2, tolerance: 3.0 / 255)
    #expect(differing == 0, "\(differing) sampled pixels differ between the app's frame and the server's")
  }

  @Test(
    "resized away and back to its size, a window's new framebuffer is what the server shows, not the old one")
  func resizedBack() throws {
    let dir = try EndToEnd.temporaryDirectory()
    // SDL makes a framebuffer for each size; the one made for 800×600 again may lie where the first
    // did. A card zoomed open, the window resized twice, the card sent home: the server must show
    // the grid the app draws, not the card the first framebuffer held.
    let script = """
      "$0" --scene zoom --size 800x600 --dump-state \(dir)/d.jsonl --screenshot signal:\(dir)/app.png &
      app=$!
      id=$(app_window $app \(dir)/d.jsonl) || exit 1
      sleep 0.6; xdotool mousemove --window $id 500 300 click 1
      wait_for 10 state_is \(dir)/d.jsonl card 6.0 || exit 2
      settled \(dir)/d.jsonl || exit 3
      xdotool windowsize $id 640 600; sleep 1; xdotool windowsize $id 800 600; sleep 1
      xdotool key --window $id Escape
      wait_for 10 state_is \(dir)/d.jsonl card -1.0 || exit 4
      settled \(dir)/d.jsonl && shoot \(dir)/app.png || exit 5
      xwd -silent -id $id -out \(dir)/server.xwd
      end_app
      """
    let run = try EndToEnd.shell(script)
    #expect(run.status == 0, "\(run.error)")
    let app = try PNGImage(contentsOf: dir + "/app.png")
    let server = try XWDImage(contentsOf: dir + "/server.xwd")
    #expect(server.width == 800 && server.height == 600 && app.width == 800 && app.height == 600)
    let differing = server.pixelsDiffering(from: app, every: 2)
    #expect(differing == 0, "\(differing) sampled pixels differ between the app's frame and the server's")
  }

  @Test(
    "a whole frame goes to the X server band by band as it is drawn: the server shows every pixel drawn",
    arguments: [("1280x800", "1"), ("640x400", "2")])
  func wholeFrameInBands(size: String, scale: String) throws {
    let dir = try EndToEnd.temporaryDirectory()
    // At rest from the start: the first whole frame (1280×800 px, two bands) is all the server gets.
    let script = """
      "$0" --scene calculator --size \(size) --scale \(scale) --exit-after 3 --screenshot 1:\(dir)/app.png &
      app=$!
      id=$(app_window $app) || exit 1
      sleep 1.5
      xwd -silent -id $id -out \(dir)/server.xwd
      wait $app
      """
    let run = try EndToEnd.shell(script)
    #expect(run.status == 0, "\(run.error)")
    let app = try PNGImage(contentsOf: dir + "/app.png")
    let server = try XWDImage(contentsOf: dir + "/server.xwd")
    #expect(server.width == 1280 && server.height == 800 && app.width == 1280 && app.height == 800)
    let differing = server.pixelsDiffering(from: app)
    #expect(differing == 0, "\(differing) pixels differ between the app's frame and the server's")
  }
}

/// A 24- or 32-bit TrueColor XWD file (what `xwd` writes): the X server's copy of a window.
struct XWDImage {
  let width: Int
  let height: Int
  private let bytes: [UInt8]
  private let start: Int
  private let stride: Int

  init(contentsOf path: String) throws {
    guard let data = FileManager.default.contents(atPath: path), data.count >= 100 else {
      throw CocoaError(.fileReadCorruptFile)
    }
    bytes = [UInt8](data)
    // The header: big-endian 32-bit fields; then the window name, the colour map, the pixels.
    func field(_ k: Int) -> Int {
      (0..<4).reduce(0) { $0 << 8 | Int(data[data.startIndex + 4 * k + $1]) }
    }
    let (headerSize, bitsPerPixel, colours) = (field(0), field(11), field(19))
    (width, height, stride) = (field(4), field(5), field(12))
    start = headerSize + 12 * colours
    guard bitsPerPixel == 32, field(7) == 0,  // 32 bits a pixel, least significant byte first
      start + stride * height <= bytes.count
    else { throw CocoaError(.fileReadCorruptFile) }
  }

  /// How many of `app`'s pixels, one in `step` each way, this image shows otherwise: channels
  /// apart by more than `tolerance` in all (0: any difference).
  func pixelsDiffering(from app: PNGImage, every step: Int = 1, tolerance: Double = 0) -> Int {
    var differing = 0
    for y in Swift.stride(from: 0, to: min(app.height, height), by: step) {
      for x in Swift.stride(from: 0, to: min(app.width, width), by: step) {
        let (a, b): (Color, Color) = (app.pixel(x: x, y: y), pixel(x: x, y: y))
        let apart: Double = abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue)
        if apart > tolerance { differing += 1 }
      }
    }
    return differing
  }

  /// The colour at (x, y).
  func pixel(x: Int, y: Int) -> Color {
    let i = start + y * stride + x * 4
    return Color(
      red: Double(bytes[i + 2]) / 255, green: Double(bytes[i + 1]) / 255, blue: Double(bytes[i]) / 255)
  }
}
