import CSDL2
import FluidRaster

extension ShapePainter {
  /// The columns of a side block (cells `0..<count` of the head, or of the tail) along the straight
  /// part of the shape, as runs `(first cell, count, how)`: the edge's partly covered columns are
  /// blended, the fully covered ones copied opaque or skipped.
  ///
  /// Along the straight part a column's coverage depends on its distance to the side edge alone: a
  /// cell whose centre lies at least ``ShapeStyle/inside`` px inside it is fully covered.
  nonisolated static func sideRuns(_ style: ShapeStyle, _ p: AxisPlan, head: Bool, count: Int, hollow: Bool)
    -> SideRuns
  {
    let full: SideCopy
    if hollow || style.isEmptyInside {
      full = .skip
    } else if case .fill(let fill) = style, fill.isOpaque {
      full = .opaque
    } else {
      full = .blend
    }
    if head {
      // Head cell k's centre lies k + 0.5 − origin px inside the low edge.
      let split = min(count, max(0, Int((p.origin + style.inside - 0.5).rounded(.up))))
      return SideRuns((0, split, .blend), (split, count - split, full))
    }
    // Tail cell t's centre lies tailOffset − t − 0.5 px inside the high edge.
    let split = min(count, max(0, Int((p.tailOffset - 0.5 - style.inside).rounded(.down)) + 1))
    return SideRuns((0, split, full), (split, count - split, .blend))
  }

  /// The runs of both side blocks, the head's then the tail's (``sideRuns(_:_:head:count:hollow:)``);
  /// on an axis that is not sliced each block is blended whole (the tail is then empty).
  ///
  /// Nonisolated, as the pure helpers here are: a closure formed on the main actor and handed to
  /// the standard library's `map` or `filter` checks its executor on every call.
  nonisolated static func sideRuns(_ style: ShapeStyle, _ px: AxisPlan, hollow: Bool)
    -> (head: SideRuns, tail: SideRuns)
  {
    guard px.isSliced else { return (SideRuns((0, px.head, .blend)), SideRuns((0, px.tail, .blend))) }
    return (
      sideRuns(style, px, head: true, count: px.head, hollow: hollow),
      sideRuns(style, px, head: false, count: px.tail, hollow: hollow)
    )
  }

  /// `runs` without the columns copied opaque (filled with the middle column's rows instead), or
  /// without any when `all` (the straight rows are left out of the image: nothing there to copy).
  nonisolated static func leavingOutOpaque(
    _ runs: (head: SideRuns, tail: SideRuns), all: Bool
  ) -> (head: SideRuns, tail: SideRuns) {
    all ? (SideRuns(), SideRuns()) : (runs.head.removing(.opaque), runs.tail.removing(.opaque))
  }

  /// Whether any side column of `style` blends something along the straight part, from the head's
  /// and the tail's ``sideRuns(_:_:head:count:hollow:)`` (`runs`, in that order).
  ///
  /// A partly covered edge, or a fill that is not opaque, does: the image must hold those rows. A
  /// column whose centre lies half a pixel or more outside the edge is empty and blends nothing.
  nonisolated static func straightBlends(
    _ style: ShapeStyle, _ px: AxisPlan, runs: (head: SideRuns, tail: SideRuns)
  ) -> Bool {
    blends(style, px, head: true, runs.head) || blends(style, px, head: false, runs.tail)
  }

  /// Whether a column of one side's runs blends something along the straight part.
  private nonisolated static func blends(_ style: ShapeStyle, _ px: AxisPlan, head: Bool, _ side: SideRuns)
    -> Bool
  {
    side.contains { run in
      run.copy == .blend
        && (run.first..<(run.first + run.count)).contains { k in
          // How far inside the edge the cell's centre lies (see `sideRuns`).
          let inside = head ? Double(k) + 0.5 - px.origin : px.tailOffset - Double(k) - 0.5
          return style.coverage(-inside) * 255 >= 0.25  // an alpha byte above 0
        }
    }
  }

  /// The cells of a side run copied opaque, 0 for any other run or none.
  nonisolated static func opaqueCount(_ run: SideRuns.Run?) -> Int {
    run.map { $0.copy == .opaque ? $0.count : 0 } ?? 0
  }

  /// The window rows along the straight part of a shape whose y axis is not sliced (a vertical
  /// gradient): `(first row of the image, count)`, or nil when the corners meet.
  nonisolated static func straightRows(
    _ style: ShapeStyle, low: Double, high: Double, radius: Double, _ py: AxisPlan
  ) -> (first: Int, count: Int)? {
    let sliced = AxisPlan.plan(
      low: low, high: high, outside: style.outside, inside: max(style.inside, radius), sliceable: true)
    guard sliced.isSliced, sliced.start == py.start else { return nil }
    return (sliced.head, sliced.middle)
  }

  /// Draws one side's columns (image cells `cell..<cell + count`, at window column `left`) down the
  /// shape: corners blended, the straight part by `runs` (``sideRuns(_:_:head:count:hollow:)``),
  /// tiled when the y axis is sliced, else split at the `straight` rows.
  func drawSide(
    _ entry: ShapeCache.Entry, cell: Int, count: Int, left first: Int, py: AxisPlan,
    straight: (first: Int, count: Int)?, runs: SideRuns
  ) {
    for block in 0..<3 {
      let (row, rows, top, span) = rowBlock(block, py)
      guard rows > 0, span > 0 else { continue }
      if block == 1 {
        for run in runs {
          tileColumns(
            entry, cell: cell + run.first, count: run.count, left: first + run.first, top: top,
            height: span,
            run.copy)
        }
        continue
      }
      // An unsliced y axis: the corners' rows blend whole, the straight rows between by runs.
      let (head, middle) = straight ?? (rows, 0)
      for part in 0..<3 {
        let (r0, n) =
          part == 0 ? (0, head) : part == 1 ? (head, middle) : (head + middle, rows - head - middle)
        guard n > 0 else { continue }
        for run in part == 1 ? runs : SideRuns((0, count, .blend)) {
          copy(
            entry.texture,
            SDL_Rect(
              x: Int32(cell + run.first), y: Int32(entry.textureRow(row + r0)), w: Int32(run.count),
              h: Int32(n)),
            SDL_Rect(x: Int32(first + run.first), y: Int32(top + r0), w: Int32(run.count), h: Int32(n)),
            run.copy)
        }
      }
    }
  }

  /// Copies `source` to `destination` as `how` says; the texture blends again afterwards.
  func copy(_ texture: OpaquePointer, _ source: SDL_Rect, _ destination: SDL_Rect, _ how: SideCopy) {
    switch how {
    case .skip: return
    case .blend: copy(texture, source, destination)
    case .opaque:
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
      copy(texture, source, destination)
      SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    }
  }
}
