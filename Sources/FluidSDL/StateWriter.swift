#if canImport(Glibc)
  import Glibc
#endif

/// Writes JSON Lines files: state dumps (`{"scene":"…","t":…,"key":value,…}` per line, keys
/// sorted) and stats logs.
final class StateWriter {
  private let file: UnsafeMutablePointer<FILE>

  init(path: String) throws {
    guard let file = fopen(path, "w") else {
      throw SDLError(
        "Opening the state file \(path)", reason: String(cString: strerror(errno)),
        remedy: "Check the folder exists and is writable.")
    }
    self.file = file
  }

  func write(time: Double, scene: String, state: [String: Double]) {
    var line = "{\"scene\":\"\(scene)\",\"t\":\(time)"
    for key in state.keys.sorted() {
      let v = state[key]!
      line += ",\"\(key)\":" + (v.isFinite ? "\(v)" : "null")
    }
    line += "}"
    write(line: line)
  }

  /// Writes one line (a newline is added).
  func write(line: String) {
    fputs(line + "\n", file)
  }

  func close() { fclose(file) }
}
