#if canImport(Glibc)
  import Glibc
#endif

/// A shared library loaded at run time, and its C functions by name.
///
/// It is how FluidSDL reaches Xlib, XCB and SDL's own functions whose headers it does not import,
/// and FluidDBus reaches libdbus, with nothing linked. For example,
/// `DynamicLibrary("libX11.so.6")?.function("XFlush", as: Flush.self)`.
package struct DynamicLibrary: @unchecked Sendable {
  private let handle: UnsafeMutableRawPointer?

  /// Opens the library `soname` ("libX11.so.6"); nil where it is not installed.
  ///
  /// With `loadedOnly`, only a library the process has loaded already (SDL's Xlib, never a second copy).
  package init?(_ soname: String, loadedOnly: Bool = false) {
    guard let handle = dlopen(soname, RTLD_NOW | (loadedOnly ? RTLD_NOLOAD : 0)) else { return nil }
    self.handle = handle
  }

  private init(handle: UnsafeMutableRawPointer?) { self.handle = handle }

  /// The symbols of the program and of every library it has loaded (SDL's, for one).
  package static let process = DynamicLibrary(handle: nil)

  /// The function `name` as the C function type `type`; nil where the library lacks it.
  package func function<T>(_ name: String, as type: T.Type) -> T? {
    // RTLD_DEFAULT is the null handle.
    dlsym(handle, name).map { unsafeBitCast($0, to: T.self) }
  }
}
