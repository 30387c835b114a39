import FluidIO
import Testing

/// Paths quoted in messages: whole as far as any path goes, the file's name kept past that, and no
/// byte that can drive a terminal.
@Suite("Excerpt: paths in messages")
struct ExcerptTests {
  @Test(
    "a path is quoted whole up to the path limit, though other input is cut at 80",
    arguments: [81, 120, Excerpt.pathLimit])
  func wholePath(length: Int) {
    let name = "/frame.png"
    let path = "/" + String(repeating: "d", count: length - 1 - name.count) + name
    #expect(path.count == length)
    #expect(Excerpt.path(path) == "'\(path)'")
    #expect(!Excerpt.quote(path).contains(name), "other input is cut at 80 characters, the name with it")
    let error = OutputError(what: "screenshot", path: path, operation: "opening", reason: "r", remedy: "m")
    #expect(error.description.contains(path))
  }

  @Test(
    "a path past the limit keeps its start and its file's name, with its length",
    arguments: [Excerpt.pathLimit + 1, 100_000])
  func longPath(length: Int) {
    let name = "/recordings/session.jsonl"
    let path = "/home" + String(repeating: "x", count: length - 5 - name.count) + name
    let quoted = Excerpt.path(path)
    #expect(quoted.hasPrefix("'/home"))
    #expect(quoted.hasSuffix("\(name) (\(path.utf8.count) bytes)'"))
    #expect(quoted.contains("…"))
    #expect(quoted.count <= Excerpt.pathLimit + 20, "\(quoted.count) characters")
  }

  @Test("control characters in a path are escaped, and an escape is never split at the cut")
  func escapedPath() {
    #expect(Excerpt.path("/tmp/a\u{1B}[31m.png") == "'/tmp/a\\e[31m.png'")
    // Escapes of six characters (\u{9B}, a C1 control) across both ends of the cut.
    let path = String(repeating: "\u{9B}", count: 40) + "/" + String(repeating: "\u{9B}", count: 40)
    let quoted = Excerpt.clipPath(path)
    let (head, tail) = (quoted.prefix { $0 != "…" }, quoted.drop { $0 != "…" }.dropFirst())
    #expect(head.count % 6 == 0 && head.allSatisfy { "\\u{9B}".contains($0) }, "\(head.suffix(8))")
    #expect(tail.hasPrefix("\\u{9B}"), "\(tail.prefix(8))")
    #expect(!quoted.unicodeScalars.contains { $0.value == 0x9B })
  }
}
