import FluidIO
import FluidUI

/// Turns replay bytes into a ``ReplayFile`` as they arrive, a line at a time.
///
/// Lines end in LF or CRLF; a UTF-8 byte-order mark before the header is skipped; blank lines may
/// end the file. A line longer than ``ReplayFile/maxLineBytes`` is refused as soon as it passes the
/// limit, so nothing huge is ever held.
struct ReplayParser {
  let path: String
  private var number = 0
  private var replay: ReplayFile?
  private var last = 0.0
  private var firstBlank: Int?
  private var partial: [UInt8] = []

  init(path: String) { self.path = path }

  /// Takes the next bytes of the file.
  mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>) throws(ReplayError) {
    var start = 0
    while start < chunk.count {
      guard let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) else {
        try hold(UnsafeBufferPointer(rebasing: chunk[start...]))
        return
      }
      let piece = UnsafeBufferPointer(rebasing: chunk[start..<newline])
      if partial.isEmpty {
        try line(piece)
      } else {
        try hold(piece)
        try partial.withUnsafeBufferPointer { (whole) throws(ReplayError) in try line(whole) }
        partial.removeAll(keepingCapacity: true)
      }
      start = newline + 1
    }
  }

  /// The replay, once every byte is in.
  mutating func finish() throws(ReplayError) -> ReplayFile {
    if !partial.isEmpty {
      let rest = partial
      partial = []
      try rest.withUnsafeBufferPointer { (whole) throws(ReplayError) in try line(whole) }
    }
    guard let replay else {
      throw ReplayError(path: path, line: 1, reason: "is empty: the header line is missing")
    }
    return replay
  }

  private mutating func hold(_ piece: UnsafeBufferPointer<UInt8>) throws(ReplayError) {
    guard partial.count + piece.count <= ReplayFile.maxLineBytes + 1 else {
      throw ReplayError(
        path: path, line: number + 1, reason: "is longer than \(ReplayFile.maxLineBytes) bytes")
    }
    partial.append(contentsOf: piece)
  }

  private mutating func line(_ raw: UnsafeBufferPointer<UInt8>) throws(ReplayError) {
    number += 1
    var bytes = raw
    if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      bytes = UnsafeBufferPointer(rebasing: bytes[3...])
    }
    if bytes.last == UInt8(ascii: "\r") { bytes = UnsafeBufferPointer(rebasing: bytes.dropLast()) }
    guard bytes.count <= ReplayFile.maxLineBytes else {
      throw ReplayError(path: path, line: number, reason: "is longer than \(ReplayFile.maxLineBytes) bytes")
    }
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
      if firstBlank == nil { firstBlank = number }
      return
    }
    if let blank = firstBlank {
      throw ReplayError(path: path, line: blank, reason: "is blank (blank lines may only end the file)")
    }
    guard var replay else {
      replay = try ReplayHeader.read(bytes, path: path)
      return
    }
    self.replay = nil  // keep the events array uniquely referenced while appending
    defer { self.replay = replay }
    replay.events.append(try decode(bytes))
  }

  private mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws(ReplayError) -> InputEvent {
    guard let line = ReplayLine(json: bytes) else {
      throw ReplayError(
        path: path, line: number,
        reason: "is not an event object with \"t\" and \"type\" (truncated or not JSON?)")
    }
    switch line.event() {
    case .success(let event):
      guard event.time >= last else {
        throw ReplayError(
          path: path, line: number, reason: "time \(event.time) is earlier than the line before (\(last))")
      }
      last = event.time
      return event
    case .failure(.invalid(let why)), .failure(.malformed(let why)):
      throw ReplayError(path: path, line: number, reason: why)
    }
  }
}
