import FluidSDL
import Foundation
import Testing

/// The window's present loop, as a user meets it: timers that fire with no input, the same frames as a
/// headless run, and no drawing while the window cannot be seen.
extension SceneEndToEndTests {
  @Test("rubber band: a wheel overscroll springs back by itself, the moment the wheel counts as stopped")
  func wheelOverscrollInWindow() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let record = dir + "/wheel.jsonl"
    let run = try EndToEnd.scenario(
      scene: "rubberband",
      actions: "sleep 0.3; xdotool mousemove --window $id 640 400 click --repeat 6 --delay 20 5",
      extra: ["--record", record])
    #expect(run.status == 0)
    let wheels = EndToEnd.jsonLines(at: record).filter { $0["type"] as? String == "wheel" }
    let last = try #require(wheels.last?["t"] as? Double)
    #expect(wheels.count == 6)
    #expect(run.states.contains { abs($0["offset"] ?? 0) > 30 })
    let back = try #require(run.states.first { $0["animating"] == 1 })
    #expect(abs(try #require(back["t"]) - (last + 0.15)) < 1e-6)  // no pointer move needed
    #expect(run.states.last?["offset"] == 0 && run.states.last?["animating"] == 0)
  }

  @Test("the window and a headless run of one replay draw the same states at the same times")
  func windowMatchesHeadless() throws {
    let dir = try EndToEnd.temporaryDirectory()
    var lines = [#"{"fluid-replay":1,"scene":"rubberband","width":1280,"height":800}"#]
    lines.append(#"{"t":0.4,"type":"move","x":640,"y":400}"#)
    for k in 0..<6 {
      lines.append(#"{"t":\#(0.5 + 0.023 * Double(k)),"type":"wheel","x":640,"y":400,"width":0,"height":40}"#)
    }
    try EndToEnd.writeReplay(lines, to: dir + "/r.jsonl")
    let window = try EndToEnd.run([
      "--replay", dir + "/r.jsonl", "--exit-after", "2.5", "--dump-state", dir + "/w.jsonl",
    ])
    let headless = try EndToEnd.run([
      "--replay", dir + "/r.jsonl", "--headless", "--fps", "60", "--exit-after", "2.5", "--dump-state",
      dir + "/h.jsonl",
    ])
    #expect(window.status == 0 && headless.status == 0)
    let w = EndToEnd.states(at: dir + "/w.jsonl")
    let h = EndToEnd.states(at: dir + "/h.jsonl")
    var headlessAt: [Int: [String: Double]] = [:]
    for s in h { headlessAt[Int(((s["t"] ?? 0) * 1e5).rounded())] = s }
    var matched = 0
    for s in w {
      guard let other = headlessAt[Int(((s["t"] ?? 0) * 1e5).rounded())] else { continue }
      matched += 1
      #expect(abs((s["offset"] ?? .nan) - (other["offset"] ?? .nan)) < 1e-6, "at t = \(s["t"] ?? 0)")
    }
    #expect(matched >= 20)  // the spring back: every frame on the same grid ticks in both
    let start = { (states: [[String: Double]]) in states.first { $0["animating"] == 1 }?["t"] }
    #expect(try #require(start(w)) == (try #require(start(h))))
    #expect(w.last?["offset"] == 0 && h.last?["offset"] == 0)
  }

  @Test("an unmapped window draws nothing, and draws again when mapped")
  func unmappedDrawsNothing() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let log = dir + "/stats.jsonl"
    let script = """
      "$0" --scene spring --exit-after 50 --stats-log \(log) &
      app=$!
      id=$(app_window $app) || exit 1
      sleep 0.8; xdotool windowunmap $id; sleep 1.6; xdotool windowmap $id
      lines=$(wc -l < \(log)); wait_for 20 grown \(log) $((lines + 40)) || exit 1
      end_app
      """
    let run = try EndToEnd.shell(script)
    #expect(run.status == 0, "\(run.error)")
    let presents = EndToEnd.jsonLines(at: log).compactMap { $0["present"] as? Double }
    let gaps = zip(presents, presents.dropFirst()).map { $1 - $0 }
    let longest = try #require(gaps.max())
    #expect(longest > 1.3)  // the spring loops forever: only the unmapped stretch has no frames
    let gapEnd = try #require(gaps.firstIndex(of: longest)) + 1
    #expect(presents.count - gapEnd > 30)  // and it draws again once mapped
  }
}

extension SceneEndToEndTests {
  @Test("a screenshot at the --exit-after instant is taken in the window, mid-animation, every time")
  func screenshotAtTheEnd() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let lines = [
      #"{"fluid-replay":1,"scene":"pane","width":1280,"height":800}"#,
      #"{"isRepeat":false,"key":"space","t":0.3,"type":"keydown"}"#,
      #"{"key":"space","t":0.32,"type":"keyup"}"#,
    ]
    try EndToEnd.writeReplay(lines, to: dir + "/r.jsonl")
    for k in 0..<5 {
      let shot = dir + "/end\(k).png"
      let run = try EndToEnd.run([
        "--replay", dir + "/r.jsonl", "--screenshot", "0.45:\(shot)", "--exit-after", "0.45",
      ])
      #expect(run.status == 0, "\(run.error)")
      #expect(FileManager.default.fileExists(atPath: shot), "run \(k): no screenshot at the last instant")
    }
  }
}
