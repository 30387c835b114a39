import FluidUI
import Testing

@testable import FluidScenes

/// A scene's text made to fit: the largest whole size that does, and one line cut to its room.
@Suite("Text fitted to its room")
struct TextFittingTests {
  @Test(
    "the largest whole size that fits: one point more would not; none fits: nil",
    arguments: [300.0, 400, 600])
  func largestSize(width: Double) throws {
    let style = TextStyle(size: 64)
    let text = "0.3333333333"
    guard let size = style.largestSize(fitting: [text], width: width, in: 40...64) else {
      var smallest = style
      smallest.size = 40
      #expect(smallest.estimatedWidth(of: text) > width)
      return
    }
    var at = style
    at.size = size
    #expect(size == size.rounded() && at.estimatedWidth(of: text) <= width)
    at.size = size + 1
    #expect(size == 64 || at.estimatedWidth(of: text) > width)
  }

  @Test("sizes under a point and ranges that are not finite fit nothing")
  func edges() {
    let style = TextStyle(size: 20)
    #expect(style.largestSize(fitting: ["Dawn"], width: 0.5, in: 0...20) == nil)
    #expect(style.largestSize(fitting: ["Dawn"], width: 100, in: 8...Double.infinity) == nil)
    #expect(style.largestSize(fitting: ["Dawn"], width: 100, in: 8...20) == 20)
    #expect(style.largestSize(fitting: [], width: 0, in: 8...20) == 20)  // nothing to fit: the largest
  }

  @Test("a hint too long for its room keeps its first parts, then its first part cut with …")
  func fitting() {
    let style = TextStyle(size: 14)
    let hint = "Drag the pane · click to toggle · D: next driver"
    #expect(style.fitting(hint, width: 1000) == hint)
    let two = style.fitting(hint, width: style.estimatedWidth(of: "Drag the pane · click to toggle"))
    #expect(two == "Drag the pane · click to toggle")
    let cut = style.fitting(hint, width: 60)
    #expect(cut.hasSuffix("…") && style.estimatedWidth(of: cut) <= 60)
  }
}
