// swift-tools-version:6.0
import PackageDescription

// SDL2 and SDL2_ttf. On Linux from the system's include path (<SDL2/…>, Debian's libsdl2-dev and
// libsdl2-ttf-dev): no pkg-config, whose SDL flags (-D_REENTRANT) SwiftPM warns a package that depends
// on Fluid about. Elsewhere (Homebrew's prefix is not on the default path) pkg-config finds them.
#if os(Linux)
  let sdl2 = Target.systemLibrary(name: "CSDL2")
#else
  let sdl2 = Target.systemLibrary(
    name: "CSDL2", pkgConfig: "SDL2_ttf",
    providers: [.brew(["sdl2", "sdl2_ttf"]), .apt(["libsdl2-ttf-dev"])])
#endif

let package = Package(
  name: "Fluid",
  platforms: [.macOS(.v13)],
  // The libraries are the products. The app and the benchmarks are executable targets only (SwiftPM
  // builds and runs a root package's executables all the same): as products they made every package
  // that depends on Fluid resolve swift-argument-parser and compile its plugins.
  products: [
    .library(name: "FluidMotion", targets: ["FluidMotion"]),
    .library(name: "FluidUI", targets: ["FluidUI"]),
    .library(name: "FluidSDL", targets: ["FluidSDL"]),
    .library(name: "FluidAtspi", targets: ["FluidAtspi"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    sdl2,
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .target(name: "FluidMotion"),
    .target(name: "FluidUI", dependencies: ["FluidMotion", "FluidIO", "FluidPNG"]),
    .target(name: "FluidScenes", dependencies: ["FluidUI", "FluidMotion"]),
    .target(name: "FluidIO"),
    .target(
      name: "FluidCommandLine",
      dependencies: ["FluidIO", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
    .target(name: "FluidPNG", dependencies: ["CZlib", "FluidIO"]),
    // The SDL renderer's rasteriser: cached shape images, edges and turned shapes as pixels.
    .target(name: "FluidRaster", dependencies: ["FluidUI", "FluidMotion"]),
    .target(
      name: "FluidSDL",
      dependencies: ["CSDL2", "FluidPNG", "FluidUI", "FluidMotion", "FluidIO", "FluidRaster", "FluidDBus"]),
    // A D-Bus client over libdbus-1 (loaded at run time) and its wake: no SDL, no FluidUI.
    .target(name: "FluidDBus", dependencies: ["FluidIO"]),
    // The AT-SPI bridge: FluidUI's accessibility model served over FluidDBus; no SDL.
    .target(name: "FluidAtspi", dependencies: ["FluidDBus", "FluidUI", "FluidIO"]),
    .target(name: "FluidReplay", dependencies: ["FluidUI", "FluidMotion", "FluidIO"]),
    // Every target names each module it imports: a build is redone after a change only where a named
    // dependency's module changed (one imported through another target is not seen).
    .executableTarget(
      name: "fluid",
      dependencies: [
        "FluidScenes", "FluidSDL", "FluidAtspi", "FluidMotion", "FluidReplay", "FluidIO", "FluidCommandLine",
        "FluidUI", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The benchmarks, apart from the app: they run `fluid` (built beside them) in child processes.
    .executableTarget(
      name: "fluid-bench",
      dependencies: [
        "FluidScenes", "FluidSDL", "FluidMotion", "FluidReplay", "FluidIO", "FluidUI", "FluidCommandLine",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/FluidBench"
    ),
    // The libFuzzer target: scripts/fuzz builds it with -sanitize=fuzzer,address and links it.
    .target(name: "FluidFuzz", dependencies: ["FluidReplay", "FluidScenes", "FluidUI"]),
    .target(name: "TestSupport", dependencies: ["FluidMotion", "FluidUI"], path: "Tests/TestSupport"),
    .testTarget(name: "FluidMotionTests", dependencies: ["FluidMotion", "TestSupport"]),
    .testTarget(name: "FluidUITests", dependencies: ["FluidUI", "FluidMotion", "FluidPNG", "TestSupport"]),
    .testTarget(
      name: "FluidReplayTests",
      dependencies: ["FluidReplay", "FluidScenes", "FluidUI", "FluidMotion", "FluidIO", "TestSupport"]),
    .testTarget(
      name: "FluidScenesTests", dependencies: ["FluidScenes", "FluidUI", "FluidMotion", "TestSupport"]),
    .testTarget(
      name: "FluidSDLTests",
      dependencies: [
        "CSDL2", "FluidSDL", "FluidRaster", "FluidScenes", "FluidReplay", "FluidDBus", "FluidUI",
        "FluidMotion", "FluidPNG", "FluidIO", "TestSupport",
      ]),
    .testTarget(name: "FluidPNGTests", dependencies: ["FluidPNG"]),
    .testTarget(name: "FluidAtspiTests", dependencies: ["FluidAtspi", "FluidDBus", "FluidUI"]),
    // Every code sample of the libraries' documentation, compiled (written by scripts/doc-samples).
    .testTarget(
      name: "DocSamples", dependencies: ["FluidMotion", "FluidUI", "FluidSDL", "FluidAtspi", "FluidDBus"],
      path: "Tests/DocSamples",
      swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
    .testTarget(
      name: "FluidE2ETests",
      dependencies: [
        "FluidSDL", "FluidDBus", "FluidAtspi", "FluidUI", "FluidPNG", "FluidMotion", "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
