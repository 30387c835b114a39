import Foundation
import Testing

@testable import FluidUI

@Suite("HeadlessRunner: screenshots with FluidUI alone")
@MainActor
struct HeadlessScreenshotTests {
  @Test(
    "with no canvas given, a screenshot is drawn on a SoftwareCanvas and written as a PNG of the run's size")
  func defaultCanvas() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("fluid-shot-\(UUID().uuidString).png").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = HeadlessRunner.Options(end: 0.3)
    options.screenshots = [(0.2, path)]
    options.scale = 2
    try HeadlessRunner().run(
      scene: ScrolledButtons(), size: Size(width: 320, height: 240), events: [], options: options)
    let bytes = try #require(FileManager.default.contents(atPath: path))
    #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    // IHDR: the width and the height in pixels, big-endian, at bytes 16 and 20.
    let header = [UInt8](bytes.prefix(24))
    func word(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(word(16) == 640 && word(20) == 480)
  }
}
