// swift-tools-version:6.0
import PackageDescription

// Your own fluid interface, in a package of its own that depends on Fluid: a card you fling away.
let package = Package(
  name: "FlingCard",
  dependencies: [.package(name: "Fluid", path: "../..")],
  targets: [
    .target(
      name: "FlingCard",
      dependencies: [
        .product(name: "FluidMotion", package: "Fluid"), .product(name: "FluidUI", package: "Fluid"),
      ]
    ),
    .executableTarget(
      name: "fling-card", dependencies: ["FlingCard", .product(name: "FluidSDL", package: "Fluid")]),
    .testTarget(name: "FlingCardTests", dependencies: ["FlingCard"]),
  ],
  swiftLanguageModes: [.v6]
)
