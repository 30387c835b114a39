/// The `--stats` / `F` overlay: frames per second, dropped frames, frame work and input latency in a small panel at
/// the top right, below the title bar.
///
/// Its text is rebuilt at most four times a second (numbers that change every frame cannot be
/// read, and every new string is a new text texture); showing it never keeps the app drawing.
struct StatsOverlay {
  /// Whether the overlay is drawn.
  var isVisible = false
  /// A last line naming the renderer and scale, or nil.
  var renderer: String?
  private var lines: [String] = ["", "", ""]
  private var updated = -Double.infinity

  /// Shows or hides the overlay; shown, it refreshes on the next frame.
  mutating func toggle() {
    isVisible.toggle()
    updated = -.infinity
  }

  /// Refreshes the text from `stats` if a quarter second has passed since the last refresh.
  mutating func refresh(from stats: FrameStats, now: Double) {
    guard isVisible, now - updated >= 0.25 else { return }
    updated = now
    let work = stats.frameWork
    let latency = stats.latency
    lines =
      [
        "\(Int(stats.framesPerSecond.rounded())) fps · \(stats.droppedFrames) dropped",
        "frame \(Self.ms(work.median)) ms · max \(Self.ms(work.max)) ms",
        "input → present p50 \(Self.ms(latency.p50)) · p99 \(Self.ms(latency.p99)) ms",
      ] + (renderer.map { [$0] } ?? [])
  }

  /// Appends the overlay's drawing to `commands` for a window `size` points wide.
  func render(into commands: inout [DrawCommand], size: Size) {
    guard isVisible else { return }
    let panel = Rect(x: size.width - 332, y: 40, width: 324, height: 11 + 19 * Double(lines.count))
    commands.append(.roundedRect(panel, cornerRadius: 8, fill: .solid(Color(white: 0, alpha: 0.72))))
    let style = TextStyle(size: 13, color: Color(white: 0.92), alignment: .left)
    for (k, line) in lines.enumerated() {
      let frame = Rect(
        x: panel.minX + 12, y: panel.minY + 6 + Double(k) * 19, width: panel.size.width - 24, height: 18)
      commands.append(.text(line, frame: frame, style: style))
    }
  }

  /// Milliseconds with one decimal.
  static func ms(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10_000).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
