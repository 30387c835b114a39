import FluidReplay
import FluidSDL
import FluidScenes
import FluidUI
import Foundation
import Testing

extension RenderingTests {
  nonisolated static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Replays")

  nonisolated static let traces: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    return names.filter { $0.hasSuffix(".jsonl") && !$0.hasSuffix(".state.jsonl") }.map {
      String($0.dropLast(6))
    }.sorted()
  }()

  @Test("the replay corpus covers every scene and the menu")
  func corpusCoversScenes() {
    #expect(Self.traces == (SceneCatalog.available.map(\.name) + [SceneCatalog.menu.name]).sorted())
  }

  @Test(
    "each recorded trace replays to exactly its golden state dump (and golden screenshot)", arguments: traces)
  func corpus(name: String) throws {
    let replay = try ReplayFile.read(path: Self.corpus.appendingPathComponent("\(name).jsonl").path)
    let entry = try SceneCatalog.find(replay.scene)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fluid-corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let golden = Self.corpus.appendingPathComponent("\(name).png")
    var options = HeadlessRunner.Options.offscreen(end: (replay.events.last?.time ?? 0) + 5)
    options.fps = 60
    options.dumpStatePath = dir.appendingPathComponent("state.jsonl").path
    if FileManager.default.fileExists(atPath: golden.path) {
      options.screenshots = [(2, dir.appendingPathComponent("shot.png").path)]
    }
    let host = SceneHost(entry: entry, context: SceneContext())
    options.name = { host.entry.name }  // the scene shown (the menu's session opens two)
    try HeadlessRunner().run(
      scene: host, size: replay.size, events: replay.events, options: options)
    let state = try Data(contentsOf: dir.appendingPathComponent("state.jsonl"))
    let expected = try Data(contentsOf: Self.corpus.appendingPathComponent("\(name).state.jsonl"))
    #expect(
      state == expected,
      "\(Self.firstDifference(String(decoding: state, as: UTF8.self), String(decoding: expected, as: UTF8.self))) — Tests/Replays/\(name).state.jsonl (scripts/record-corpus --states-only regenerates it)"
    )
    guard !options.screenshots.isEmpty else { return }
    let got = try PNGImage(contentsOf: dir.appendingPathComponent("shot.png").path)
    let want = try PNGImage(contentsOf: golden.path)
    #expect(got.width == want.width && got.height == want.height)
    var differing = 0
    for y in stride(from: 0, to: want.height, by: 2) {
      for x in stride(from: 0, to: want.width, by: 2) {
        let (a, b) = (got.pixel(x: x, y: y), want.pixel(x: x, y: y))
        if abs(a.red - b.red) > 0.02 || abs(a.green - b.green) > 0.02 || abs(a.blue - b.blue) > 0.02 {
          differing += 1
        }
      }
    }
    #expect(differing <= want.width * want.height / 4 / 1000, "\(differing) pixels differ from \(name).png")
  }

  /// Where two state dumps first differ: the frame (line and time) and the first differing key.
  nonisolated static func firstDifference(_ got: String, _ want: String) -> String {
    let (a, b) = (got.split(separator: "\n"), want.split(separator: "\n"))
    guard let line = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) else {
      return
        "the dumps agree for \(min(a.count, b.count)) frames, then one has \(a.count) and the other \(b.count)"
    }
    let fields = { (l: Substring) in l.dropFirst().dropLast().split(separator: ",") }
    let (x, y) = (fields(a[line]), fields(b[line]))
    let time = x.first { $0.hasPrefix("\"t\":") } ?? "?"
    let pair = zip(x, y).first { $0.0 != $0.1 }
    let key = pair.map { "\($0.0) instead of \($0.1)" } ?? "different keys"
    return "frame \(line + 1) (\(time)) differs first at \(key)"
  }
}
