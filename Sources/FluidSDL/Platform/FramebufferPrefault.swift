import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// Maps the pages of a new software framebuffer before a frame draws into them.
///
/// SDL makes the X11 window's framebuffer a fresh shared-memory segment (at the window's first
/// frame and after every resize), and the kernel maps its pages only as they are first written: the
/// frame that draws into it took a page fault on each 4 KB page (1,000 at 1280×800, 8,100 at
/// 3840×2160), most of a first frame's time. `madvise(MADV_POPULATE_WRITE)` (Linux 5.14) maps them
/// in one call, without the faults; ``start(pixels:bytes:)`` does it on a thread of its own, while
/// the app makes its scene. Where the kernel lacks it, nothing happens: the pages fault in as before.
enum FramebufferPrefault {
  /// `MADV_POPULATE_WRITE`: fault the range in, writable, as a write would (Linux 5.14).
  static let populateWrite: Int32 = 23

  /// Maps the pages of `bytes` bytes from `pixels` now; whether the kernel did.
  @discardableResult
  static func populate(pixels: UnsafeMutableRawPointer, bytes: Int) -> Bool {
    let page = UInt(max(1, sysconf(Int32(_SC_PAGESIZE))))
    let start = UInt(bitPattern: pixels) & ~(page - 1)  // madvise wants a page-aligned start
    let length = Int(UInt(bitPattern: pixels) - start) + bytes
    guard bytes > 0, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return false }
    return madvise(aligned, length, populateWrite) == 0
  }

  /// Maps the pages of `bytes` bytes from `pixels` on a thread of its own, and returns at once.
  ///
  /// The window's framebuffer stays mapped until the window is resized or closed; a range unmapped
  /// before the thread runs makes the call fail, or, mapped again meanwhile (SDL's next framebuffer
  /// at the same address), maps those pages instead: what they hold is kept either way.
  static func start(pixels: UnsafeMutableRawPointer, bytes: Int) {
    let address = UInt(bitPattern: pixels)
    // Without a thread, the pages fault in as the frame draws.
    DetachedThread.start {
      if let pixels = UnsafeMutableRawPointer(bitPattern: address) { populate(pixels: pixels, bytes: bytes) }
    }
  }
}
