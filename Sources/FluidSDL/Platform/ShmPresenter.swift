import CSDL2

#if canImport(Glibc)
  import Glibc
#endif

/// Presents a software-drawn X11 window's damage without waiting for the X server to copy it.
///
/// SDL's present of a window framebuffer (`SDL_UpdateWindowSurfaceRects`) puts the damaged
/// rectangles from its MIT-SHM image and then waits (`XSync`) until the server has copied them: at
/// 4K that wait is milliseconds of every frame, spent idle. Here the same shared segment is attached
/// once more (found from its mapping in `/proc/self/maps`), the rectangles are put without waiting
/// and sent as the loop goes idle (``flush()``) with a request whose reply shows them handled, and
/// the wait moves to just before the next frame draws into the framebuffer, by when that reply has
/// long come back: no round trip of the frame's own. Double buffering with no second buffer.
///
/// Anything it cannot do (no X11, no MIT-SHM, an unusual visual, an error from the server) makes it
/// step aside for good: SDL's own present is used from then on.
@MainActor
final class ShmPresenter {
  private let xcb: XCBShm
  private let xWindow: UInt32
  private let depth: UInt8
  private let gc: UInt32
  /// The attached framebuffer: where SDL's pixels start, its size, our segment id for it, and the
  /// byte offset of the pixels in the segment.
  private var attached:
    (pixels: UnsafeMutableRawPointer, width: Int32, height: Int32, segment: UInt32, offset: UInt32)?
  /// Puts sent since the last wait.
  private var pending: [XCBShm.Cookie] = []
  /// A request with a reply sent after the puts (``XCBShm/fence(_:)``), if any.
  private var fence: XCBShm.Cookie?
  /// Whether it has stepped aside.
  private(set) var isDisabled = false

  /// A presenter for the X window `xWindow` on the Xlib `display`; nil when it cannot work there.
  init?(display: OpaquePointer, xWindow: UInt) {
    guard let xcb = XCBShm(display: display), let depth = xcb.depth(of: UInt32(truncatingIfNeeded: xWindow)),
      depth == 24 || depth == 32
    else { return nil }
    let gc = xcb.newID()
    guard xcb.check(xcb.createGC(gc, for: UInt32(truncatingIfNeeded: xWindow))) else { return nil }
    (self.xcb, self.xWindow, self.depth, self.gc) = (xcb, UInt32(truncatingIfNeeded: xWindow), depth, gc)
  }

  /// Waits until the server has copied the last frame's damage.
  ///
  /// Call it before drawing into the framebuffer. An error steps aside.
  func finishPrevious() {
    guard !pending.isEmpty else { return }
    // The fence's reply, long come back by the next frame, shows every put handled: the checks read
    // what the server sent, with no round trip of their own.
    if let fence { xcb.awaitFence(fence) }
    fence = nil
    let ok = pending.allSatisfy { xcb.check($0) }
    pending.removeAll(keepingCapacity: true)
    if !ok { stepAside() }
  }

  /// Puts `rects` (pixels) of `surface`, SDL's framebuffer, without waiting; false when it cannot
  /// (the caller then presents with SDL).
  func present(_ surface: UnsafeMutablePointer<SDL_Surface>, rects: [SDL_Rect]) -> Bool {
    guard !isDisabled, let frame = attachment(for: surface) else { return false }
    for r in rects {
      pending.append(
        xcb.put(
          (r.x, r.y, r.w, r.h), of: (frame.width, frame.height), segment: frame.segment, offset: frame.offset,
          to: xWindow, gc: gc, depth: depth))
    }
    return true
  }

  /// Sends the puts to the server, after them the fence when `fencing` (once a frame: the fence
  /// must follow every put of the frame to spare their checks a round trip).
  ///
  /// The loop calls it as it goes to wait, after the frame, so the server (which a write to its
  /// socket may run at once, on this core) copies in the gap between frames, not inside one; a
  /// frame put band by band sends each band as it goes, unfenced. Were the next frame due first,
  /// its ``finishPrevious()`` sends them.
  func flush(fencing: Bool = true) {
    guard !pending.isEmpty else { return }
    if fencing && fence == nil { fence = xcb.fence(xWindow) }
    xcb.flush()
  }

  /// Forgets the attached framebuffer; the next ``present(_:rects:)`` attaches the one SDL draws into.
  ///
  /// SDL makes another when the window's size changes, which may lie at the same address with the
  /// same size (800 × 600, then 640, then 800 again); kept, the server would go on copying the old
  /// segment, which this attachment keeps alive, and the window would show that frame for good.
  func forgetFramebuffer() {
    finishPrevious()
    if let attached { _ = xcb.check(xcb.detach(attached.segment)) }
    attached = nil
  }

  /// Detaches and frees what it holds (before the window goes).
  func close() {
    finishPrevious()
    if let attached { _ = xcb.check(xcb.detach(attached.segment)) }
    attached = nil
    if !isDisabled { _ = xcb.check(xcb.freeGC(gc)) }
    isDisabled = true
  }

  private func stepAside() {
    isDisabled = true
    if let attached { _ = xcb.check(xcb.detach(attached.segment)) }
    attached = nil
  }

  /// The framebuffer attached for the server, attaching it anew when SDL has made another one (a
  /// resize); nil when it is not a 32-bit shared image.
  private func attachment(for surface: UnsafeMutablePointer<SDL_Surface>) -> (
    width: Int32, height: Int32, segment: UInt32, offset: UInt32
  )? {
    let s = surface.pointee
    guard let pixels = s.pixels, let format = s.format, format.pointee.BytesPerPixel == 4, s.pitch == s.w * 4
    else { return nil }
    if let a = attached, a.pixels == pixels, a.width == s.w, a.height == s.h {
      return (a.width, a.height, a.segment, a.offset)
    }
    finishPrevious()
    if let old = attached { _ = xcb.check(xcb.detach(old.segment)) }
    attached = nil
    guard let (shmid, offset) = Self.segment(holding: pixels) else {
      stepAside()
      return nil
    }
    let segment = xcb.newID()
    guard xcb.check(xcb.attach(segment, shmid: shmid)) else {
      stepAside()
      return nil
    }
    attached = (pixels, s.w, s.h, segment, UInt32(offset))
    return (s.w, s.h, segment, UInt32(offset))
  }

  /// The System V shared memory segment mapped at `address` and the address's offset in it, from
  /// `/proc/self/maps` (a segment shows as `/SYSV<key>`, its id as the inode).
  static func segment(holding address: UnsafeMutableRawPointer) -> (shmid: Int32, offset: Int)? {
    guard let maps = fopen("/proc/self/maps", "r") else { return nil }
    defer { fclose(maps) }
    let target = UInt(bitPattern: address)
    var line = [CChar](repeating: 0, count: 4096)
    while fgets(&line, Int32(line.count), maps) != nil {
      let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let fields = text.split(separator: " ", omittingEmptySubsequences: true)
      guard fields.count >= 6, fields[5].hasPrefix("/SYSV") else { continue }
      let range = fields[0].split(separator: "-")
      guard range.count == 2, let start = UInt(range[0], radix: 16), let end = UInt(range[1], radix: 16),
        start <= target, target < end, let mapped = Int(fields[2], radix: 16), let inode = Int32(fields[4])
      else { continue }
      return (inode, mapped + Int(target - start))
    }
    return nil
  }
}
