import FluidMotion
import FluidUI

/// The shortcuts window (`F1`, `Ctrl+?`): the keys as caps in a column, grouped as GNOME's shortcuts
/// windows are — the app's, the navigation's, this scene's — with how the scene's gestures go.
///
/// It lays itself out to fit the window: two columns when the window is wide enough, and the text
/// made smaller until every row fits the height; a note never ends on one word alone.
@MainActor
final class ShortcutsPanel {
  let layer = Layer()
  private var groups: [ShortcutGroup] = []
  private var laidOut: (groups: [ShortcutGroup], size: Size, palette: Palette)?
  /// The narrowest panel: a narrower window shows part of it.
  static let minWidth = 240.0

  init() {
    layer.cornerRadius = 16
    layer.isHidden = true
    layer.isUserInteractionEnabled = false  // it shows over the scene, which still takes presses
    // For a screen reader, a panel named for what it is; while it shows, the window's other
    // elements are left out, as the keys do not reach them.
    layer.accessibilityContainerType = .semanticGroup
    layer.accessibilityLabel = Self.name
    layer.accessibilityViewIsModal = true
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
    AccessibilityNotification.announcement("\(Self.name). Escape closes.").post()
  }

  /// Hides it; a screen reader says so (the focus it gives back is the one it had, which a screen
  /// reader does not say again).
  func hide() {
    layer.isHidden = true
    AccessibilityNotification.announcement("\(Self.name) closed.").post()
  }

  /// Lays the panel out below a `top`-point bar in a window of `size`, in `palette`.
  func layout(size: Size, top: Double, palette: Palette) {
    guard isShown else { return }
    if let done = laidOut, done.groups == groups, done.size == size, done.palette == palette { return }
    laidOut = (groups, size, palette)
    layer.fill = .solid(palette.panel)
    layer.border = (1, palette.panelBorder)
    for l in layer.sublayers { l.removeFromSuperlayer() }
    let room = Size(width: max(Self.minWidth, size.width - 32), height: size.height - top - 16)
    let plan = ShortcutsLayout.fit(groups, in: room)
    layer.frame = Rect(
      x: ((size.width - plan.size.width) / 2).rounded(),
      y: top + max(8, ((room.height - plan.size.height) / 2).rounded()),
      width: plan.size.width, height: plan.size.height)
    for item in plan.items { layer.addSublayer(item.layer(palette: palette)) }
  }
}
