#if canImport(Glibc)
  import Glibc
#endif
import FluidSDL
import Foundation
import Testing

/// Outputs through symlinks, screenshots over existing files, a full disk and a killed headless run,
/// through the real binary with no display.
@Suite("Files: symlinks, replaced screenshots, kill -9 (headless, real binary)", .serialized)
struct FileEndToEndTests {
  let noDisplay: [String: String?] = ["DISPLAY": nil]
  let manager = FileManager.default

  /// A 64 KB tmpfs mounted for `body` (here, not in a script: each script has its own mounts).
  func withSmallDisk(_ body: (String) throws -> Void) throws {
    let dir = try EndToEnd.temporaryDirectory()
    try #require(EndToEnd.system(["/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", dir]) == 0)
    defer { _ = EndToEnd.system(["/bin/umount", dir]) }
    try body(dir)
  }

  func screenshot(_ path: String, scene: String = "pane") throws -> EndToEnd.Outcome {
    try EndToEnd.run(
      [
        "--headless", "--scene", scene, "--size", "400x300", "--exit-after", "0.2", "--screenshot",
        "0.1:\(path)",
      ],
      environment: noDisplay)
  }

  @Test(
    "a screenshot over an existing PNG on a full disk: exit 74 with one line, the old PNG intact",
    .enabled(if: getuid() == 0, "needs root to mount a tmpfs"))
  func screenshotOnFullDisk() throws {
    try withSmallDisk { dir in
      #expect(try screenshot(dir + "/s.png").status == 0)
      let old = try #require(manager.contents(atPath: dir + "/s.png"))
      _ = try EndToEnd.shell("dd if=/dev/zero of='\(dir)/fill' bs=1k 2>/dev/null")
      let run = try screenshot(dir + "/s.png", scene: "menu")
      #expect(run.status == 74 && run.error.split(separator: "\n").count == 1, "\(run.error)")
      #expect(manager.contents(atPath: dir + "/s.png") == old)
      #expect(try manager.contentsOfDirectory(atPath: dir).sorted() == ["fill", "s.png"])
    }
  }

  @Test("a screenshot over a symlinked PNG replaces the target, keeps the link and the mode")
  func screenshotThroughSymlink() throws {
    let dir = try EndToEnd.temporaryDirectory()
    #expect(try screenshot(dir + "/real.png").status == 0)
    let old = try #require(manager.contents(atPath: dir + "/real.png"))
    #expect(chmod(dir + "/real.png", 0o640) == 0)
    try manager.createSymbolicLink(atPath: dir + "/link.png", withDestinationPath: "real.png")
    #expect(try screenshot(dir + "/link.png", scene: "menu").status == 0)
    #expect(try manager.destinationOfSymbolicLink(atPath: dir + "/link.png") == "real.png")
    #expect(manager.contents(atPath: dir + "/real.png") != old)
    #expect((try? PNGImage(contentsOf: dir + "/real.png"))?.width == 400)
    let mode = try manager.attributesOfItem(atPath: dir + "/real.png")[.posixPermissions] as? Int
    #expect(mode == 0o640)
    #expect(try manager.contentsOfDirectory(atPath: dir).sorted() == ["link.png", "real.png"])
  }

  @Test("two outputs on one new file through a symlinked folder: refused up front, exit 64")
  func twoOutputsThroughSymlinkedFolder() throws {
    let dir = try EndToEnd.temporaryDirectory()
    try manager.createDirectory(atPath: dir + "/real", withIntermediateDirectories: false)
    try manager.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "real")
    let run = try EndToEnd.run(
      [
        "--headless", "--exit-after", "0.5", "--dump-state", dir + "/link/x", "--screenshot",
        "0.1:\(dir)/real/x",
      ],
      environment: noDisplay)
    #expect(run.status == 64 && run.error.contains("is also the --dump-state file"), "\(run.error)")
    #expect(try manager.contentsOfDirectory(atPath: dir + "/real").isEmpty)
  }

  @Test("a dangling symlink as an output: its target is created and written, the link kept")
  func danglingSymlinkOutput() throws {
    let dir = try EndToEnd.temporaryDirectory()
    try manager.createSymbolicLink(atPath: dir + "/d.jsonl", withDestinationPath: "target.jsonl")
    let run = try EndToEnd.run(
      ["--headless", "--scene", "spring", "--exit-after", "0.5", "--dump-state", dir + "/d.jsonl"],
      environment: noDisplay)
    #expect(run.status == 0, "\(run.error)")
    #expect(try manager.destinationOfSymbolicLink(atPath: dir + "/d.jsonl") == "target.jsonl")
    #expect(EndToEnd.jsonLines(at: dir + "/target.jsonl").count > 10)
  }

  @Test("kill -9 mid-run headless: the state dump holds every frame drawn before")
  func killedHeadlessDumpKeepsFrames() throws {
    let dir = try EndToEnd.temporaryDirectory()
    // The screenshot at 2 s goes to a FIFO no one reads: the run waits there, every frame before it
    // drawn, until it is killed.
    let run = try EndToEnd.shell(
      """
      run="--headless --scene spring --exit-after 30 --dump-state"
      env -u DISPLAY "$0" $run full.jsonl --screenshot 2:full.png
      mkfifo shot
      env -u DISPLAY "$0" $run cut.jsonl --screenshot 2:shot &
      app=$!
      sleep 1
      kill -KILL $app; wait $app
      """, in: dir)
    #expect(run.status == 137, "\(run.error)")
    let full = try String(contentsOfFile: dir + "/full.jsonl", encoding: .utf8).split(separator: "\n")
    let cut = try String(contentsOfFile: dir + "/cut.jsonl", encoding: .utf8).split(separator: "\n")
    let before = EndToEnd.states(at: dir + "/full.jsonl").filter { $0["t"]! < 2 - 1e-9 }.count
    #expect(before == 240)
    #expect(cut.count >= before, "\(cut.count) of the \(before) lines before the screenshot kept")
    #expect(Array(full.prefix(cut.count)) == cut)
  }
}
