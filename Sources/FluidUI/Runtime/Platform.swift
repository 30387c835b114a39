/// What a ``FrameLoop`` runs on: a clock, a source of events, a way to wait for them, and a surface to
/// draw frames on.
///
/// Two implementations ship: FluidSDL's window (SDL's events, the performance counter, a real
/// present) and ``VirtualPlatform`` (scripted events on a virtual clock that jumps to what is due
/// next), on which headless runs, the fuzzer, the benchmarks and tests run the very same loop.
@MainActor
public protocol Platform: AnyObject {
  /// The platform's clock, seconds.
  var now: Double { get }
  /// The drawing area's size, points.
  var size: Size { get }
  /// Seconds between the display's refreshes, > 0.
  var refreshInterval: Double { get }
  /// Whether ``present(damage:)`` waits for the display's refresh (vsync), so the loop need not pace.
  var presentPaces: Bool { get }
  /// Whether a frame may be drawn and presented in part: the surface keeps what is not redrawn.
  var presentsPartially: Bool { get }
  /// Whether the run must end: the window closed, the display was lost, the script ran out, a signal
  /// came. The loop looks at it on every turn.
  var isClosed: Bool { get }

  /// Waits until `deadline` (platform seconds; `nil`: until an event) or the first event, whichever
  /// comes first, and hands every event that has arrived to `handle`, a whole burst at once.
  /// - Returns: What ended the wait.
  func wait(until deadline: Double?, handle: (PlatformEvent) -> Void) -> WaitOutcome
  /// Hands every event already waiting to `handle`, without waiting (at the start of a frame).
  func poll(handle: (PlatformEvent) -> Void)

  /// Draws `commands` over `background`: the whole surface, or with ``presentsPartially`` only
  /// inside `damage` (points).
  func draw(_ commands: [DrawCommand], background: Color, damage: [Rect]?)
  /// Saves the drawn, not yet presented frame as a PNG at `path`.
  func capture(to path: String) throws
  /// Shows the drawn frame: all of it, or only `damage` (points).
  func present(damage: [Rect]?)
  /// Shows `title` as the window's title.
  func setTitle(_ title: String)
  /// Does `action` to the window (nothing where there is no window).
  func perform(_ action: WindowAction)
  /// Shows `cursor` over the window (nothing where there is no pointer).
  func setCursor(_ cursor: Cursor)
}

extension Platform {
  /// Nothing: a platform without a window.
  public func perform(_ action: WindowAction) {}
  /// Nothing: a platform without a pointer.
  public func setCursor(_ cursor: Cursor) {}
}
