import Foundation
import Testing

@testable import FluidSDL

/// What is taken from the X server and the machine as an autolaunched bus (the lookup itself runs
/// against a real `dbus-launch` in the end-to-end tests).
@Suite("The autolaunched session bus's address and the machine id")
struct AutolaunchedBusTests {
  @Test(
    "an address is printable ASCII with a transport, at most 4 KB; trailing NULs are dropped",
    arguments: [
      ("unix:path=/tmp/dbus-4ETshCNpki,guid=57864658a99c3cacd13b40176b0c88d3", true),
      ("unix:abstract=/tmp/dbus-x\0\0", true),
      ("", false), ("\0", false), ("no-transport", false), (":path=/tmp/x", false),
      ("unix:path=/tmp/a b", false), ("unix:path=/tmp/\u{1b}[2J", false), ("unix:path=/tmp/\0x", false),
      ("unix:path=/tmp/é", false),
    ])
  func address(text: String, taken: Bool) {
    let got = AutolaunchedBus.validated(Array(text.utf8))
    #expect((got != nil) == taken, "\(text.debugDescription) → \(String(describing: got))")
    if taken { #expect(got == text.trimmingCharacters(in: CharacterSet(charactersIn: "\0"))) }
  }

  @Test("an address longer than 4 KB is refused whole, not cut")
  func longAddress() {
    let exact = "unix:path=/" + String(repeating: "a", count: AutolaunchedBus.limit - 11)
    #expect(AutolaunchedBus.validated(Array(exact.utf8)) == exact)
    #expect(AutolaunchedBus.validated(Array((exact + "a").utf8)) == nil)
  }

  @Test(
    "the machine id is the first file's 32 lowercase hex digits; a malformed or missing file is passed over")
  func machineID() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("fluid-machine-id-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let good = "3d1219c7c4c5404aaa1f6d2a48adfda4"
    let files = [
      ("upper", good.uppercased() + "\n"), ("short", "3d1219c7\n"), ("good", good + "\n"), ("bare", good),
    ]
    for (name, text) in files {
      try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let path = { (name: String) in dir.appendingPathComponent(name).path }
    let paths = [path("missing"), path("upper"), path("short"), path("good")]
    #expect(AutolaunchedBus.machineID(paths: paths) == good)
    #expect(AutolaunchedBus.machineID(paths: [path("bare")]) == good)
    #expect(AutolaunchedBus.machineID(paths: [path("upper"), path("short"), path("missing")]) == nil)
  }
}
