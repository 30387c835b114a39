import Foundation
import Testing

/// A list row's swipe actions, offered to a screen reader as AT-SPI actions and performed by one.
@Suite("Accessibility: a row's swipe actions over AT-SPI (a real libatspi client)", .serialized)
struct AccessibilityActionsEndToEndTests {
  /// The client, in Python; exits 1…4 at the step that failed.
  ///
  /// It finds the scroll scene's "Row 3", reads its actions' names, performs "Delete" and waits for
  /// the row to leave the tree.
  static let client =
    AccessibilityEndToEndTests.clientPrelude + #"""
      app = until(find_app, 10) or fail(1, 'no application with the app\'s process id on the desktop')
      app.set_cache_mask(Atspi.Cache.NONE)
      def row(name):
          return next((n for n in walk(app) if n.get_role() == Atspi.Role.LIST_ITEM and n.get_name() == name), None)
      third = until(lambda: row('Row 3')) or fail(2, 'no list item "Row 3"')
      action = third.get_action_iface()
      names = [action.get_action_name(i) for i in range(action.get_n_actions())]
      if names != ['click', 'Add below', 'Delete']:
          fail(3, 'Row 3 offers %r' % names)
      action.do_action(names.index('Delete'))
      until(lambda: row('Row 3') is None and row('Row 4') is not None) or fail(4, 'Row 3 is still listed')
      print('ok', names, flush=True)
      """#

  @Test(
    "libatspi reads a row's actions by name (\"click\" selects it, then its swipe actions \"Add below\" and \"Delete\") and deletes the row by its action",
    .enabled(if: AccessibilityEndToEndTests.canRun))
  func swipeActions() throws {
    let dir = try EndToEnd.temporaryDirectory()
    try Self.client.write(toFile: dir + "/client.py", atomically: true, encoding: .utf8)
    let run = try AccessibilityEndToEndTests.onAccessibilityBus(
      """
      "$0" --scene scroll --size 800x600 --exit-after 40 & app=$!
      /usr/bin/python3 client.py $app; status=$?
      kill -TERM $app; wait $app; kill $launcher
      exit $status
      """, in: dir)
    #expect(run.status == 0, "\(run.status): \(run.error)")
  }
}
