import FluidSDL
import Foundation
import Testing

/// `FLUID_FONT` naming a file that is not a font, or one cut short while the app runs.
@Suite("Fonts: a corrupt or truncated FLUID_FONT (real binary)", .serialized)
struct FontEndToEndTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  func menuShot(_ path: String, font: String?) throws -> EndToEnd.Outcome {
    try EndToEnd.run(
      [
        "--headless", "--scene", "menu", "--size", "400x300", "--exit-after", "0.2", "--screenshot",
        "0.1:\(path)",
      ],
      environment: ["DISPLAY": nil, "FLUID_FONT": font])
  }

  @Test(
    "FLUID_FONT of random bytes: one note, and the text drawn in the fallback font",
    .enabled(if: FileManager.default.fileExists(atPath: dejaVu), "needs DejaVu Sans"))
  func corruptFontFallsBack() throws {
    let dir = try EndToEnd.temporaryDirectory()
    var generator = SystemRandomNumberGenerator()
    let noise = (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
    try Data(noise).write(to: URL(fileURLWithPath: dir + "/noise.ttf"))
    let plain = try menuShot(dir + "/plain.png", font: nil)
    #expect(plain.status == 0 && plain.error.isEmpty, "\(plain.error)")
    let noisy = try menuShot(dir + "/noisy.png", font: dir + "/noise.ttf")
    #expect(noisy.status == 0, "\(noisy.error)")
    let lines = noisy.error.split(separator: "\n")
    #expect(
      lines.count == 1 && lines[0].contains("FLUID_FONT") && lines[0].contains("falling back"),
      "\(noisy.error)")
    let a = try PNGImage(contentsOf: dir + "/plain.png")
    let b = try PNGImage(contentsOf: dir + "/noisy.png")
    let same = (0..<a.height).allSatisfy { y in
      (0..<a.width).allSatisfy { a.argb(x: $0, y: y) == b.argb(x: $0, y: y) }
    }
    #expect(same, "the menu drawn with the fallback font differs from the default font's")
  }
}

/// A font file truncated under a running window; part of the serialized window suite.
extension SceneEndToEndTests {
  @Test(
    "FLUID_FONT truncated to 0 bytes while the app runs and draws new text: no crash, exit 0",
    .enabled(if: FileManager.default.fileExists(atPath: FontEndToEndTests.dejaVu), "needs DejaVu Sans"))
  func truncatedFont() throws {
    let dir = try EndToEnd.temporaryDirectory()
    var keys = "xdotool"
    for scene in 1...8 { keys += " key --window $id ctrl+\(scene) sleep 0.1 key --window $id h sleep 0.1" }
    let run = try EndToEnd.shell(
      """
      cp \(FontEndToEndTests.dejaVu) font.ttf
      FLUID_FONT=font.ttf "$0" --scene menu --stats --exit-after 50 &
      app=$!
      id=$(app_window $app) || exit 1
      : > font.ttf
      \(keys)
      end_app
      """, in: dir)
    #expect(run.status == 0, "\(run.error)")
  }

  @Test(
    "FLUID_FONT truncated to 0 bytes under an open size: text drawn after the cut comes from the fallback",
    .enabled(if: FileManager.default.fileExists(atPath: FontEndToEndTests.dejaVu), "needs DejaVu Sans"))
  func truncatedFontFallsBack() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      """
      cp \(FontEndToEndTests.dejaVu) font.ttf
      FLUID_FONT=font.ttf "$0" --scene menu --size 800x600 --dump-state states.jsonl \\
        --screenshot signal:shot.png 2>err.txt & app=$!
      id=$(app_window $app states.jsonl) || exit 1
      : > font.ttf
      xdotool key --window $id F1
      finish_app states.jsonl shot.png
      """, in: dir)
    #expect(run.status == 0, "\(run.error)")
    // The shortcuts panel's descriptions ("Keyboard shortcuts", "Quit", …) are new strings in the
    // size the menu had open: drawn, they are light pixels right of the key caps, on the dark panel.
    let shot = try PNGImage(contentsOf: dir + "/shot.png")
    var light = 0
    for y in 95..<270 {
      for x in 205..<440 where shot.argb(x: x, y: y) & 0xFF > 0xB0 { light += 1 }
    }
    #expect(light > 500, "the panel's descriptions are blank (\(light) light pixels)")
    let note = try String(contentsOfFile: dir + "/err.txt", encoding: .utf8)
    #expect(note.contains("falling back"), "\(note)")
  }
}
