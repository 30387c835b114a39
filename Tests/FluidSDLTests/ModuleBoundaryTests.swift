import Foundation
import Testing

@Suite("Module boundaries")
struct ModuleBoundaryTests {
  /// The package root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// SDL stays in FluidSDL, and in the benchmark.
  ///
  /// The benchmark's latency probe pushes SDL events into the window's queue itself: it measures the
  /// platform, so it may reach SDL too. Nothing else may.
  @Test("import CSDL2 appears only in Sources/FluidSDL and the benchmark")
  func sdlStaysAtTheEdge() throws {
    var offenders: [String] = []
    let files = FileManager.default.enumerator(
      at: Self.root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      if text.contains("import CSDL2") && !url.path.contains("/Sources/FluidSDL/")
        && !url.path.contains("/Sources/FluidBench/")
      {
        offenders.append(url.path)
      }
    }
    #expect(offenders.isEmpty, "import CSDL2 outside FluidSDL: \(offenders)")
    let motion = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("Sources/FluidMotion").path)
    #expect(motion.contains("Spring.swift"))  // the scan looked at the real tree
  }
}
