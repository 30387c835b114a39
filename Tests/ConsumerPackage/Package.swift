// swift-tools-version:6.0
// A package outside Fluid that depends on it by path and uses only FluidMotion's and FluidUI's public API.
import PackageDescription

let package = Package(
  name: "ConsumerPackage",
  dependencies: [.package(name: "Fluid", path: "../..")],
  targets: [
    .executableTarget(
      name: "consumer-check",
      dependencies: [
        .product(name: "FluidMotion", package: "Fluid"), .product(name: "FluidUI", package: "Fluid"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
