import CSDL2
import FluidRaster

/// Streaming textures for turned shapes, one per turned shape drawn in a frame and reused frame
/// after frame: a shape that has not changed since the last frame is copied, not repainted.
@MainActor
final class TurnedPool {
  private final class Slot {
    var texture: OpaquePointer?
    var width: Int32 = 0
    var height: Int32 = 0
    var shape: TurnedShape?
    /// The painted image's bands: what is copied.
    var bands: [TurnedBand] = []
    var usedInFrame = -1
  }

  private let renderer: OpaquePointer
  private var slots: [Slot] = []
  /// The slot that holds each shape: a frame of a hundred turned shapes (a curve drawn in
  /// segments) looks each up, where comparing it with every slot's cost more than painting them.
  private var holding: [TurnedShape: Slot] = [:]
  private var next = 0
  /// Shapes painted (not reused) so far.
  private(set) var painted = 0

  /// Creates a pool for `renderer`.
  init(renderer: OpaquePointer) { self.renderer = renderer }

  /// Starts a frame: slots are handed out again from the first.
  private var frame = 0

  func beginFrame() {
    next = 0
    frame += 1
    // Every half second of frames, the slots no frame used in the last two seconds of frames are
    // freed: a frame that once turned many shapes (or a huge one) must not hold their memory for good.
    if frame % 30 == 0 {
      slots.removeAll { slot in
        guard slot.usedInFrame < frame - 120 else { return false }
        if let texture = slot.texture { SDL_DestroyTexture(texture) }
        hold(nil, in: slot)
        return true
      }
    }
  }

  /// Bytes of texture the slots hold.
  var bytes: Int { slots.reduce(0) { $0 + Int($1.width) * Int($1.height) * 4 } }

  /// Draws `shape`, painting it only if this slot last held something else.
  ///
  /// Every pixel it copies lies in the shape's ``TurnedShape/bounds``, which it returns (empty
  /// when it draws nothing). A blended part goes through `copy` (texture, source, destination)
  /// where that takes it, else through SDL.
  @discardableResult
  func draw(_ shape: TurnedShape, copy: (OpaquePointer, SDL_Rect, SDL_Rect) -> Bool = { _, _, _ in false })
    -> SDL_Rect
  {
    let box = shape.bounds
    guard box.width > 0, box.height > 0, box.width <= 8192, box.height <= 8192 else { return SDL_Rect() }
    draw(shape, in: box, copy: copy)
    return SDL_Rect(
      x: Int32(clamping: box.x), y: Int32(clamping: box.y), w: Int32(clamping: box.width),
      h: Int32(clamping: box.height))
  }

  private func draw(
    _ shape: TurnedShape, in box: (x: Int, y: Int, width: Int, height: Int),
    copy: (OpaquePointer, SDL_Rect, SDL_Rect) -> Bool
  ) {
    // The slot that already holds this shape (drawn again in another damaged region, or unchanged
    // while other turned shapes were skipped), else the next one in order.
    let slot: Slot
    if let same = holding[shape] {
      slot = same
    } else {
      while next < slots.count && slots[next].usedInFrame == frame { next += 1 }
      if next == slots.count { slots.append(Slot()) }
      slot = slots[next]
      next += 1
    }
    slot.usedInFrame = frame
    if slot.shape != shape {
      // Room for the shape at any angle, so a turning shape does not outgrow its texture frame
      // after frame (each new texture is fresh memory, faulted in page by page on first paint).
      let turning = min(8192, shape.reach, max(shape.viewColumns.count, shape.viewRows.count))
      guard reserve(slot, width: max(box.width, turning), height: max(box.height, turning)),
        let texture = slot.texture
      else { return }
      var pixels: UnsafeMutableRawPointer?
      var pitch: Int32 = 0
      var area = SDL_Rect(x: 0, y: 0, w: Int32(box.width), h: Int32(box.height))
      guard SDL_LockTexture(texture, &area, &pixels, &pitch) == 0, let pixels else { return }
      slot.bands = shape.paint(into: pixels.assumingMemoryBound(to: UInt32.self), pitch: Int(pitch) / 4)
      SDL_UnlockTexture(texture)
      hold(shape, in: slot)
      painted += 1
    }
    guard let texture = slot.texture else { return }
    let inside = shape.insideCopy
    for band in slot.bands {
      let parts: [(Range<Int>, SideCopy)] =
        band.inside.isEmpty || inside == .blend
        ? [(band.reach, .blend)]
        : [
          (band.reach.lowerBound..<band.inside.lowerBound, .blend), (band.inside, inside),
          (band.inside.upperBound..<band.reach.upperBound, .blend),
        ]
      for (columns, how) in parts where !columns.isEmpty && how != .skip {
        var source = SDL_Rect(
          x: Int32(columns.lowerBound), y: Int32(band.top), w: Int32(columns.count), h: Int32(band.rows))
        var destination = SDL_Rect(
          x: Int32(box.x + columns.lowerBound), y: Int32(box.y + band.top), w: Int32(columns.count),
          h: Int32(band.rows))
        if how == .blend, copy(texture, source, destination) { continue }
        if how == .opaque { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
        SDL_RenderCopy(renderer, texture, &source, &destination)
        if how == .opaque { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
      }
    }
  }

  /// Makes sure the slot's texture holds `width` × `height` (sizes grow in steps of 64 px).
  private func reserve(_ slot: Slot, width: Int, height: Int) -> Bool {
    if slot.texture != nil && Int(slot.width) >= width && Int(slot.height) >= height { return true }
    if let old = slot.texture { SDL_DestroyTexture(old) }
    hold(nil, in: slot)
    let w = Int32((max(width, Int(slot.width)) + 63) / 64 * 64)
    let h = Int32((max(height, Int(slot.height)) + 63) / 64 * 64)
    slot.texture = SDL_CreateTexture(
      renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), w, h)
    guard let texture = slot.texture else { return false }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    slot.width = w
    slot.height = h
    return true
  }

  /// Destroys every texture; the owner calls it before destroying the SDL renderer.
  func releaseResources() {
    for slot in slots { if let t = slot.texture { SDL_DestroyTexture(t) } }
    slots.removeAll()
    holding.removeAll()
  }

  /// Notes that `slot` now holds `shape` (nil: nothing).
  private func hold(_ shape: TurnedShape?, in slot: Slot) {
    if let old = slot.shape, holding[old] === slot { holding[old] = nil }
    slot.shape = shape
    if let shape { holding[shape] = slot }
  }
}
