import CSDL2

/// Textures of shape images, kept while they are used: a shape that does not change (or only
/// moves by whole or quarter pixels) is painted once and then only copied.
@MainActor
final class ShapeCache {
  /// What an image depends on.
  struct Key: Hashable {
    var style: ShapeStyle
    var radius: Double
    var x: AxisPlan.ImageKey
    var y: AxisPlan.ImageKey
  }

  /// A cached texture and what the painter needs to know of its middle column and row.
  final class Entry {
    let texture: OpaquePointer
    let middle: [ShapeImage.MiddleCell]
    let middleRow: [UInt32]
    var lastUse: Int

    init(texture: OpaquePointer, image: ShapeImage, lastUse: Int) {
      self.texture = texture
      middle = image.middle
      middleRow = image.middleRow
      self.lastUse = lastUse
    }
  }

  private let renderer: OpaquePointer
  private var entries: [Key: Entry] = [:]
  private var frame = 0
  /// Entries kept before unused ones are dropped.
  let capacity: Int
  /// Images painted so far (misses), for tests and benchmarks.
  private(set) var painted = 0

  /// Creates a cache of textures for `renderer`.
  init(renderer: OpaquePointer, capacity: Int = 128) {
    self.renderer = renderer
    self.capacity = capacity
  }

  /// The texture for `key`, painting it with `plans` on a miss; nil if SDL cannot make it.
  func entry(for key: Key, x: AxisPlan, y: AxisPlan) -> Entry? {
    if let hit = entries[key] {
      hit.lastUse = frame
      return hit
    }
    // Refuse absurd sizes (a shape millions of pixels long would need gigabytes).
    guard x.cells <= 8192, y.cells <= 8192, x.cells * y.cells <= 8_000_000 else { return nil }
    let image = ShapeImage(style: key.style, radius: key.radius, x: x, y: y)
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(image.width), Int32(image.height))
    else { return nil }
    image.pixels.withUnsafeBytes {
      _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(image.width * 4))
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    let entry = Entry(texture: texture, image: image, lastUse: frame)
    entries[key] = entry
    painted += 1
    return entry
  }

  /// Ends a frame: past capacity, drops the images not used in the last second or so.
  func endFrame() {
    frame += 1
    guard entries.count > capacity else { return }
    let stale = entries.filter { $0.value.lastUse < frame - 60 }
    for (key, entry) in stale {
      SDL_DestroyTexture(entry.texture)
      entries[key] = nil
    }
  }

  /// Destroys every texture; the owner calls it before destroying the SDL renderer.
  func releaseResources() {
    for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    entries.removeAll()
  }
}
