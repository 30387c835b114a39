import Testing

@testable import FluidSDL

#if canImport(Glibc)
  import Glibc
#endif

/// Mapping a framebuffer's pages ahead of drawing: every page of the range is in memory afterwards,
/// and what the pages held is kept.
@Suite("Framebuffer prefault: the pages are mapped before a frame draws, their contents kept")
struct FramebufferPrefaultTests {
  /// Pages of `region` (`count` pages) that are in memory, as `mincore` says.
  static func resident(_ region: UnsafeMutableRawPointer, pages count: Int) -> Int {
    var vector = [UInt8](repeating: 0, count: count)
    guard mincore(region, count * Int(sysconf(Int32(_SC_PAGESIZE))), &vector) == 0 else { return -1 }
    return vector.filter { $0 & 1 == 1 }.count
  }

  /// Whether the kernel maps pages on request (`MADV_POPULATE_WRITE`, Linux 5.14).
  static let kernelPopulates: Bool = {
    var pixel: UInt32 = 0
    return FramebufferPrefault.populate(pixels: &pixel, bytes: 4)
  }()

  @Test(
    "an untouched range is in memory afterwards, from a start inside a page too; written pages keep their pixels",
    .enabled(if: kernelPopulates, "the kernel has no MADV_POPULATE_WRITE (Linux 5.14)"), arguments: [0, 100])
  func populates(offset: Int) throws {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let pages = 64
    let mapped: UnsafeMutableRawPointer = mmap(
      nil, pages * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    try #require(mapped != MAP_FAILED)
    defer { munmap(mapped, pages * page) }
    #expect(Self.resident(mapped, pages: pages) == 0, "nothing mapped before")
    let pixels = mapped.assumingMemoryBound(to: UInt32.self)
    pixels[0] = 0xFF80_8080  // a pixel written before: kept
    #expect(FramebufferPrefault.populate(pixels: mapped + offset, bytes: pages * page - offset))
    #expect(Self.resident(mapped, pages: pages) == pages)
    #expect(pixels[0] == 0xFF80_8080 && pixels[pages * page / 4 - 1] == 0)
  }

  @Test("no bytes: nothing to map, and no call")
  func empty() throws {
    var pixel: UInt32 = 7
    #expect(!FramebufferPrefault.populate(pixels: &pixel, bytes: 0))
    #expect(pixel == 7)
  }
}
