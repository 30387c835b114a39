import FluidMotion
import FluidSDL
import FluidUI
import Foundation

/// The rows table: what a long list costs, headless, as the README's list builds it on public API.
///
/// Each list is a 1280 × 800 window filled by one list of `n` 56-pt rows, each row a text label. The
/// lazy list is FluidUI's ``ListView`` (only the rows in view are layers); the eager one makes every
/// row a ``Layer`` up front, as the README's list did before ``ListView``, so it shows what culling
/// alone buys; the plain one makes every row a plain filled layer, as an adopter's own list might,
/// so it shows what the hit tests of the pointer left over it cost while it glides. Build is from creating the scene to the end of its first frame (layout, draw list,
/// render); then four scripted flicks, 1.5 s apart, and every frame drawn while the list follows
/// and glides is timed whole (input, update, draw list, damage, render into a software canvas), as
/// ``FrameBench`` times the scenes.
@MainActor
enum RowsBench {
  /// How a list is made.
  enum List: String {
    case listView = "ListView"
    case textLayers = "all as layers"
    case plainLayers = "plain layers"
  }

  /// One list measured.
  struct Row {
    var list: List
    var rows: Int
    var buildMS: Double
    var median: Double
    var p99: Double
  }

  /// The lists measured: lazy at 10², 10⁴, 10⁶ rows, eager at 10², 10⁴ (and 10⁵ unless `quick`),
  /// plain at 10², 10⁴, 10⁵ (and 10⁶ unless `quick`).
  static func run(quick: Bool) throws -> [Row] {
    let lazy = [100, 10_000, 1_000_000].map { (List.listView, $0) }
    let eager = (quick ? [100, 10_000] : [100, 10_000, 100_000]).map { (List.textLayers, $0) }
    let plain = (quick ? [100, 10_000, 100_000] : [100, 10_000, 100_000, 1_000_000]).map {
      (List.plainLayers, $0)
    }
    return try (lazy + eager + plain).map { try measure($0.0, rows: $0.1) }
  }

  private static func measure(_ list: List, rows: Int) throws -> Row {
    let size = Size(width: 1280, height: 800)
    let platform = VirtualPlatform(size: size, fps: 60, events: flicks(at: Vector2(x: 640, y: 600)))
    platform.canvas = try OffscreenCanvas(size: size, scale: 1)
    platform.presentsPartially = true
    let clock = ContinuousClock()
    let start = clock.now
    let scene: any Scene =
      list == .listView ? LazyListScene(rows: rows) : EagerListScene(rows: rows, text: list == .textLayers)
    let loop = FrameLoop(scene: scene, platform: platform)
    let timer = ListFrameTimer(loop: loop, start: start, end: 6.5)
    loop.observers.append(timer)
    try loop.run()
    let times = timer.times.dropFirst().sorted()
    return Row(
      list: list, rows: rows, buildMS: timer.times.first ?? 0,
      median: FrameStats.percentile(Array(times), 0.5),
      p99: FrameStats.percentile(Array(times), 0.99))
  }

  /// Four upward flicks of 300 pt in a tenth of a second from `p`, 1.5 s apart; the pointer stays
  /// over the list as it glides.
  private static func flicks(at p: Vector2) -> [InputEvent] {
    (0..<4).flatMap { k -> [InputEvent] in
      let t0 = 0.5 + 1.5 * Double(k)
      let moves = (1...6).map { i in
        InputEvent.pointerMoved(
          position: p - Vector2(x: 0, y: 50 * Double(i)), time: t0 + Double(i) / 60, pressure: nil)
      }
      return [.pointerDown(position: p, time: t0, button: .primary, pressure: nil)] + moves
        + [.pointerUp(position: p - Vector2(x: 0, y: 300), time: t0 + 0.1, button: .primary)]
    }
  }
}

/// The README's list on ``ListView``.
private final class LazyListScene: Scene {
  let context = SceneContext()
  let title = "rows"
  let root = Layer()
  private let list: ListView

  init(rows: Int) {
    list = ListView(animator: context.animator, rowCount: rows, rowHeight: .fixed(56)) { cell, row in
      cell.textLabel.text = "Row \(row + 1)"
    }
    root.addSublayer(list.layer)
    list.attach(to: context.gestures)
  }

  func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    list.layout(frame: root.frame)
  }

  func handle(_ event: InputEvent) -> Bool { false }
}

/// A list whose every row is a layer, made up front on a plain ``ScrollView``: a text label, or a
/// plain filled layer.
private final class EagerListScene: Scene {
  let context = SceneContext()
  let title = "rows"
  let root = Layer()
  private let scroll: ScrollView
  private var rows: [Layer] = []

  init(rows count: Int, text: Bool) {
    scroll = ScrollView(animator: context.animator)
    for i in 0..<count {
      let row = Layer()
      if text { row.text = "Row \(i + 1)" } else { row.fill = .solid(Color(white: i % 2 == 0 ? 0.16 : 0.2)) }
      rows.append(row)
      scroll.content.addSublayer(row)
    }
    root.addSublayer(scroll.layer)
    context.gestures.add(scroll.panGestureRecognizer, to: scroll.layer)
  }

  func layout(size: Size) {
    root.frame = Rect(origin: .zero, size: size)
    scroll.layout(frame: root.frame, contentSize: Size(width: size.width, height: Double(rows.count) * 56))
    for (i, row) in rows.enumerated() {
      row.frame = Rect(x: 16, y: Double(i) * 56, width: size.width - 32, height: 56)
    }
  }

  func handle(_ event: InputEvent) -> Bool { false }
}

/// Times the first frame from the scene's creation and each later one whole; ends the run at `end`.
@MainActor
private final class ListFrameTimer: FrameObserver {
  weak var loop: FrameLoop?
  let end: Double
  private(set) var times: [Double] = []
  private let clock = ContinuousClock()
  private var last: ContinuousClock.Instant

  init(loop: FrameLoop, start: ContinuousClock.Instant, end: Double) {
    self.loop = loop
    self.end = end
    last = start
  }

  func didPresent(_ frame: Frame) throws {
    let d = last.duration(to: clock.now)
    times.append((Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18) * 1000)
    if frame.time >= end { loop?.stop() }
    last = clock.now
  }
}
