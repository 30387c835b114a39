/// The selection is the focus: a key that moves a container's selection (a list's ↓) moves the focus
/// with it, whoever moved the selection.
extension FocusSystem {
  /// Where the focus and the selection stood before a key: the focused element, and the selected
  /// elements (``AccessibilityTraits/selected``) that take the focus in its container, or in every
  /// container when the focus is in none.
  struct SelectionMark {
    weak var focused: Layer?
    var hadFocus: Bool
    var selected: Set<ObjectIdentifier>
  }

  /// Notes the focus and the selection before a key is handled (``followSelection(from:)`` after).
  func markSelection() -> SelectionMark {
    SelectionMark(
      focused: focusedLayer, hadFocus: focusedLayer != nil,
      selected: Set(selectedElements(near: focusedLayer).map(ObjectIdentifier.init)))
  }

  /// After a key: when it left the focus where it was but selected one new element of a container
  /// (the focus's, or any when the focus is in none: on a bar's button, or nowhere), the focus moves
  /// to that element, as GTK's and UIKit's lists move their focus with the keyboard's selection.
  ///
  /// Only while the keyboard is the user's hand (``isFocusVisible``); a scene that moved the focus
  /// itself is left as it is.
  func followSelection(from mark: SelectionMark) {
    guard isFocusVisible, focusedLayer === mark.focused, mark.hadFocus == (focusedLayer != nil) else {
      return
    }
    let fresh = selectedElements(near: focusedLayer).filter { !mark.selected.contains(ObjectIdentifier($0)) }
    guard fresh.count == 1, let element = fresh.first, element !== focusedLayer else { return }
    setFocus(element)
  }

  /// The elements that take the focus and are selected in a container (a list's row, a grid's
  /// cell; a toggle on its own is no selection): in the container of `focused`, or in any when the
  /// focus is in none (on a bar's button) or nowhere.
  private func selectedElements(near focused: Layer?) -> [Layer] {
    let box = focused.flatMap(container(of:))
    return focusableLayers().filter { layer in
      guard layer.accessibilityTraits.contains(.selected), let own = container(of: layer) else {
        return false
      }
      return box.map { own === $0 } ?? true
    }
  }
}
