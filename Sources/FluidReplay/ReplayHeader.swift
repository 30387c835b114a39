import FluidIO
import FluidUI

/// The first line of a replay file: `{"fluid-replay":1,"scene":"pane","width":1280,"height":800}`.
enum ReplayHeader {
  /// The window sizes a header may give: the same as `fluid run --size`.
  static let sizes = Size.windowSides

  /// The replay (with no events yet) that the header line `bytes` starts.
  /// - Throws: ``ReplayError`` for line 1 of `path`.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(ReplayError) -> ReplayFile {
    var version: Double?
    var scene: String?
    var width: Double?
    var height: Double?
    let parsed = JSONLineScanner.scan(bytes) { key, value in
      switch (key, value) {
      case ("fluid-replay", .number(let n)): version = n
      case ("scene", .string(let s)): scene = s
      case ("width", .number(let n)): width = n
      case ("height", .number(let n)): height = n
      default: break
      }
    }
    guard parsed, let version else {
      throw ReplayError(
        path: path, line: 1,
        reason: "is not a replay header ({\"fluid-replay\":1,…}); is this a fluid replay file?")
    }
    guard version == Double(ReplayFile.version) else {
      throw ReplayError(
        path: path, line: 1,
        reason:
          "is format version \(Int(exactly: version).map(String.init) ?? "\(version)"); this build reads version \(ReplayFile.version)"
      )
    }
    guard let scene, let width, let height, sizes.contains(width), sizes.contains(height) else {
      throw ReplayError(
        path: path, line: 1,
        reason: "header needs \"scene\" and \"width\"/\"height\" in 200...8192 (as --size)")
    }
    return ReplayFile(scene: scene, size: Size(width: width, height: height))
  }
}
