import Foundation
import Testing

/// The settings file in real runs: shared by two windows, refused when it is a FIFO, and saved when
/// the X server dies. Part of the serialized window suite: its timings assume one app at a time.
extension SceneEndToEndTests {
  @Test("two windows at once: each saves only what it changed; the last to quit undoes nothing")
  func twoWindowsShareSettings() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let outcome = try EndToEnd.shell(
      """
      export XDG_CONFIG_HOME="$PWD/config"
      "$0" --scene spring & a=$!
      first=$(app_window $a) || exit 1
      "$0" --scene spring & b=$!
      second=$(app_window $b) || exit 1
      xdotool key --window $first --delay 60 Up Right Right Right
      xdotool key --window $second --delay 60 Down Left Left
      sleep 0.3
      xdotool key --window $first ctrl+q; wait $a || exit 11
      xdotool key --window $second ctrl+q; wait $b || exit 12
      cp config/fluid/settings.json settings.json
      """, in: dir)
    #expect(outcome.status == 0, "\(outcome.error)")
    let saved = EndToEnd.jsonLines(at: dir + "/settings.json").first ?? [:]
    let damping = saved["springDamping"] as? Double ?? 0.5
    let response = saved["springResponse"] as? Double ?? 1
    #expect(damping > 0.5, "the first window's damping was undone: \(saved)")
    #expect(response < 1, "the second window's response was lost: \(saved)")
  }

  @Test(
    "a FIFO at settings.json: read with one line, Ctrl+Q refuses to write it with one line and quits at once")
  func settingsFIFO() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let outcome = try EndToEnd.shell(
      """
      export XDG_CONFIG_HOME="$PWD/config"
      mkdir -p config/fluid && mkfifo config/fluid/settings.json
      "$0" --scene spring 2> err.txt &
      app=$!
      id=$(app_window $app) || exit 1
      xdotool key --window $id --delay 60 Up Right ctrl+q
      wait $app
      """, in: dir, limit: 20)
    let errors = (try? String(contentsOfFile: dir + "/err.txt", encoding: .utf8)) ?? ""
    #expect(outcome.status == 0, "\(errors)")
    let lines = errors.split(separator: "\n")
    #expect(lines.count == 2 && lines.allSatisfy { $0.contains("settings") }, "\(errors)")
    #expect(errors.contains("a FIFO"), "\(errors)")
  }

  @Test("the X server killed under the app: it says so, exits 1, and the zoom just chosen is saved")
  func settingsSavedWhenServerDies() throws {
    let server = try TestXServer(screen: "1280x800x24")
    let dir = try EndToEnd.temporaryDirectory()
    let killer = DispatchGroup()
    DispatchQueue.global().async(group: killer) {
      // Once the zoom is in, the server is killed; gone.txt tells the script.
      for _ in 0..<600 where !FileManager.default.fileExists(atPath: dir + "/ready.txt") { usleep(20_000) }
      server.stop()
      _ = FileManager.default.createFile(atPath: dir + "/gone.txt", contents: nil)
    }
    let outcome = try EndToEnd.shell(
      """
      export DISPLAY=\(server.display) XDG_CONFIG_HOME="$PWD/config"
      "$0" --scene spring 2> err.txt &
      app=$!
      id=$(app_window $app) || exit 1
      xdotool key --window $id ctrl+equal
      sleep 0.5
      echo ready > ready.txt
      wait $app
      """, in: dir, limit: 30)
    killer.wait()
    let errors = (try? String(contentsOfFile: dir + "/err.txt", encoding: .utf8)) ?? ""
    #expect(outcome.status == 1, "\(errors)")
    #expect(errors.contains("lost the connection to the X server"), "\(errors)")
    let saved = EndToEnd.jsonLines(at: dir + "/config/fluid/settings.json").first ?? [:]
    #expect((saved["scale"] as? Double ?? 1) > 1, "\(saved)")
    #expect(saved["scene"] as? String == "spring")
  }
}
