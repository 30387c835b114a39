import FluidMotion
import FluidUI

/// What the host does with the pointer instead of a scene.
enum NavigationPointer {
  /// Nothing: pointer events go to the scene.
  case none
  /// A press at the window's left edge, given to the scene too: dragged to the right, it pops.
  case edge(start: Vector2)
  /// The pointer holds the navigation (a catch, or an edge drag), since `start`; `moved` once past
  /// the slop.
  case holding(start: Vector2, moved: Bool)
  /// The second press of a double click on a menu row: swallowed until it is released.
  case swallowing

  /// Whether the host holds the pointer.
  var isHeld: Bool {
    switch self {
    case .holding, .swallowing: true
    case .none, .edge: false
    }
  }
}

extension InputEvent {
  /// Whether the event belongs to the pointer's stream (a press, its moves and end, a wheel, a twist,
  /// a focus loss that ends it).
  var isPointer: Bool {
    switch self {
    case .pointerDown, .pointerMoved, .pointerUp, .pointerCancelled, .wheel, .twist, .focusLost: true
    case .keyDown, .keyUp, .resized: false
    }
  }
}
