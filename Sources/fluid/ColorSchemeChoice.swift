import ArgumentParser
import FluidUI

/// `--color-scheme`: light, dark, or the desktop's.
enum ColorSchemeChoice: String, CaseIterable, ExpressibleByArgument {
  case auto, light, dark

  /// The scheme asked for; nil to follow the desktop.
  var scheme: ColorScheme? { ColorScheme(rawValue: rawValue) }
}
