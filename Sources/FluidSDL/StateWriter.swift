import FluidIO

/// Writes JSON Lines files: state dumps (`{"scene":"…","t":…,"key":value,…}` per line, keys
/// sorted) and stats logs, in place and a whole line at a time (see ``OutputFile``).
final class StateWriter {
  private let file: OutputFile

  /// Opens `path`; `what` names it in messages ("state dump", "stats log").
  /// - Throws: ``OutputError`` when it cannot be opened.
  init(path: String, what: String) throws(OutputError) {
    file = try OutputFile(path: path, what: what)
  }

  /// Writes one state line.
  /// - Throws: ``OutputError`` when writing fails.
  func write(time: Double, scene: String, state: [String: Double]) throws(OutputError) {
    var line = "{\"scene\":\"\(scene)\",\"t\":\(time)"
    for key in state.keys.sorted() {
      let v = state[key]!
      line += ",\"\(key)\":" + (v.isFinite ? "\(v)" : "null")
    }
    line += "}"
    try write(line: line)
  }

  /// Writes one line (a newline is added).
  /// - Throws: ``OutputError`` when writing fails.
  func write(line: String) throws(OutputError) {
    try file.append(line: line)
  }

  /// Writes the buffered lines now.
  /// - Throws: ``OutputError`` when writing fails.
  func flush() throws(OutputError) { try file.flush() }

  /// Writes what is buffered and closes the file.
  /// - Throws: ``OutputError`` when writing fails.
  func close() throws(OutputError) { try file.close() }
}
