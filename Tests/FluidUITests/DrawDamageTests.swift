import FluidMotion
import FluidUI
import TestSupport
import Testing

/// Damage found from draw lists, frame to frame: exactly the rectangles expected.
@Suite("Draw damage: repaint only what changed")
struct DrawDamageTests {
  let window = Size(width: 1280, height: 800)
  let grey = Fill.solid(Color(hex: 0x808080))

  func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
  }

  func key(_ highlighted: Bool) -> DrawCommand {
    .roundedRect(
      rect(470, 427, 74, 74), cornerRadius: 37, fill: .solid(Color(white: highlighted ? 0.45 : 0.2)))
  }

  @Test("a push sliding the whole window damages the whole window, whatever follows in the list")
  func wholeWindow() {
    let backdrop = { (white: Double) in
      DrawCommand.roundedRect(rect(0, 0, 1280, 800), cornerRadius: 0, fill: .solid(Color(white: white)))
    }
    let rows = (0..<200).map { i in
      DrawCommand.roundedRect(rect(40, Double(i) * 4, 100, 3), cornerRadius: 1, fill: .solid(.white))
    }
    // A shade deepening over the whole window (a push) changes every pixel.
    let damage = DrawDamage.between([backdrop(0.2)] + rows, [backdrop(0.1)] + rows, window: window)
    #expect(damage == [rect(0, 0, 1280, 800)])
    // A change covering less of the window is still found piece by piece.
    let band = DrawDamage.between(
      [backdrop(0.2)] + rows, [backdrop(0.2)] + rows.dropLast() + [key(true)], window: window)
    #expect(!band.isEmpty && band != [rect(0, 0, 1280, 800)])
  }

  @Test("an unchanged frame damages nothing")
  func unchanged() {
    let frame = [DrawCommand.roundedRect(rect(0, 0, 1280, 800), cornerRadius: 0, fill: grey), key(false)]
    #expect(DrawDamage.between(frame, frame, window: window).isEmpty)
  }

  @Test("a key lighting up damages that key and its anti-aliased edge, not the window")
  func keyPress() {
    let backdrop = DrawCommand.roundedRect(rect(0, 0, 1280, 800), cornerRadius: 0, fill: .solid(.black))
    let damage = DrawDamage.between([backdrop, key(false)], [backdrop, key(true)], window: window)
    #expect(damage == [rect(469, 426, 76, 76)])
  }

  @Test("an opaque pane sliding up damages a band as tall as the step and its sides' edge pixels")
  func paneSlides() {
    let before = [DrawCommand.roundedRect(rect(0, 600, 1280, 800), cornerRadius: 6, fill: grey)]
    let after = [DrawCommand.roundedRect(rect(0, 590, 1280, 800), cornerRadius: 6, fill: grey)]
    let damage = DrawDamage.between(before, after, window: window)
    #expect(Set(damage) == [rect(0, 589, 1280, 18), rect(0, 607, 1, 193), rect(1279, 607, 1, 193)])
  }

  @Test("a shadow moving under its opaque card is damaged only where it shows")
  func shadowUnderCard() {
    let shadow = Shadow(color: Color(white: 0, alpha: 0.5), offset: Size(width: 0, height: 6), radius: 18)
    func card(_ x: Double) -> [DrawCommand] {
      [
        .shadow(rect(x, 300, 200, 200), cornerRadius: 16, shadow: shadow),
        .roundedRect(rect(x, 300, 200, 200), cornerRadius: 16, fill: grey),
      ]
    }
    let damage = DrawDamage.between(card(100), card(110), window: window)
    let area = damage.reduce(0) { $0 + $1.size.width * $1.size.height }
    let naive = 250.0 * 240  // old ∪ new shadow box: what tracking by bounds alone repaints
    let core = 188.0 * 166  // the card's core in both frames: its rows between the corners
    #expect(isClose(area, naive - core, within: 1e-6))
    for r in damage {  // nothing inside the card's core, which is the same grey in both frames
      let core = rect(111, 317, 188, 166)
      #expect(r.maxX <= core.minX || r.minX >= core.maxX || r.maxY <= core.minY || r.minY >= core.maxY)
    }
  }

  @Test("a layer added damages what lies between the unchanged first and last commands")
  func layerAdded() {
    let a = DrawCommand.roundedRect(rect(10, 10, 20, 20), cornerRadius: 0, fill: grey)
    let b = DrawCommand.roundedRect(rect(100, 100, 30, 30), cornerRadius: 0, fill: grey)
    let top = DrawCommand.roundedRect(rect(0, 0, 1280, 32), cornerRadius: 0, fill: .solid(.black))
    #expect(DrawDamage.between([a, top], [a, b, top], window: window) == [rect(99, 99, 32, 32)])
  }

  @Test("many scattered changes are merged into at most the limit; most of the window becomes all of it")
  func limits() {
    let dots = (0..<30).map { k in
      DrawCommand.roundedRect(rect(Double(k) * 40, Double(k % 5) * 150, 10, 10), cornerRadius: 5, fill: grey)
    }
    let moved = dots.map { d -> DrawCommand in
      guard case .roundedRect(let r, let c, let f, let t) = d else { return d }
      return .roundedRect(rect(r.minX + 3, r.minY, 10, 10), cornerRadius: c, fill: f, transform: t)
    }
    let damage = DrawDamage.between(dots, moved, window: window, limit: 6)
    #expect(damage.count <= 6)
    for d in dots + moved {  // every old and new dot, as far as it is in the window, inside one rectangle
      let b = d.bounds
      let (x0, y0, x1, y1) = (max(0, b.minX), max(0, b.minY), b.maxX, b.maxY)
      #expect(damage.contains { $0.minX <= x0 && $0.minY <= y0 && $0.maxX >= x1 && $0.maxY >= y1 })
    }
    let everything = DrawDamage.between(
      [.roundedRect(rect(0, 0, 1280, 800), cornerRadius: 0, fill: grey)],
      [.roundedRect(rect(0, 0, 1280, 800), cornerRadius: 0, fill: .solid(.white))], window: window)
    #expect(everything == [rect(0, 0, 1280, 800)])
  }

  @Test("a clipped command damages only what its clip lets it paint, moved or added")
  func clipped() {
    let clip = rect(100, 100, 400, 300)
    func list(_ y: Double, rows: Int = 1) -> [DrawCommand] {
      [.clip(clip)]
        + (0..<rows).map {
          .roundedRect(rect(100, y + Double($0) * 56, 400, 56), cornerRadius: 0, fill: grey)
        }
        + [.clip(nil)]
    }
    let moved = DrawDamage.between(list(80), list(70), window: window)
    #expect(!moved.isEmpty)
    for r in moved {  // the row at 69…137 and 79…137, grown by its edge, seen only from y = 100
      #expect(r.minX >= 100 && r.maxX <= 500 && r.minY >= 100 && r.maxY <= 138, "\(r)")
    }
    let added = DrawDamage.between(list(80), list(80, rows: 2), window: window)
    #expect(added == [rect(100, 135, 400, 58)])  // the new row, 136…192, grown by its edge
  }

  @Test("a scrolling list of many rows beside a moving strip: damaged apart, not as their bounding box")
  func listBesideStrip() {
    func frame(_ offset: Double) -> [DrawCommand] {
      let rows = (0..<20).flatMap { i -> [DrawCommand] in
        let y = 80 + Double(i) * 40 - offset
        return [
          .roundedRect(rect(116, y + 8, 24, 24), cornerRadius: 12, fill: grey),
          .roundedRect(
            rect(156, y + 39, 300, 1), cornerRadius: 0, fill: .solid(Color(white: 1, alpha: 0.08))),
          .roundedRect(rect(156, y + 12, 200, 16), cornerRadius: 0, fill: .solid(.white)),
        ]
      }
      let strip = DrawCommand.roundedRect(rect(700 - offset, 80, 400, 200), cornerRadius: 20, fill: grey)
      return [.clip(rect(100, 80, 420, 640))] + rows + [.clip(rect(600, 80, 420, 200)), strip, .clip(nil)]
    }
    let damage = DrawDamage.between(frame(0), frame(6), window: window)
    #expect(damage.count <= 8, "\(damage)")
    let area = damage.reduce(0) { $0 + $1.size.width * $1.size.height }
    #expect(area <= 420 * 640 + 420 * 200)  // within the two clips
    #expect(damage.allSatisfy { $0.maxX <= 520 || $0.minX >= 600 })  // none spans the gap
  }

  @Test("an unchanged command whose clip grew, shrank or went damages what it painted and paints")
  func clipChanged() {
    let row = DrawCommand.roundedRect(rect(100, 300, 400, 56), cornerRadius: 0, fill: grey)
    let top = DrawCommand.roundedRect(rect(0, 0, 1280, 32), cornerRadius: 0, fill: .solid(.black))
    let clippedRow: [DrawCommand] = [.clip(rect(100, 100, 400, 220)), row, .clip(nil), top]
    // The clip now lets the whole row through: the row's lower part (y 320…357) is new.
    let grown = DrawDamage.between(
      clippedRow, [.clip(rect(100, 100, 400, 300)), row, .clip(nil), top], window: window)
    #expect(
      grown.contains { $0.minY <= 320 && $0.maxY >= 357 && $0.minX <= 100 && $0.maxX >= 500 }, "\(grown)")
    // The clip is gone (a list one command shorter): the row is painted whole.
    let gone = DrawDamage.between(clippedRow, [row, .clip(nil), top], window: window)
    #expect(gone.contains { $0.minY <= 320 && $0.maxY >= 357 && $0.minX <= 99 && $0.maxX >= 501 }, "\(gone)")
  }
}
