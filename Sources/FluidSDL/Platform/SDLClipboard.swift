import CSDL2
import FluidIO
import FluidUI

/// The desktop's clipboard through SDL (X11's CLIPBOARD selection, Wayland's data device).
///
/// Reading returns `nil` when the clipboard holds no text or SDL cannot reach it; a copy SDL
/// refuses is reported on standard error and otherwise ignored: a clipboard is never worth ending
/// the run for. On X11 another client's text is read by Fluid itself (not SDL): the frame loop waits at
/// most 0.2 s for an owner that does not answer, and a read never takes the clipboard over.
public final class SDLClipboard: Clipboard {
  /// Creates the clipboard; SDL's video subsystem must be initialised before it is used.
  public init() {}

  /// The clipboard's text.
  public var text: String? {
    get {
      if let selection = X11Selection.current, case .text(let text) = selection.read() { return text }
      guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
      defer { SDL_free(raw) }
      let text = String(cString: raw)
      return text.isEmpty ? nil : text
    }
    set {
      guard SDL_SetClipboardText(newValue ?? "") != 0 else { return }
      printError("fluid: \(SDLError("Copying to the clipboard", remedy: "the text was not copied"))")
    }
  }
}
