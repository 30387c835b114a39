import FluidMotion
import FluidUI
import Testing
import TestSupport

@testable import FluidScenes

/// The app's one table of key commands: every key that acts has an entry, every entry can be
/// reached, and the shortcuts window shows what the table holds.
@Suite("One key table: the chain of key commands and the shortcuts window read from it")
@MainActor
struct KeyTableTests {
  nonisolated static let scenes = ["menu"] + SceneCatalog.available.map(\.name)

  /// Keys a user might press: letters, digits, punctuation, the keypad, the arrows and the rest.
  static let probes: [Key] =
    "abcdefghijklmnopqrstuvwxyz0123456789=-+*/.,%?".map { Key.character($0) }
    + "0123456789+-*/.".map { Key.keypad($0) }
    + [.up, .down, .left, .right, .enter, .space, .tab, .escape, .backspace, .home, .end, .pageUp, .pageDown]
    + (1...12).map { Key.function($0) } + [.back, .forward, .character("\u{7F}")]

  static let held: [KeyModifiers] = [[], .shift, .control, .alt, [.control, .shift]]

  /// A host showing `scene`, come to rest (the spring scene's loop never does: a second of it).
  func makeHost(_ scene: String) throws -> (ScriptedSession, SceneHost) {
    let host = SceneHost(entry: try SceneCatalog.find(scene), context: SceneContext())
    let s = ScriptedSession(scene: host)
    s.settle(limit: 1)
    return (s, host)
  }

  /// Presses `key` with `modifiers` on `host` and lets it go; whether the press acted: a command or
  /// the scene took it, or the host's state changed at once.
  func acts(_ key: Key, _ modifiers: KeyModifiers, on host: SceneHost, in s: ScriptedSession) -> Bool {
    let before = host.state
    let used = s.handle(.keyDown(key, modifiers: modifiers, isRepeat: false, time: s.time))
    let usedUp = s.handle(.keyUp(key, modifiers: modifiers, time: s.time))
    return used || usedUp || host.state != before
  }

  @Test("in every scene, a key that acts has an entry in the chain's table", arguments: scenes)
  func everyActingKeyHasAnEntry(scene: String) throws {
    var (s, host) = try makeHost(scene)
    for key in Self.probes {
      for mods in Self.held {
        let table = host.keyTable
        guard acts(key, mods, on: host, in: s) else { continue }
        let label = KeyCommand(key, mods, title: "", action: {}).label
        #expect(table.contains { $0.matches(key, modifiers: mods) }, "\(scene): \(label) acted with no entry")
        if host.entry.name != scene || host.chrome.isHelpShown { (s, host) = try makeHost(scene) }
        s.run(0.05)
      }
    }
  }

  @Test(
    "every entry has a title, and none is hidden behind an earlier one that always takes its key",
    arguments: scenes)
  func everyEntryIsReachable(scene: String) throws {
    let (_, host) = try makeHost(scene)
    // The focus's arrows in a container are the fallback of a scene that does not move its own
    // selection: a scene's own arrows come first by design.
    let fallback = Set(host.context.focus.arrowCommands.map(\.title))
    let table = host.keyTable
    // A scene's command that wants priority over the focus (the calculator's Enter) stands before
    // the focus's own key by design.
    let before = table.filter(\.wantsPriorityOverFocus)
    let focusKeys = host.context.focus.keyCommands.map(\.title)
    func overridden(_ c: KeyCommand) -> Bool {
      focusKeys.contains(c.title) && before.contains { $0.matches(c.input, modifiers: c.modifiers) }
    }
    for (i, command) in table.enumerated() where !fallback.contains(command.title) && !overridden(command) {
      #expect(!command.title.isEmpty, "\(scene): \(command.label) has no title")
      let shadow = KeyCommand.taker(before: i, in: table)
      #expect(
        shadow == nil,
        "\(scene): \(command.label) (\(command.title)) is never reached: \(shadow?.title ?? "")")
    }
  }

  @Test(
    "the shortcuts window shows every key of the table that is not hidden and that its key reaches, and no other",
    arguments: scenes)
  func windowReadsTheTable(scene: String) throws {
    let (_, host) = try makeHost(scene)
    let chain = host.keyTable
    // What a key reaches: an entry behind an earlier one that always takes its key is not shown.
    let table = chain.indices.filter { !chain[$0].isHidden && KeyCommand.taker(before: $0, in: chain) == nil }
      .map { chain[$0] }
    let rows = host.shortcutGroups.flatMap(\.shortcuts)
    let shown = Set(rows.flatMap { row in row.keys.map { "\(row.title): \($0)" } })
    let labels = Set(table.map { "\($0.title): \($0.label)" })
    // A run of three or more digits of one title and prefix is one range ("Alt+0–9", "1–9").
    var expected = labels
    for label in labels {
      let stem = label.dropLast()
      guard let low = label.last?.wholeNumberValue, label.last?.isASCII == true,
        stem.hasSuffix(": ") || stem.hasSuffix("+")
      else { continue }
      guard low == 0 || !labels.contains(stem + "\(low - 1)") else { continue }  // a run's first
      var high = low
      while high < 9, labels.contains(stem + "\(high + 1)") { high += 1 }
      guard high - low >= 2 else { continue }
      for d in low...high { expected.remove(stem + "\(d)") }
      expected.insert(stem + "\(low)–\(high)")
    }
    #expect(
      shown == expected,
      "\(scene): missing \(expected.subtracting(shown).sorted()), extra \(shown.subtracting(expected).sorted())"
    )
  }

  /// What a user sees and has: the window's picture (the draw list), the host's state, what was asked
  /// of the window, and the clipboard.
  func snapshot(_ host: SceneHost, _ clipboard: MemoryClipboard) -> [String] {
    var drawn: [DrawCommand] = []
    host.root.render(into: &drawn, visible: nil)
    let requests = host.context.requests.take()
    return drawn.map { "\($0)" } + [
      "\(host.state.sorted { $0.key < $1.key })", "\(requests)", clipboard.text ?? "",
    ]
  }

  /// A host showing `scene` in a small window, `context`'s keys pressed, with a clipboard holding
  /// "42" (the shortcuts window scrolls both ways at 360 × 240).
  func window(_ scene: String, after context: [Key]) throws -> (ScriptedSession, SceneHost, MemoryClipboard) {
    let clipboard = MemoryClipboard(text: "42")
    let host = SceneHost(entry: try SceneCatalog.find(scene), context: SceneContext(clipboard: clipboard))
    let size = context.first == .function(1) ? Size(width: 360, height: 240) : Size(width: 640, height: 480)
    let s = ScriptedSession(scene: host, size: size)
    s.run(0.1)
    for key in context { s.key(key) }
    s.run(0.6)
    return (s, host, clipboard)
  }

  /// Whether `command`'s key, held a moment (a key that pulls acts while it is down) and let go,
  /// changes what a user sees or has: two windows alike, one given the key; what differs is what it
  /// did.
  func changes(_ command: KeyCommand, in scene: String, after context: [Key]) throws -> Bool {
    let (s, host, clipboard) = try window(scene, after: context)
    let (same, twin, twinClipboard) = try window(scene, after: context)
    s.display.send(.keyDown(command.input, modifiers: command.modifiers, isRepeat: false, time: s.time))
    s.run(0.25)
    same.run(0.25)
    let held = snapshot(host, clipboard) != snapshot(twin, twinClipboard)
    s.display.send(.keyUp(command.input, modifiers: command.modifiers, time: s.time))
    s.run(0.3)
    same.run(0.3)
    return held || snapshot(host, clipboard) != snapshot(twin, twinClipboard)
  }

  @Test(
    "every entry of the table acts: pressed where it applies, the window shows or asks for something else")
  func everyEntryActs() throws {
    // Where each entry applies: the scene as it opens, with its focus moved or a row chosen, a digit
    // typed; the shortcuts window over it (at its top and its end, at a size where it scrolls); the
    // menu after a back (for forward).
    let contexts: [[Key]] = [
      [], [.tab], [.down], [.down, .down], [.right], [.up], [.end], [.space], [.character("7")],
      [.function(1)],
      [.function(1), .end], [.function(1), .right], [.left], [.down, .right], [.escape],
    ]
    var acted: Set<String> = []
    var listed: Set<String> = []
    for scene in Self.scenes {
      for context in contexts {
        let (_, listing, _) = try window(scene, after: context)
        for command in listing.keyTable {
          let entry = "\(command.title): \(command.label)"
          listed.insert(entry)
          guard !acted.contains(entry), command.isEnabled else { continue }
          if try changes(command, in: scene, after: context) { acted.insert(entry) }
        }
      }
    }
    let idle = listed.subtracting(acted).sorted()
    #expect(idle.isEmpty, "entries that changed nothing wherever they were listed: \(idle)")
  }

  @Test("the keys `fluid run --help` names are the table's, with its meaning")
  func helpNamesTheTable() throws {
    let (_, host) = try makeHost("zoom")
    let table = host.keyTable
    let items = SceneHost.keysSummary.dropFirst("Keys: ".count).dropLast().split(separator: ", ")
    #expect(items.count == 4)
    let meanings = ["Alt+0": "Jump to a scene", "Esc": "Back", "Ctrl+Q": "Quit", "F1": "Keyboard shortcuts"]
    for item in items {
      var chord = String(item.split(separator: " ")[0])
      if chord.hasSuffix("0–9") { chord = chord.dropLast(3) + "0" }  // the digits' range: its first
      let entry = table.first { $0.label == chord && $0.isEnabled }  // what the key does now
      #expect(entry != nil, "\(chord) has no entry")
      #expect(
        entry.map { $0.title.hasPrefix(meanings[chord] ?? "?") } == true, "\(item): \(entry?.title ?? "")")
    }
  }

  @Test(
    "the shortcuts window names a key once where the scene always takes it: the calculator's Enter is Equals")
  func sceneKeyShownOnce() throws {
    func rows(_ scene: String) throws -> [String: [String]] {
      let (_, host) = try makeHost(scene)
      let shortcuts = host.shortcutGroups.flatMap(\.shortcuts)
      return Dictionary(shortcuts.map { ($0.title, $0.keys) }, uniquingKeysWith: +)
    }
    let calculator = try rows("calculator")
    #expect(calculator["Equals"]?.contains("Enter") == true)
    #expect(calculator["Activate the focused control"] == ["Space"])
    let menu = try rows("menu")
    #expect(menu["Activate the focused control"]?.contains("Enter") == true)
    // The spring's arrows act only with the focus in the scene: the focus's arrows are shown too.
    let spring = try rows("spring")
    #expect(spring["Adjust it"] != nil && spring["Move the focus in a list or grid"] != nil)
  }
}
