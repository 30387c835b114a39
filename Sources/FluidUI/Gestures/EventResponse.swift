/// The one answer to an input event: whether it was used, and whether it changed what is drawn
/// (egui-winit's `EventResponse`).
public struct EventResponse: Equatable, Sendable {
  /// Whether a member of the arena (or the scene) took the event.
  public var used: Bool
  /// Whether the event changed what is drawn without being used (a hover that moved).
  public var redraw: Bool

  /// Creates a response.
  public init(used: Bool, redraw: Bool = false) {
    self.used = used
    self.redraw = redraw
  }

  /// Whether the event wants a frame: it was used or changed what is drawn.
  public var needsFrame: Bool { used || redraw }
}
