/// Something that follows the frames of a ``FrameLoop``: a state dump, a stats log or overlay,
/// screenshots, a recorder.
///
/// Observers never change what the scene does; they read each ``Frame`` after its present, may draw
/// over it (an overlay) before it is drawn, may capture it between its draw and its present, and may
/// ask the loop for a turn or a frame at a time of their own. Every method has a default that does
/// nothing.
@MainActor
public protocol FrameObserver: AnyObject {
  /// When the observer next needs the loop at `now` (platform seconds): nothing, a turn, or a frame.
  ///
  /// Called on every turn before the loop waits; it may do its own work here (a recorder's flush).
  /// What it throws ends the run.
  func need(now: Double) throws -> ObserverNeed
  /// Sees every input event that goes on to the scene, before the scene does (after the loop's
  /// ``InputFilter``s: an event one took is seen when it lets it go, never if it drops it).
  func didReceive(_ event: InputEvent)
  /// Adds drawing over the frame (an overlay) before it is drawn.
  func decorate(_ frame: inout Frame)
  /// The frame is drawn and its present not yet over: capture it here (``Platform/capture(to:)``).
  ///
  /// What is captured is the frame's pixels, all of them, whatever is on screen meanwhile: a
  /// platform may already have shown parts of the frame as they were drawn (a window sends a frame
  /// drawn whole to the display server band by band).
  func willPresent(_ frame: Frame, on platform: any Platform) throws
  /// The frame was presented.
  func didPresent(_ frame: Frame) throws
  /// The run ended, cleanly or not: write and close what is open.
  func finish() throws
}

extension FrameObserver {
  /// Nothing by default.
  public func need(now: Double) throws -> ObserverNeed { .none }
  /// Nothing by default.
  public func didReceive(_ event: InputEvent) {}
  /// Nothing by default.
  public func decorate(_ frame: inout Frame) {}
  /// Nothing by default.
  public func willPresent(_ frame: Frame, on platform: any Platform) throws {}
  /// Nothing by default.
  public func didPresent(_ frame: Frame) throws {}
  /// Nothing by default.
  public func finish() throws {}
}
