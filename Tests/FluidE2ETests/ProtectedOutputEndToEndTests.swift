#if canImport(Glibc)
  import Glibc
#endif
import Foundation
import Testing

/// Outputs the user cannot mean to lose: a write-protected file is kept, and a window never stops
/// for a FIFO that no program reads.
@Suite("Protected outputs (real binary)", .serialized)
struct ProtectedOutputEndToEndTests {
  static var canDropRoot: Bool {
    EndToEnd.isEnabled && geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/runuser")
  }

  @Test(
    "a write-protected file is not replaced: a screenshot or an icon onto it exits 74 naming it, the file unchanged",
    .enabled(if: canDropRoot, "needs FLUID_E2E=1 and root (to write as another user, whom 0444 stops)"))
  func writeProtected() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      """
      user=fluid-output-test
      id -u $user >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin $user || exit 3
      work=$(mktemp -d); chmod 755 "$work"; cp "$0" "$work/fluid"; chmod 755 "$work/fluid"
      out=$(mktemp -d); chown $user "$out"
      trap 'rm -rf "$work" "$out"' EXIT
      as() { runuser -u $user -- env -i PATH=/usr/bin:/bin HOME="$out" XDG_CONFIG_HOME="$out" "$@"; }
      for name in shot icon; do echo precious > "$out/$name.png"; chown $user "$out/$name.png"; chmod 444 "$out/$name.png"; done
      as SDL_AUDIODRIVER=dummy "$work/fluid" --headless --scene pane --exit-after 0.2 --screenshot 0.1:"$out/shot.png" 2>>err.txt
      echo "shot $?" >> status.txt
      as "$work/fluid" icon --size 16 --output "$out/icon.png" 2>>err.txt
      echo "icon $?" >> status.txt
      cat "$out/shot.png" "$out/icon.png" > kept.txt
      cat err.txt >&2
      """, in: dir)
    #expect(run.status == 0, "\(run.error)")
    let statuses = try String(contentsOfFile: dir + "/status.txt", encoding: .utf8)
    #expect(statuses == "shot 74\nicon 74\n", "\(statuses) \(run.error)")
    #expect(try String(contentsOfFile: dir + "/kept.txt", encoding: .utf8) == "precious\nprecious\n")
    let lines = run.error.split(separator: "\n")
    #expect(lines.count == 2 && lines.allSatisfy { $0.contains("write-protected") }, "\(run.error)")
  }
}

extension SceneEndToEndTests {
  @Test(
    "a window's screenshot onto a FIFO no program reads: SIGUSR1 ends the run at once, exit 74, never a stop")
  func screenshotToUnreadFIFO() throws {
    let dir = try EndToEnd.temporaryDirectory()
    let run = try EndToEnd.shell(
      """
      mkfifo f
      "$0" --scene spring --size 400x300 --exit-after 60 --screenshot signal:f --stats-log s.jsonl &
      app=$!
      # Ready once a frame is presented: the signal is then the app's to take, not its death.
      for i in $(seq 300); do [ -s s.jsonl ] && break; sleep 0.05; done
      kill -USR1 $app
      for i in $(seq 100); do kill -0 $app 2>/dev/null || break; sleep 0.05; done
      kill -KILL $app 2>/dev/null
      wait $app
      """, in: dir)
    #expect(run.status == 74, "\(run.error)")
    #expect(run.error.contains("FIFO that no program reads") && run.error.contains("f"), "\(run.error)")
  }
}
