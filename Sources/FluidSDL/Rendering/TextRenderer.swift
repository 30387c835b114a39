import CSDL2
import FluidIO
import FluidMotion
import FluidUI
import FluidRaster

#if canImport(Glibc)
  import Glibc
#endif

/// Draws text with SDL2_ttf, caching one texture per (string, pixel size, weight, colour), its alpha
/// modulated when drawn (a fading layer); past 2 MB of textures the least recently drawn go.
///
/// The colour is in the texture rather than a colour modulation: a software target blends a texture
/// with neither colour nor alpha modulation eight pixels at a time (``DirectFill/copy(_:_:_:clip:)``),
/// SDL a modulated one pixel by pixel in C. Text changes colour in steps (a selected key, a hovered row),
/// so a string has one or two textures.
///
/// With no font on the machine it says so once on standard error and draws no text; nothing else
/// changes. A font named by `FLUID_FONT` that SDL2_ttf cannot open gives way to the one found
/// without it, with one note.
@MainActor
final class TextRenderer {
  struct Key: Hashable {
    let text: String
    let pixelSize: Int
    let bold: Bool
    let rgb: UInt32
  }

  let renderer: OpaquePointer
  private var regular: FontLocator.Face?
  private var bold: FontLocator.Face?
  private var fonts: [Int: OpaquePointer] = [:]  // pixel size × 2 + bold → font
  private var fontUse: [Int: Int] = [:]  // the same key → the last frame it drew
  private var files: [String: FontFile] = [:]  // path → the file its sizes read
  /// Strings SDL2_ttf drew nothing for (no width, or a glyph it could not read from a font file cut
  /// short), by the frame it was tried: not tried again for two seconds of frames, rather than read
  /// from the file on every frame.
  private var unrendered: [Key: Int] = [:]
  /// Why a font could not be opened.
  private struct FontError: Error {
    let reason: String
  }
  struct Entry {
    let texture: OpaquePointer
    let width: Int32
    let height: Int32
    var lastUse: Int
  }

  private var textures: [Key: Entry] = [:]
  /// Bytes of texture the cache may hold before the least recently drawn strings are dropped (down
  /// to half): a scene's strings take a few hundred kB, and the cache must not add much to memory.
  private static let byteBudget = 2 << 20
  /// Bytes of text textures held.
  private(set) var bytes = 0
  private var frame = 0
  private var warned = false

  /// The longest side, px, of a scaled or turned copy SDL makes whole.
  ///
  /// A longer one is cut to what the target shows first: SDL's software renderer scales a copy that
  /// crosses the target's edge, and turns any, through a surface of the copy's whole size, and text
  /// magnified a thousand times would take gigabytes.
  var longestWholeCopy = 4_096.0
  /// The widest a cut copy is drawn as one quad, px.
  ///
  /// Texels so large that it would be wider are each drawn on their own: SDL's software renderer
  /// multiplies triangle coordinates in 32-bit integers, which hold spans of some 23 000 px.
  var widestCutQuad = 16_384.0

  /// Whether text textures are made streaming, so a software target can read their pixels
  /// (``DirectFill/copy(_:_:_:clip:)``).
  let streams: Bool

  /// Prepares text drawing on `renderer`, with streaming textures when `streams`; SDL2_ttf must be
  /// initialised.
  init(renderer: OpaquePointer, streams: Bool = false) {
    self.renderer = renderer
    self.streams = streams
    let fonts = FontLocator()
    regular = fonts.regular
    bold = fonts.bold
    if !fonts.notes.isEmpty { warnOnce(fonts.notes.joined(separator: "; ")) }
  }

  /// The desktop's interface font family (XSettings' `Gtk/FontName`), or nil for DejaVu Sans; a
  /// change finds the faces anew and draws every string again.
  var family: String? {
    didSet {
      guard family != oldValue else { return }
      let fonts = FontLocator(desktopFamily: family)
      releaseResources()
      (regular, bold) = (fonts.regular, fonts.bold)
    }
  }

  /// Destroys every texture and closes every font; call before the renderer and SDL2_ttf go away.
  func releaseResources() {
    for entry in textures.values { SDL_DestroyTexture(entry.texture) }
    for font in fonts.values { TTF_CloseFont(font) }
    textures.removeAll()
    bytes = 0
    fonts.removeAll()
    files.removeAll()
    fontUse.removeAll()
    unrendered.removeAll()
  }

  private func warnOnce(_ message: String) {
    guard !warned else { return }
    warned = true
    printError("fluid: \(message)")
  }

  private func font(pixelSize: Int, bold isBold: Bool) -> OpaquePointer? {
    let key = pixelSize * 2 + (isBold ? 1 : 0)
    fontUse[key] = frame
    if let font = fonts[key] { return font }
    guard let face = isBold ? bold : regular else { return nil }
    switch openFont(face.path, pixelSize: pixelSize) {
    case .success(let font):
      fonts[key] = font
      return font
    case .failure(let error):
      guard let variable = face.variable, let fallback = face.fallback else {
        warnOnce("cannot open font \(face.path): \(error.reason); text is not drawn")
        return nil
      }
      warnOnce(
        "\(variable)=\(face.path) cannot be opened as a font (\(error.reason)); falling back to \(fallback)")
      if regular == face { regular = FontLocator.Face(path: fallback) }
      if bold == face { bold = FontLocator.Face(path: fallback) }
      return font(pixelSize: pixelSize, bold: isBold)
    }
  }

  /// The font at `path` in `pixelSize`, read from the file as FreeType needs its tables and glyphs.
  ///
  /// Every size of a file reads it through the same blocks (``FontFile``), opened again when the
  /// file changed. The file is opened without blocking and must be a regular file (a FIFO is
  /// refused, not waited on).
  private func openFont(_ path: String, pixelSize: Int) -> Result<OpaquePointer, FontError> {
    let file: FontFile
    if let held = files[path], held.isCurrent {
      file = held
    } else {
      files[path] = nil  // changed: the sizes open keep the old file, new ones read the new
      do { file = try FontFile(path: path) } catch { return .failure(FontError(reason: error.reason)) }
      files[path] = file
    }
    guard let source = file.stream() else {
      return .failure(FontError(reason: String(cString: SDL_GetError())))
    }
    // TTF_OpenFontRW closes the source when it fails and when the font closes.
    guard let font = TTF_OpenFontRW(source, 1, Int32(pixelSize)) else {
      files[path] = nil  // sizes open already keep it; a fallback's sizes read another
      return .failure(FontError(reason: String(cString: SDL_GetError())))
    }
    return .success(font)
  }

  func texture(for key: Key) -> Entry? {
    if let hit = textures[key] {
      textures[key]?.lastUse = frame
      return hit
    }
    if let tried = unrendered[key], tried >= frame - 120 { return nil }
    guard let font = font(pixelSize: key.pixelSize, bold: key.bold) else { return nil }
    let colour = SDL_Color(
      r: UInt8(truncatingIfNeeded: key.rgb >> 16), g: UInt8(truncatingIfNeeded: key.rgb >> 8),
      b: UInt8(truncatingIfNeeded: key.rgb), a: 255)
    guard let surface = TTF_RenderUTF8_Blended(font, key.text, colour) ?? renderedAgain(key, colour) else {
      unrendered[key] = frame  // zero-width text, or a glyph failure: nothing to draw
      return nil
    }
    defer { SDL_FreeSurface(surface) }
    guard let texture = BlendedTexture.make(renderer, of: surface, streams: streams) else { return nil }
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)  // smooth when rotated or scaled
    let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUse: frame)
    textures[key] = entry
    bytes += Int(entry.width) * Int(entry.height) * 4
    if bytes > Self.byteBudget { evict() }
    return entry
  }

  /// The text of `key` rendered from its font opened anew, after SDL2_ttf drew nothing with it.
  ///
  /// That is a glyph it could not read: the file was cut short since that size opened. Opened
  /// again, a file that is no longer a font falls back as a missing one does. Nil for empty text
  /// (nothing to draw) or when it fails again.
  private func renderedAgain(_ key: Key, _ colour: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
    guard !key.text.isEmpty, let stale = fonts.removeValue(forKey: key.pixelSize * 2 + (key.bold ? 1 : 0))
    else { return nil }
    TTF_CloseFont(stale)
    guard let font = font(pixelSize: key.pixelSize, bold: key.bold) else { return nil }
    return TTF_RenderUTF8_Blended(font, key.text, colour)
  }

  /// Ends a frame (for least-recently-drawn eviction).
  ///
  /// Every half second of frames, the strings not drawn in the last two seconds of frames are dropped
  /// too (numbers that change every frame, the physics overlay's, would otherwise fill the budget), and
  /// the font sizes not used in that time are closed.
  func endFrame() {
    frame += 1
    guard frame % 30 == 0 else { return }
    for (key, entry) in textures where entry.lastUse < frame - 120 { drop(key, entry) }
    unrendered = unrendered.filter { $0.value >= frame - 120 }
    // A size not drawn for two seconds closes too (a window resized again and again opens many).
    for (key, font) in fonts where fontUse[key, default: 0] < frame - 120 {
      TTF_CloseFont(font)
      fonts[key] = nil
      fontUse[key] = nil
    }
  }

  private func drop(_ key: Key, _ entry: Entry) {
    SDL_DestroyTexture(entry.texture)
    bytes -= Int(entry.width) * Int(entry.height) * 4
    textures[key] = nil
  }

  /// Drops the least recently drawn strings, never one drawn this frame, down to half the budget.
  private func evict() {
    for (key, entry) in textures.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
      guard bytes > Self.byteBudget / 2, entry.lastUse < frame else { break }
      drop(key, entry)
    }
  }

  /// `v` (0…1) as a byte.
  func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
}
