import FluidRaster

/// The columns of one side block along the straight part of a shape, as at most two runs
/// `(first cell, count, how)`, in order: kept inline, so a shape's sides are planned without
/// allocating.
///
/// A head block is its blended edge and then its fully covered columns; a tail block the other way
/// round (see ``ShapePainter/sideRuns(_:_:head:count:hollow:)``).
struct SideRuns: RandomAccessCollection {
  /// A run of columns: its first cell, how many, and how they are copied.
  typealias Run = (first: Int, count: Int, copy: SideCopy)

  private var runs: (Run, Run) = ((0, 0, .skip), (0, 0, .skip))
  /// Past the last run: 0, 1 or 2.
  private(set) var endIndex = 0
  /// Always 0.
  var startIndex: Int { 0 }

  /// No runs.
  init() {}

  /// `first` then `second`, each left out when it has no columns.
  init(_ first: Run, _ second: Run? = nil) {
    append(first)
    if let second { append(second) }
  }

  /// Run `index` (0 or 1, below ``endIndex``).
  subscript(index: Int) -> Run {
    precondition(index >= 0 && index < endIndex, "SideRuns: index \(index) outside 0..<\(endIndex)")
    return index == 0 ? runs.0 : runs.1
  }

  /// Adds `run` at the end, unless it has no columns.
  private mutating func append(_ run: Run) {
    guard run.count > 0 else { return }
    precondition(endIndex < 2, "SideRuns: a side block has at most two runs")
    if endIndex == 0 { runs.0 = run } else { runs.1 = run }
    endIndex += 1
  }

  /// These runs without those copied `how`.
  func removing(_ how: SideCopy) -> SideRuns {
    var kept = SideRuns()
    for run in self where run.copy != how { kept.append(run) }
    return kept
  }
}
