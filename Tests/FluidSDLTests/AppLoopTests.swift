import FluidSDL
import FluidUI
import TestSupport
import Testing

@Suite("AppLoop: a window size out of range is an error, not a trap")
@MainActor
struct AppLoopTests {
  @Test(
    "run throws one line naming the size and the range, before it asks for a display",
    arguments: [
      Size(width: 1, height: 1), Size(width: 199, height: 600), Size(width: 800, height: 8193),
      Size(width: .nan, height: 600), Size(width: -.infinity, height: 600),
    ])
  func sizeOutOfRange(size: Size) {
    do {
      try AppLoop.run(SquareScene(), size: size)
      Issue.record("a window of \(size) opened")
    } catch let error as SDLError {
      #expect(error.description.hasPrefix("Opening a window of \(size) points failed"))
      #expect(error.description.contains("200...8192"))
    } catch {
      Issue.record("not an SDLError: \(error)")
    }
  }
}
