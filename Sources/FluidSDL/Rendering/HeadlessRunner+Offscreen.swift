import FluidUI

extension HeadlessRunner.Options {
  /// Options running to `end` seconds with FluidSDL's pieces: screenshots drawn by SDL's software
  /// renderer into memory (``OffscreenCanvas``), and a signal caught by ``SignalTrap`` (when the
  /// program installed it) ending the run early, its files complete.
  public static func offscreen(end: Double) -> Self {
    var options = Self(end: end)
    options.makeCanvas = { try OffscreenCanvas(size: $0, scale: $1) }
    options.interruption = { SignalTrap.received != 0 }
    return options
  }
}
