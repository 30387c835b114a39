import FluidMotion
import FluidUI

/// The shortcuts window (`F1`, `Ctrl+?`): the keys as caps in a column, grouped as GNOME's shortcuts
/// windows are — the app's, the navigation's, this scene's — with how the scene's gestures go.
///
/// It lays itself out to fit the window: two columns when the window is wide enough, and the text
/// made smaller until every row fits the height; a note never ends on one word alone. Taller than
/// the window at the smallest text (or wider), it keeps inside the window and its contents scroll
/// (under the wheel, a drag, its scroll bars, and the keys ↑ ↓ ← →, Page Up, Page Down, Space, Home
/// and End), as a GNOME shortcuts window does. While it shows it is modal: keys, presses beside it
/// (``scrim``) and assistive technology reach nothing beneath.
@MainActor
final class ShortcutsPanel {
  let layer = Layer()
  /// Over the whole window, under the bar and the panel and over the scene, while the panel shows:
  /// a click there closes the panel, and no press, wheel or twist reaches the scene, as outside a
  /// GTK popover.
  let scrim = Layer()
  /// The click on ``scrim`` that closes the panel (its action is the host's).
  let dismissTap = TapGestureRecognizer()
  /// What scrolls in it (nil until ``attach(to:animator:)``: the contents then sit in ``layer``).
  private(set) var scroll: ScrollView?
  private var groups: [ShortcutGroup] = []
  /// Shown since the last layout.
  private var justShown = false
  private var laidOut: (groups: [ShortcutGroup], size: Size, palette: Palette)?
  /// The narrowest room the panel is laid out for: in a narrower window it scrolls sideways too.
  static let minWidth = 240.0

  init() {
    layer.cornerRadius = 16
    layer.isHidden = true
    scrim.isHidden = true
    // For a screen reader, a panel named for what it is; while it shows, the window's other
    // elements are left out, as the keys do not reach them.
    layer.accessibilityContainerType = .semanticGroup
    layer.accessibilityLabel = Self.name
    layer.accessibilityViewIsModal = true
  }

  /// Makes its scrolling a member of `gestures`, gliding on `animator` (the scroll view's pan: the
  /// wheel, a drag; its hover and its scroll bars), and the click on ``scrim``.
  func attach(to gestures: GestureScope, animator: Animator) {
    let scroll = ScrollView(animator: animator)
    layer.addSublayer(scroll.layer)
    scroll.attach(to: gestures)
    self.scroll = scroll
    gestures.add(dismissTap, to: scrim)
  }

  /// Whether its contents are taller or wider than it: they scroll.
  var scrolls: Bool {
    guard let scroll else { return false }
    return scroll.contentSize.height > scroll.bounds.height + 0.5
      || scroll.contentSize.width > scroll.bounds.width + 0.5
  }

  /// How far ↑ and ↓ scroll, pt: a wheel notch's distance.
  static let lineStep = 40.0

  /// Scrolls for `key` with `modifiers`: ↑ ↓ (← → sideways) a line, Page Up and Page Down
  /// (Shift+Space and Space) a page, Home and End to the ends, on the scroll view's spring; whether
  /// the key is one of them.
  @discardableResult
  func scroll(by key: Key, modifiers: KeyModifiers) -> Bool {
    guard let scroll else { return false }
    return switch (key, modifiers) {
    case (.up, []): step(scroll, axis: 1, by: -Self.lineStep)
    case (.down, []): step(scroll, axis: 1, by: Self.lineStep)
    case (.left, []): step(scroll, axis: 0, by: -Self.lineStep)
    case (.right, []): step(scroll, axis: 0, by: Self.lineStep)
    case (.space, []): scroll.handleKey(.pageDown)
    case (.space, .shift): scroll.handleKey(.pageUp)
    case (.pageUp, []), (.pageDown, []), (.home, []), (.end, []): scroll.handleKey(key)
    default: false
    }
  }

  /// Scrolls `scroll` along `axis` (0 x, 1 y) by `delta` pt from where it is heading, within its
  /// ends; returns true (the key was the panel's, at an end too).
  private func step(_ scroll: ScrollView, axis: Int, by delta: Double) -> Bool {
    var target = scroll.targetContentOffset
    let low = scroll.minimumContentOffset[axis: axis]
    let high = max(low, scroll.maximumContentOffset[axis: axis])
    let moved = min(max(target[axis: axis] + delta, low), high)
    guard moved != target[axis: axis] else { return true }
    target[axis: axis] = moved
    scroll.setContentOffset(target, animated: true)
    return true
  }

  /// What a screen reader calls it.
  static let name = "Keyboard shortcuts"

  var isShown: Bool { !layer.isHidden }

  /// Shows `groups`: the app's keys, the navigation's and the scene's, read from the key table.
  ///
  /// A screen reader says it has opened: nothing in it takes the focus.
  func show(_ groups: [ShortcutGroup]) {
    self.groups = groups
    layer.isHidden = false
    scrim.isHidden = false
    justShown = true
    if let scroll { scroll.contentOffset = scroll.minimumContentOffset }  // from its top again
    AccessibilityNotification.announcement("\(Self.name). Escape closes.").post()
  }

  /// Hides it; a screen reader says so (the focus it gives back is the one it had, which a screen
  /// reader does not say again).
  func hide() {
    layer.isHidden = true
    scrim.isHidden = true
    AccessibilityNotification.announcement("\(Self.name) closed.").post()
  }

  /// Lays the panel out below a `top`-point bar in a window of `size`, in `palette`.
  func layout(size: Size, top: Double, palette: Palette) {
    guard isShown else { return }
    defer {
      // Its scroll bar shows for a moment as it opens: there is more than shows.
      if justShown, scrolls { scroll?.flashScrollIndicators() }
      justShown = false
    }
    if let done = laidOut, done.groups == groups, done.size == size, done.palette == palette { return }
    laidOut = (groups, size, palette)
    layer.fill = .solid(palette.panel)
    layer.border = (1, palette.panelBorder)
    let holder = scroll?.content ?? layer
    for l in holder.sublayers { l.removeFromSuperlayer() }
    let room = Size(
      width: max(min(Self.minWidth, size.width - 16), size.width - 32), height: max(1, size.height - top - 16)
    )
    let plan = ShortcutsLayout.fit(groups, in: room)
    // Taller or wider than the room at its smallest text, it keeps inside the window and scrolls.
    let (width, height) = (min(plan.size.width, max(1, size.width - 16)), min(plan.size.height, room.height))
    layer.frame = Rect(
      x: ((size.width - width) / 2).rounded(),
      y: top + max(8, ((room.height - height) / 2).rounded()),
      width: width, height: height)
    scrim.frame = Rect(origin: .zero, size: size)
    for item in plan.items { holder.addSublayer(item.layer(palette: palette)) }
    guard let scroll else { return }
    scroll.indicatorColor = palette.panelDimText
    scroll.layout(frame: Rect(origin: .zero, size: layer.frame.size), contentSize: plan.size)
  }
}
