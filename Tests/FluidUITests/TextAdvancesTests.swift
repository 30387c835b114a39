import Testing

@testable import FluidUI

/// Layout's text measure: DejaVu Sans's advance tables, whole and in step with their ranges.
@Suite("Text advances and the width they give")
struct TextAdvancesTests {
  @Test("each table holds one advance for every code point of the ranges, none zero for a letter")
  func tablesMatchTheRanges() {
    let count = TextAdvances.ranges.map(\.count).reduce(0, +)
    #expect(TextAdvances.book.count == count && TextAdvances.bold.count == count)
    for c in "AZaz09" {
      let scalar = c.unicodeScalars.first!
      #expect(
        (TextAdvances.ems(scalar, bold: false) ?? 0) > 0.3
          && (TextAdvances.ems(scalar, bold: true) ?? 0) > 0.3)
    }
    #expect(TextAdvances.ems("\u{4E00}", bold: false) == nil)  // CJK: not measured
  }

  @Test("widths: each advance rounded up at the pixel size, plus a pixel; none for nothing or no size")
  func widths() {
    let style = TextStyle(size: 10)
    // DejaVu Sans Book: "a" advances 1255/2048 em, 6.13 px at 10 pt: 7, and 1 for the overhang.
    #expect(style.estimatedWidth(of: "a") == 8)
    #expect(style.estimatedWidth(of: "aa") == 15)
    #expect(style.estimatedWidth(of: "") == 0)
    #expect(
      TextStyle(size: .nan).estimatedWidth(of: "a") == 0 && TextStyle(size: -4).estimatedWidth(of: "a") == 0)
    #expect(style.estimatedWidth(of: "\u{4E00}") == 11)  // an em, and the pixel
    #expect(TextStyle(size: 10, bold: true).estimatedWidth(of: "a") > style.estimatedWidth(of: "a") - 1e-9)
    // A combining mark adds nothing.
    #expect(style.estimatedWidth(of: "e\u{301}") == style.estimatedWidth(of: "e"))
  }
}
