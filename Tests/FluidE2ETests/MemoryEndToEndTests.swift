import FluidSDL
import Foundation
import Testing

/// A screenshot's memory: read back and encoded a band of rows at a time, never the whole image
/// twice over; an allocation that fails is one line.
extension SceneEndToEndTests {
  @Test("a 4096×4096 screenshot fits in 220 MB of address space; in 120 MB it is one line, exit 1")
  func screenshotMemory() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let shot = dir + "/big.png"
    let take = { (limit: Int) in
      try EndToEnd.shell(
        """
        ulimit -v \(limit)
        SDL_VIDEODRIVER=dummy SWIFT_BACKTRACE=enable=no "$0" --headless --size 4096x4096 \
          --screenshot 0:\(shot) --exit-after 0
        """)
    }
    let fits = try take(220_000)
    #expect(fits.status == 0, "\(fits.error)")
    let image = try PNGImage(contentsOf: shot)
    #expect(image.width == 4096 && image.height == 4096)
    try FileManager.default.removeItem(atPath: shot)
    let short = try take(120_000)
    #expect(short.status == 1)
    #expect(short.error.split(separator: "\n").count == 1, "\(short.error)")
    #expect(short.error.contains("Out of memory") && !FileManager.default.fileExists(atPath: shot))
  }
}
