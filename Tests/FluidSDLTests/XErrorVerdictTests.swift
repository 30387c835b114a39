import Testing

@testable import FluidSDL

/// Which X errors end the run: only the loss of the app's own window does.
@Suite("X errors attributed to their resource")
struct XErrorVerdictTests {
  /// The app's window, and its connection's resource range 0x0120_0000…0x013f_ffff.
  let window: UInt = 0x0120_0003
  func isOwn(_ id: UInt) -> Bool { id & ~0x001f_ffff == 0x0120_0000 }

  @Test(
    "BadWindow or BadDrawable about the app's window: lost; about another client's window: ignored quietly",
    arguments: [
      (XError(code: 3, major: 18, resource: 0x0120_0003), DisplayErrorTrap.Verdict.windowLost),
      (XError(code: 9, major: 72, resource: 0x0120_0003), .windowLost),
      // SDL answers a clipboard reader that is gone (ChangeProperty, then SendEvent).
      (XError(code: 3, major: 18, resource: 0x0340_0001), .foreign),
      (XError(code: 3, major: 25, resource: 0x0340_0001), .foreign),
      // An XdndStatus to a drag source that no longer exists.
      (XError(code: 3, major: 25, resource: 0x0060_000a), .foreign),
      // Another client's pixmap, GC or drawable.
      (XError(code: 9, major: 62, resource: 0x0340_0002), .foreign),
      (XError(code: 13, major: 60, resource: 0x0340_0003), .foreign),
    ])
  func windowErrors(error: XError, verdict: DisplayErrorTrap.Verdict) {
    #expect(DisplayErrorTrap.verdict(for: error, ownWindow: window, isOwn: isOwn) == verdict)
  }

  @Test(
    "an error about another of the app's resources, or naming no resource, is reported and never ends the run",
    arguments: [
      XError(code: 13, major: 60, resource: 0x0120_0007),  // a GC of the app's
      XError(code: 8, major: 12, resource: 0x0120_0003),  // BadMatch on the window: not its loss
      XError(code: 5, major: 18, resource: 0x0120_0003),  // BadAtom: the number is an atom's
      XError(code: 2, major: 18, resource: 0),  // BadValue
      XError(code: 11, major: 53, resource: 0),  // BadAlloc
      XError(code: 3, major: 18, resource: 0),  // BadWindow with no id
    ])
  func reported(error: XError) {
    #expect(DisplayErrorTrap.verdict(for: error, ownWindow: window, isOwn: isOwn) == .report)
  }

  @Test("before the window exists (id 0), no error is its loss")
  func noWindowYet() {
    let error = XError(code: 3, major: 18, resource: 0x0120_0003)
    #expect(DisplayErrorTrap.verdict(for: error, ownWindow: 0, isOwn: isOwn) == .report)
  }

  @Test("an error's kind tells code, major and minor apart")
  func kinds() {
    let kinds = Set(
      [
        XError(code: 3, major: 18, resource: 1), XError(code: 3, major: 25, resource: 1),
        XError(code: 3, major: 18, minor: 1, resource: 1), XError(code: 9, major: 18, resource: 1),
      ].map(\.kind))
    #expect(kinds.count == 4)
  }
}
