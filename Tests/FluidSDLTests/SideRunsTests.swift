import FluidRaster
import FluidUI
import Testing

@testable import FluidSDL

/// The runs a shape's side columns are copied by, planned inline.
@Suite("Side runs: a side block's edge and covered columns")
struct SideRunsTests {
  @Test("Empty runs are left out, and the order is kept")
  func emptyRunsLeftOut() {
    #expect(SideRuns((0, 0, .blend), (0, 3, .opaque)).map(\.count) == [3])
    #expect(SideRuns((0, 2, .blend), (2, 3, .opaque)).map(\.first) == [0, 2])
    #expect(SideRuns((0, 0, .blend)).isEmpty)
    #expect(SideRuns().isEmpty)
  }

  @Test("Removing a kind of copy keeps the others in order")
  func removing() {
    let runs = SideRuns((0, 2, .blend), (2, 3, .opaque))
    #expect(runs.removing(.opaque).map(\.count) == [2])
    #expect(runs.removing(.blend).map(\.first) == [2])
    #expect(runs.removing(.skip).count == 2)
  }

  @Test(
    "An opaque fill's head blends its edge then copies opaque, its tail the other way round",
    arguments: [false, true])
  func headAndTail(hollow: Bool) {
    let style = ShapeStyle.fill(.solid(Color(hex: 0x808080)))
    let px = AxisPlan.plan(low: 10.5, high: 210.5, outside: style.outside, inside: 24, sliceable: true)
    let runs = ShapePainter.sideRuns(style, px, hollow: hollow)
    let covered: SideCopy = hollow ? .skip : .opaque
    #expect(runs.head.map(\.copy) == [.blend, covered])
    #expect(runs.tail.map(\.copy) == [covered, .blend])
    #expect(runs.head.reduce(0) { $0 + $1.count } == px.head)
    #expect(runs.tail.reduce(0) { $0 + $1.count } == px.tail)
    // Left out, the covered columns leave the edges alone; all of them, nothing.
    let left = ShapePainter.leavingOutOpaque(runs, all: false)
    #expect(left.head.map(\.copy) == (hollow ? [.blend, .skip] : [.blend]))
    #expect(ShapePainter.leavingOutOpaque(runs, all: true).head.isEmpty)
  }
}
