import FluidUI

/// A scene of one red 20-pt square at (10, 10) on grey: the smallest frame a capture test reads back.
@MainActor
public final class SquareScene: Scene {
  /// Its own context.
  public let context = SceneContext()
  /// "Square".
  public let title = "Square"
  /// Grey, with the square.
  public let root = Layer()

  /// The square on grey.
  public init() {
    root.fill = .solid(Color(white: 0.5))
    let square = Layer(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    square.fill = .solid(Color(red: 1, green: 0, blue: 0))
    root.addSublayer(square)
  }

  /// Fills the window.
  public func layout(size: Size) { root.frame = Rect(origin: .zero, size: size) }
  /// Nothing to handle.
  public func handle(_ event: InputEvent) -> Bool { false }
}
