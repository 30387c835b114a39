import CSDL2
import FluidIO

#if canImport(Glibc)
  import Glibc
#endif

/// One font file, read in blocks that every size opened from it shares: SDL2_ttf opens a face per
/// pixel size, and each reads the same tables and glyphs.
///
/// Read through a stream instead, each size kept a descriptor and a 4 kB buffer of its own, dropped
/// at every seek: the menu's first second made 2,200 `lseek` and 970 `read` calls, most for the
/// same few blocks again. Here a seek is a number, a read comes from the blocks held, and a block
/// not held is one `pread` (59 in that second). At most ``budget`` bytes of a file are held, the
/// least recently read going first.
///
/// Neither copied whole nor mapped: a copy of each face costs its whole file in memory (1.4 MB for
/// DejaVu Sans and Sans Bold), and a mapped file cut short while in use is a SIGBUS at the next
/// glyph. Read in blocks, a file cut short fails the glyphs not held that lay past the cut, whose
/// text is not drawn; the blocks held are dropped at the first read that finds the file changed.
final class FontFile {
  /// Bytes a block holds.
  static let blockSize = 4 << 10
  /// Bytes of blocks a file holds at most: the glyphs a few scenes' text reads.
  static let budget = 128 << 10

  private let descriptor: Int32
  private let path: String
  /// The file's length when opened, bytes.
  let size: Int64
  /// What the file was when opened: device, inode, length, last modification and status change
  /// (s, ns).
  private let identity: [Int]
  private var blocks: [Int64: (bytes: [UInt8], lastRead: Int)] = [:]
  private var reads = 0
  /// How many times the file itself was read (`pread` calls).
  private(set) var fileReads = 0
  /// Bytes of blocks held.
  var heldBytes: Int { blocks.values.reduce(0) { $0 + $1.bytes.count } }

  /// Opens `path` without blocking: a regular file of at most 64 MB.
  init(path: String) throws(FileContents.ReadError) {
    descriptor = try FileContents.openForReading(path: path, limit: 64 << 20)
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let reason = String(cString: strerror(errno))
      close(descriptor)
      throw FileContents.ReadError(reason: reason)
    }
    self.path = path
    size = Int64(info.st_size)
    identity = Self.identity(info)
  }

  private static func identity(_ info: stat) -> [Int] {
    [
      Int(info.st_dev), Int(info.st_ino), Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec,
      info.st_ctim.tv_sec, info.st_ctim.tv_nsec,
    ]
  }

  /// Whether the path still names the file as it was opened: not cut, rewritten or replaced since.
  ///
  /// A size opened later from a file that changed reads it anew (or falls back, if it is gone).
  var isCurrent: Bool {
    var info = stat()
    return stat(path, &info) == 0 && Self.identity(info) == identity
  }

  /// Whether the file read may have been cut, grown or rewritten since it was opened.
  ///
  /// Asked of the descriptor, without a path lookup: a file renamed over the path leaves this one's
  /// bytes as they were. Its status change time moves with its links too: blocks read again, no harm.
  private var hasChanged: Bool {
    var info = stat()
    return fstat(descriptor, &info) != 0 || Self.identity(info) != identity
  }

  deinit { close(descriptor) }

  /// Copies up to `count` bytes from `offset` (≥ 0) into `buffer`; the number copied, short at the
  /// file's end or where it can no longer be read.
  ///
  /// A read of ``budget`` / 4 bytes or more (a whole table) goes straight from the file into
  /// `buffer`: kept, it would push out the blocks the glyphs are read from.
  func read(into buffer: UnsafeMutableRawPointer, at offset: Int64, count: Int) -> Int {
    guard offset >= 0, count > 0 else { return 0 }
    if count >= Self.budget / 4 { return readFile(into: buffer, at: offset, count: count) }
    var copied = 0
    while copied < count {
      let at = offset + Int64(copied)
      guard let block = block(at: at / Int64(Self.blockSize)) else { break }
      let start = Int(at % Int64(Self.blockSize))
      let n = min(count - copied, block.count - start)
      guard n > 0 else { break }
      block.withUnsafeBytes { (buffer + copied).copyMemory(from: $0.baseAddress! + start, byteCount: n) }
      copied += n
    }
    return copied
  }

  /// Reads up to `count` bytes at `offset` from the file into `buffer`, again where a signal cut a
  /// read short; the number read.
  private func readFile(into buffer: UnsafeMutableRawPointer, at offset: Int64, count: Int) -> Int {
    fileReads += 1
    var got = 0
    while got < count {
      let n = pread(descriptor, buffer + got, count - got, off_t(offset) + off_t(got))
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      got += n
    }
    return got
  }

  /// Block `index`, read from the file if not held; nil where nothing can be read there.
  private func block(at index: Int64) -> [UInt8]? {
    reads += 1
    if let held = blocks[index] {
      blocks[index]?.lastRead = reads
      return held.bytes
    }
    // The file changed since (cut short, rewritten in place): what is held may no longer be in it.
    if !blocks.isEmpty && hasChanged { blocks.removeAll() }
    var bytes = [UInt8](repeating: 0, count: Self.blockSize)
    let got = bytes.withUnsafeMutableBytes {
      readFile(into: $0.baseAddress!, at: index * Int64(Self.blockSize), count: Self.blockSize)
    }
    guard got > 0 else { return nil }
    bytes.removeSubrange(got...)
    // A short block is kept only at the file's end; one cut short is read again next time.
    guard got == Self.blockSize || Int64(index) * Int64(Self.blockSize) + Int64(got) == size else {
      return bytes
    }
    if blocks.count * Self.blockSize >= Self.budget,
      let oldest = blocks.min(by: { $0.value.lastRead < $1.value.lastRead })?.key
    {
      blocks[oldest] = nil
    }
    blocks[index] = (bytes, reads)
    return bytes
  }

  /// A new SDL stream over the file, at its start; it keeps the file open until it is closed.
  func stream() -> UnsafeMutablePointer<SDL_RWops>? {
    guard let rw = SDL_AllocRW() else { return nil }
    let cursor = FontCursor(file: self)
    rw.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
    rw.pointee.hidden.unknown.data1 = Unmanaged.passRetained(cursor).toOpaque()
    rw.pointee.size = { rw in FontCursor.of(rw)?.file.size ?? -1 }
    rw.pointee.seek = { rw, offset, whence in FontCursor.of(rw)?.seek(offset, whence: whence) ?? -1 }
    rw.pointee.read = { rw, buffer, size, count in
      let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
      guard let cursor = FontCursor.of(rw), let buffer, size > 0, !overflow else { return 0 }
      return cursor.read(into: buffer, count: bytes) / size
    }
    rw.pointee.write = { _, _, _, _ in 0 }
    rw.pointee.close = { rw in
      guard let rw else { return -1 }
      if let data = rw.pointee.hidden.unknown.data1 {
        Unmanaged<FontCursor>.fromOpaque(data).release()
      }
      SDL_FreeRW(rw)
      return 0
    }
    return rw
  }
}

/// Where one SDL stream over a ``FontFile`` reads next.
private final class FontCursor {
  let file: FontFile
  private var offset: Int64 = 0

  init(file: FontFile) { self.file = file }

  /// The cursor an SDL stream made by ``FontFile/stream()`` holds.
  static func of(_ rw: UnsafeMutablePointer<SDL_RWops>?) -> FontCursor? {
    guard let data = rw?.pointee.hidden.unknown.data1 else { return nil }
    return Unmanaged<FontCursor>.fromOpaque(data).takeUnretainedValue()
  }

  /// Moves to `offset` from the start, here or the end (`RW_SEEK_SET`, `_CUR`, `_END`); the new
  /// offset, or -1 before the start or for another `whence`.
  func seek(_ offset: Int64, whence: Int32) -> Int64 {
    let base: Int64
    switch whence {
    case RW_SEEK_SET: base = 0
    case RW_SEEK_CUR: base = self.offset
    case RW_SEEK_END: base = file.size
    default: return -1
    }
    let (to, overflow) = base.addingReportingOverflow(offset)
    guard !overflow, to >= 0 else { return -1 }
    self.offset = to
    return self.offset
  }

  /// Reads up to `count` bytes into `buffer`, moving on by as many; the number read.
  func read(into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
    let n = file.read(into: buffer, at: offset, count: count)
    offset += Int64(n)
    return n
  }
}
