import FluidMotion
import FluidUI

/// One of the app's scenes: a ``Scene`` with help text and physics to show, and its keys as a table
/// of key commands (``KeyResponder``), which the app's chain meets after the focused control and
/// before the navigation's and the app's own; the shortcuts window shows the same table.
package protocol FluidScene: Scene, KeyResponder {
  /// How the scene's gestures go, a sentence or two each, for the shortcuts window.
  var helpLines: [String] { get }
  /// What the physics overlay shows now.
  var physics: [PhysicsMarker] { get }
  /// The background colour.
  var background: Color { get }
  /// What a user set in the scene that is kept between runs, as named numbers (none by default).
  var preferences: [String: Double] { get }
  /// Takes back what ``preferences`` gave in an earlier run; unknown keys and values out of range
  /// are ignored.
  func restore(_ preferences: [String: Double])
  /// Esc inside the scene: undoes its own last step (closes an open card) and returns true, or
  /// returns false (the default) and Esc goes back to the menu.
  func goBack() -> Bool
  /// A swipe back, offered to the scene before the navigation pops: return true from `.began` to
  /// follow it (an open card goes home with it, catchable) and for each later phase of that swipe;
  /// false (the default) lets the navigation have the swipe.
  func swipeBack(_ phase: BackSwipe) -> Bool
  /// The scene at catalogue index `index` was opened over this one (or jumped to): a scene that
  /// lists the others keeps its keyboard on that one, so that coming back lands on it. Nothing by
  /// default.
  func didOpen(sceneIndex index: Int)
  /// Where the window's focus lands when the scene is shown from the keyboard with none kept for
  /// it: by default its first control (nil: the first the focus finds), the menu its chosen row.
  var preferredFocus: Layer? { get }
  /// Draws the scene in the desktop's light or dark `palette`; nothing by default (the scenes keep
  /// the seed demo's dark look).
  func apply(_ palette: Palette)
}

extension FluidScene {
  /// No keys of its own.
  package var keyCommands: [KeyCommand] { [] }
  /// The scene's own keys, for the shortcuts window: its key commands' rows.
  package var shortcuts: [Shortcut] { Shortcut.rows(of: keyCommands) }
  /// Nothing to keep.
  package var preferences: [String: Double] { [:] }
  /// Nothing to restore.
  package func restore(_ preferences: [String: Double]) {}
  /// Nothing of its own to go back from.
  package func goBack() -> Bool { false }
  /// Nothing of its own to swipe back from.
  package func swipeBack(_ phase: BackSwipe) -> Bool { false }
  /// Nothing to keep.
  package func didOpen(sceneIndex index: Int) {}
  /// The first control.
  package var preferredFocus: Layer? { nil }
  /// The seed demo's dark look in any palette.
  package func apply(_ palette: Palette) {}

  /// The seed demo's dark background, #0D0D0D.
  package var background: Color { Color(hex: 0x0D0D0D) }
}
