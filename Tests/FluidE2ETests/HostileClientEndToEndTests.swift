import Foundation
import Testing

/// Other X clients misbehaving around the app's window: nothing they do ends the run.
extension SceneEndToEndTests {
  @Test(
    "30 s of hostile X clients (clipboard readers killed mid-read; conversions, forged requests and drag messages from windows destroyed at once) while the app animates: it never exits, and still serves the clipboard"
  )
  func hostileClients() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let sent = Locked(0)
    let client = DispatchGroup()
    DispatchQueue.global().async(group: client) {
      // The script writes the window's id and its display once the app has copied and animates;
      // done.txt ends the run.
      while !FileManager.default.fileExists(atPath: dir + "/id.txt")
        && !FileManager.default.fileExists(atPath: dir + "/done.txt")
      {
        usleep(20_000)
      }
      guard let text = try? String(contentsOfFile: dir + "/id.txt", encoding: .utf8),
        case let fields = text.split(whereSeparator: \.isWhitespace), fields.count == 2,
        let window = UInt(fields[0]), case let display = String(fields[1]),
        let hostile = HostileXClient(display: display, seed: 0x5eed_f1d0)
      else { return }
      while !FileManager.default.fileExists(atPath: dir + "/done.txt") {
        hostile.pester(window)
        usleep(2_000)
      }
      sent.value = hostile.sent
    }
    let outcome = try EndToEnd.shell(
      """
      "$0" --scene calculator --dump-state states.jsonl 2>err.txt &
      app=$!
      id=$(app_window $app) || exit 1
      xdotool key --window $id --delay 60 1 2 plus 7 Return ctrl+c alt+2
      sleep 0.5
      echo "$id $DISPLAY" > id.txt.part && mv id.txt.part id.txt
      end=$((SECONDS + 30))
      while [ $SECONDS -lt $end ] && kill -0 $app 2>/dev/null; do
        timeout -s KILL 0.003 xclip -o -selection clipboard >/dev/null 2>&1
      done
      touch done.txt
      kill -0 $app 2>/dev/null && echo alive > alive.txt
      timeout 5 xclip -o -selection clipboard > clip.txt 2>/dev/null
      xdotool key --window $id ctrl+q
      wait $app
      """, in: dir, limit: 90)
    _ = FileManager.default.createFile(atPath: dir + "/done.txt", contents: nil)
    client.wait()
    let errors = (try? String(contentsOfFile: dir + "/err.txt", encoding: .utf8)) ?? ""
    #expect(FileManager.default.fileExists(atPath: dir + "/alive.txt"), "the app ended: \(errors)")
    #expect(sent.value > 1000, "the hostile client sent \(sent.value) messages")
    #expect((try? String(contentsOfFile: dir + "/clip.txt", encoding: .utf8)) == "19")
    #expect(!errors.contains("window is gone") && !errors.contains("X Error"), "\(errors)")
    #expect(errors.split(separator: "\n").count <= 4, "\(errors)")
    let states = EndToEnd.states(at: dir + "/states.jsonl")
    #expect(
      states.last.map { $0["t"]! > 30 } == true, "the app stopped drawing at \(states.last?["t"] ?? 0) s")
    #expect(outcome.status == 0, "\(outcome.error)")
  }
}
