import CSDL2
import FluidIO
import Foundation
import Testing

@testable import FluidSDL

/// A font file read in shared blocks: the same bytes as the file, at any offset and length, within
/// its budget, each block read once while held, and a file cut short read short, not crashed on.
@Suite("Font file")
struct FontFileTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  /// A file of `count` bytes, each its offset's low byte mixed with its block.
  static func file(_ count: Int) throws -> (path: String, bytes: [UInt8]) {
    let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 12) }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fontfile-\(UUID()).ttf").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return (path, bytes)
  }

  static func read(_ file: FontFile, at offset: Int, count: Int) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: count)
    let n = out.withUnsafeMutableBytes { file.read(into: $0.baseAddress!, at: Int64(offset), count: count) }
    return Array(out.prefix(n))
  }

  @Test(
    "any offset and length give the file's bytes, short at its end",
    arguments: [(0, 10), (4090, 12), (4096, 4096), (100, 9000), (20_000, 5000), (24_990, 100), (30_000, 4)])
  func sameBytes(offset: Int, count: Int) throws {
    let (path, bytes) = try Self.file(25_000)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try FontFile(path: path)
    let expected = Array(bytes[min(offset, bytes.count)..<min(offset + count, bytes.count)])
    #expect(Self.read(file, at: offset, count: count) == expected)
  }

  @Test("a block is read from the file once while held, and no more than the budget is held")
  func heldBlocks() throws {
    let (path, _) = try Self.file(FontFile.budget * 3)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try FontFile(path: path)
    _ = Self.read(file, at: 100, count: 50)
    _ = Self.read(file, at: 10, count: 2000)
    #expect(file.fileReads == 1, "both reads lie in the first block")
    for offset in stride(from: 0, to: FontFile.budget * 3, by: FontFile.blockSize) {
      _ = Self.read(file, at: offset, count: 8)
    }
    #expect(file.heldBytes <= FontFile.budget)
    let before = file.fileReads
    _ = Self.read(file, at: FontFile.budget * 3 - 8, count: 8)  // the newest block: still held
    _ = Self.read(file, at: 0, count: 8)  // the oldest: gone, read again
    #expect(file.fileReads == before + 1)
  }

  @Test("an SDL stream over it seeks without reading and reads what the file holds")
  func stream() throws {
    let (path, bytes) = try Self.file(10_000)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try FontFile(path: path)
    let rw = try #require(file.stream())
    defer { SDL_RWclose(rw) }
    #expect(SDL_RWsize(rw) == 10_000)
    #expect(SDL_RWseek(rw, 5000, RW_SEEK_SET) == 5000)
    #expect(SDL_RWseek(rw, -1000, RW_SEEK_CUR) == 4000)
    #expect(SDL_RWseek(rw, -10, RW_SEEK_END) == 9990)
    #expect(SDL_RWseek(rw, -20_000, RW_SEEK_CUR) == -1, "before the start")
    #expect(file.fileReads == 0)
    var out = [UInt8](repeating: 0, count: 4)
    #expect(SDL_RWread(rw, &out, 2, 2) == 2)
    #expect(out == Array(bytes[9990..<9994]))
    #expect(SDL_RWtell(rw) == 9994)
    var tail = [UInt8](repeating: 0, count: 16)
    #expect(SDL_RWread(rw, &tail, 1, 16) == 6, "short at the end")
    #expect(file.fileReads == 1, "the file's last block, short, is held like the others")
  }

  @Test("a file cut short while open reads short where it was cut, and drops what it held at the first miss")
  func cutShort() throws {
    let (path, bytes) = try Self.file(20_000)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try FontFile(path: path)
    #expect(Self.read(file, at: 0, count: 100) == Array(bytes[0..<100]))
    #expect(file.isCurrent)
    #expect(truncate(path, 9000) == 0)
    #expect(!file.isCurrent)
    #expect(Self.read(file, at: 0, count: 100) == Array(bytes[0..<100]), "a block held is read while held")
    #expect(file.fileReads == 1)
    #expect(Self.read(file, at: 8900, count: 200) == Array(bytes[8900..<9000]))
    #expect(Self.read(file, at: 15_000, count: 100).isEmpty)
    #expect(file.heldBytes == 0, "the first miss after the cut dropped the blocks held")
    _ = Self.read(file, at: 0, count: 100)
    #expect(file.fileReads == 5, "read from the file again")
  }

  @Test("a file renamed over its path: the open one reads the old file on, and the path is not current")
  func replaced() throws {
    let (path, bytes) = try Self.file(20_000)
    let (other, _) = try Self.file(30_000)
    defer { [path, other].forEach { try? FileManager.default.removeItem(atPath: $0) } }
    let file = try FontFile(path: path)
    _ = Self.read(file, at: 0, count: 100)
    #expect(rename(other, path) == 0)
    #expect(!file.isCurrent, "a size opened now reads the new file")
    #expect(Self.read(file, at: 12_000, count: 100) == Array(bytes[12_000..<12_100]))
    #expect(Self.read(file, at: 0, count: 100) == Array(bytes[0..<100]), "the old file, whole")
  }

  @Test("a read of a whole table goes straight from the file, keeping none of it")
  func largeRead() throws {
    let (path, bytes) = try Self.file(FontFile.budget)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let file = try FontFile(path: path)
    _ = Self.read(file, at: 0, count: 16)
    let count = FontFile.budget / 4 + 5
    #expect(Self.read(file, at: 1000, count: count) == Array(bytes[1000..<(1000 + count)]))
    #expect(file.heldBytes == FontFile.blockSize, "only the small read's block is held")
    #expect(Self.read(file, at: -1, count: 8).isEmpty, "before the start: nothing")
  }

  @Test(
    "two sizes of a real font share its blocks, and the file closes with the last of them",
    .enabled(if: FileManager.default.fileExists(atPath: Self.dejaVu), "needs DejaVu Sans"))
  @MainActor
  func sharedBySizes() throws {
    try #require(TTF_Init() == 0)
    defer { TTF_Quit() }
    weak var held: FontFile?
    var fonts: [OpaquePointer] = []
    do {
      let file = try FontFile(path: Self.dejaVu)
      held = file
      fonts.append(try #require(TTF_OpenFontRW(file.stream(), 1, 13)))
      let first = file.fileReads
      fonts.append(try #require(TTF_OpenFontRW(file.stream(), 1, 31)))
      #expect(file.fileReads - first < first / 2, "the second size reads the tables the first did")
      for font in fonts {
        let surface = TTF_RenderUTF8_Blended(font, "Fluid", SDL_Color(r: 255, g: 255, b: 255, a: 255))
        #expect(surface != nil)
        SDL_FreeSurface(surface)
      }
    }
    #expect(held != nil, "the sizes open keep it")
    fonts.forEach { TTF_CloseFont($0) }
    #expect(held == nil, "closed with the last size")
  }

  @Test("an empty file, a directory and a missing one are refused with a reason")
  func refused() throws {
    let (path, _) = try Self.file(0)
    defer { try? FileManager.default.removeItem(atPath: path) }
    for bad in [path, "/tmp", "/nonexistent/font.ttf"] {
      #expect(throws: FileContents.ReadError.self) { try FontFile(path: bad) }
    }
  }
}
