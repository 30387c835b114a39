// The adopter's three scenes driven headless, as their tests would: a swipe deletes a row, a click
// zooms a card open and a drag down sends it home (a frame captured as a PNG), a flick moves the sheet.
import FluidMotion
import FluidUI
import Foundation

/// A press at `a`, a drag to `b` over `seconds`, a release.
@MainActor func swipe(_ display: VirtualDisplay, from a: Vector2, to b: Vector2, over seconds: Double) {
  display.press(a)
  display.drag(from: a, to: b, over: seconds)
  display.release(b)
}

@MainActor func checkAdopterScenes() {
  let inbox = SwipeListScene()
  let list = VirtualDisplay(scene: inbox, size: Size(width: 400, height: 600))
  list.run(for: 0.1)
  swipe(list, from: Vector2(x: 300, y: 84), to: Vector2(x: 20, y: 84), over: 0.1)  // a full swipe on row 1
  check(
    list.settle() && inbox.names.count == 9_999 && inbox.names[1] == "Message 3",
    "adopter: a full swipe deletes")
  swipe(list, from: Vector2(x: 40, y: 28), to: Vector2(x: 140, y: 28), over: 0.5)
  check(list.settle() && inbox.list.swipedRow == 0, "adopter: a slow swipe right opens the row")
  list.click(Vector2(x: 30, y: 28))
  check(list.settle() && inbox.flagged == ["Message 1"], "adopter: the Flag button flags the row")

  let photos = ZoomGridScene()
  let grid = VirtualDisplay(scene: photos, size: Size(width: 640, height: 480))
  grid.run(for: 0.1)
  grid.click(photos.zooms[4].source.center)
  check(
    grid.settle() && photos.zooms[4].layer.frame == Rect(x: 0, y: 0, width: 640, height: 480),
    "adopter: a click zooms open")
  swipe(grid, from: Vector2(x: 320, y: 200), to: Vector2(x: 330, y: 420), over: 0.15)
  check(
    grid.settle() && photos.zooms[4].layer.frame == photos.zooms[4].source,
    "adopter: a drag down sends it home")

  let path = NSTemporaryDirectory() + "consumer-check-\(getpid()).png"
  defer { try? FileManager.default.removeItem(atPath: path) }
  do {
    try grid.capture(to: path)  // FluidUI's own canvas: no SDL in this package
    let bytes = FileManager.default.contents(atPath: path) ?? Data()
    check(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 1_000, "adopter: a capture is a PNG")
  } catch {
    check(false, "adopter: capture: \(error)")
  }

  let sheet = SheetScene()
  let screen = VirtualDisplay(scene: sheet, size: Size(width: 400, height: 800))
  screen.run(for: 0.1)
  swipe(screen, from: Vector2(x: 200, y: 760), to: Vector2(x: 200, y: 640), over: 0.08)  // a flick up
  check(
    screen.settle() && sheet.top.index == 2 && sheet.sheet.frame.minY == 40,
    "adopter: a flick opens the sheet")
  screen.press(Vector2(x: 200, y: 100))
  screen.drag(from: Vector2(x: 200, y: 100), to: Vector2(x: 200, y: 420), over: 0.6)
  screen.run(for: 0.2)  // held still: the release carries no velocity
  screen.release(Vector2(x: 200, y: 420))
  check(
    screen.settle() && sheet.top.index == 1 && sheet.sheet.frame.minY == 400,
    "adopter: the sheet rests half way")
}
