import CSDL2
import FluidRaster

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
    /// Image rows the painter never copies, left out of the texture (see ``ShapeImage``).
    var rowsLeftOut: Range<Int>? = nil

    /// Hashes the two axes' cells and offsets and the radius: a key is looked up for every shape
    /// drawn, and hashing the style's colours too cost more than the few keys it tells apart (`==`
    /// compares every field).
    func hash(into hasher: inout Hasher) {
      hasher.combine(x)
      hasher.combine(y)
      hasher.combine(radius)
    }
  }

  /// Rows of the middle-row tile: it is copied down a shape's sides this many rows at a time.
  nonisolated static let tileRows = 64

  /// A cached texture, the middle row's tile, and what the painter needs to know of the middle column.
  final class Entry {
    let texture: OpaquePointer
    /// The middle row repeated ``ShapeCache/tileRows`` times (nil when the y axis is not sliced): the
    /// sides are this tile copied 1:1 down the shape, which SDL blends with SIMD, where a stretched
    /// row or a filled one-pixel column is blended pixel by pixel.
    let columns: OpaquePointer?
    let middle: [ShapeImage.MiddleCell]
    /// Image rows the texture does not hold.
    let rowsLeftOut: Range<Int>?
    var lastUse: Int
    /// Bytes of texture it holds.
    let bytes: Int

    init(texture: OpaquePointer, columns: OpaquePointer?, image: ShapeImage, lastUse: Int) {
      self.texture = texture
      self.columns = columns
      middle = image.middle
      rowsLeftOut = image.rowsLeftOut
      self.lastUse = lastUse
      bytes = image.width * (image.height + (columns == nil ? 0 : ShapeCache.tileRows)) * 4
    }

    /// The texture row holding image row `row` (rows past those left out move up).
    func textureRow(_ row: Int) -> Int {
      guard let out = rowsLeftOut, row >= out.lowerBound else { return row }
      return row - min(row, out.upperBound) + out.lowerBound
    }

    /// Destroys the textures.
    func destroy() {
      SDL_DestroyTexture(texture)
      if let columns { SDL_DestroyTexture(columns) }
    }
  }

  private let renderer: OpaquePointer
  private var entries: [Key: Entry] = [:]
  private var frame = 0
  /// Entries kept before unused ones are dropped.
  let capacity: Int
  /// Bytes of texture kept before the least recently used images are dropped: a window resized
  /// again and again paints new sizes of every shape, and memory must not grow with them.
  static let byteBudget = 6 << 20
  /// Bytes of texture held.
  private(set) var bytes = 0
  /// Images painted so far (misses), for tests and benchmarks.
  private(set) var painted = 0

  /// Whether textures are made streaming, so a software target can read their pixels
  /// (``DirectFill/copy(_:_:_:clip:)``); else static.
  private let streams: Bool

  /// Creates a cache of textures for `renderer`, made streaming when `streams`.
  init(renderer: OpaquePointer, capacity: Int = 128, streams: Bool = false) {
    self.renderer = renderer
    self.capacity = capacity
    self.streams = streams
  }

  /// The texture for `key`, painting it with `plans` on a miss; nil if SDL cannot make it.
  func entry(for key: Key, x: AxisPlan, y: AxisPlan) -> Entry? {
    if let hit = entries[key] {
      hit.lastUse = frame
      return hit
    }
    // Refuse absurd sizes (a shape millions of pixels long would need gigabytes).
    guard x.cells <= 8192, y.cells <= 8192, x.cells * y.cells <= 8_000_000 else { return nil }
    let image = ShapeImage(style: key.style, radius: key.radius, x: x, y: y, leavingOut: key.rowsLeftOut)
    guard let texture = makeTexture(image.pixels, width: image.width, height: image.height) else {
      return nil
    }
    var columns: OpaquePointer?
    if !image.middleRow.isEmpty {
      let tile = [[UInt32]](repeating: image.middleRow, count: Self.tileRows).flatMap { $0 }
      columns = makeTexture(tile, width: image.width, height: Self.tileRows)
      if columns == nil {
        SDL_DestroyTexture(texture)
        return nil
      }
    }
    let entry = Entry(texture: texture, columns: columns, image: image, lastUse: frame)
    entries[key] = entry
    bytes += entry.bytes
    painted += 1
    return entry
  }

  /// A blended texture of `pixels` (ARGB8888, straight alpha), static unless the cache ``streams``.
  private func makeTexture(_ pixels: [UInt32], width: Int, height: Int) -> OpaquePointer? {
    pixels.withUnsafeBytes {
      BlendedTexture.make(
        renderer, width: Int32(width), height: Int32(height), pixels: $0.baseAddress, pitch: Int32(width * 4),
        streams: streams)
    }
  }

  /// Ends a frame: drops the images not used in the last two seconds of frames (one past capacity);
  /// past the byte budget, the least recently used images not drawn in this frame.
  func endFrame() {
    defer { frame += 1 }
    // Past capacity, the images unused for a second of frames; every half second, those unused for two.
    let staleness = entries.count > capacity ? 60 : (frame % 30 == 0 ? 120 : nil)
    if let staleness {
      for (key, entry) in entries where entry.lastUse < frame - staleness { drop(key, entry) }
    }
    guard bytes > Self.byteBudget else { return }
    for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
      guard bytes > Self.byteBudget, entry.lastUse < frame else { break }
      drop(key, entry)
    }
  }

  private func drop(_ key: Key, _ entry: Entry) {
    entry.destroy()
    entries[key] = nil
    bytes -= entry.bytes
  }

  /// Destroys every texture; the owner calls it before destroying the SDL renderer.
  func releaseResources() {
    for entry in entries.values { entry.destroy() }
    entries.removeAll()
    bytes = 0
  }
}
