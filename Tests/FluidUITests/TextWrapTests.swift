import Testing

@testable import FluidUI

/// Text broken into lines: at spaces, within the width, a number with its unit.
@Suite("TextStyle.wrap")
struct TextWrapTests {
  let style = TextStyle(size: 12)

  @Test("lines at spaces, each within the width, the words in order")
  func atSpaces() {
    let text = "Drag the square up or down: it follows less the farther it goes"
    let lines = style.wrap(text, width: 120)
    #expect(lines.count > 2)
    #expect(lines.joined(separator: " ") == text)
    #expect(lines.dropLast().allSatisfy { style.estimatedWidth(of: $0) <= 120 })
  }

  @Test(
    "a number keeps its unit on its line, wherever the line would break",
    arguments: [
      "(0.5 after 0.35 s); let go", "a margin of 24 pt, then", "at 120 Hz the frame", "lands 50 % of the",
    ])
  func numberWithUnit(tail: String) {
    let text = "Press and hold the button: it grows with force " + tail
    for width in stride(from: 60.0, through: 400, by: 4) {
      let lines = style.wrap(text, width: width)
      #expect(lines.joined(separator: " ") == text)
      for line in lines {
        let first = line.split(separator: " ").first.map(String.init) ?? ""
        #expect(
          !TextStyle.units.contains(Substring(first.prefix { $0.isLetter || $0 == "%" })),
          "\(width): \(lines)")
      }
    }
  }

  @Test("a word after a number that is no unit may begin a line")
  func notAUnit() {
    let lines = style.wrap("three 3 springs", width: style.estimatedWidth(of: "three 3"))
    #expect(lines == ["three 3", "springs"])
  }
}
