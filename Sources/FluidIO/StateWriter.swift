/// Writes JSON Lines files, in place and a whole line at a time (see ``OutputFile``): state dumps,
/// `{"scene":"…","t":…,"key":value,…}` per frame with the state's keys sorted, and stats logs.
///
/// ```swift
/// let dump = try StateWriter(path: "states.jsonl", what: "state dump")
/// try dump.write(time: 0.5, scene: "pane", state: ["open": 1])  // {"scene":"pane","t":0.5,"open":1.0}
/// try dump.close()
/// ```
public final class StateWriter {
  private let file: OutputFile

  /// Opens `path`; `what` names it in messages ("state dump", "stats log").
  /// - Throws: ``OutputError`` when it cannot be opened.
  public init(path: String, what: String) throws(OutputError) {
    file = try OutputFile(path: path, what: what)
  }

  /// The state line for one frame: the scene's name, the time, then the state's keys sorted
  /// (non-finite values as `null`).
  public static func line(time: Double, scene: String, state: [String: Double]) -> JSONLine {
    var line = JSONLine()
    line.add("scene", scene)
    line.add("t", time)
    for key in state.keys.sorted() { line.add(key, state[key]!) }
    return line
  }

  /// Writes one state line (see ``line(time:scene:state:)``).
  /// - Throws: ``OutputError`` when writing fails.
  public func write(time: Double, scene: String, state: [String: Double]) throws(OutputError) {
    try write(Self.line(time: time, scene: scene, state: state))
  }

  /// Writes one JSON line.
  /// - Throws: ``OutputError`` when writing fails.
  public func write(_ line: JSONLine) throws(OutputError) {
    try file.append(line: line.text)
  }

  /// Writes one line of text as it is (a newline is added).
  /// - Throws: ``OutputError`` when writing fails.
  public func write(line: String) throws(OutputError) {
    try file.append(line: line)
  }

  /// Writes the buffered lines now.
  /// - Throws: ``OutputError`` when writing fails.
  public func flush() throws(OutputError) { try file.flush() }

  /// Writes what is buffered and closes the file.
  /// - Throws: ``OutputError`` when writing fails.
  public func close() throws(OutputError) { try file.close() }
}
