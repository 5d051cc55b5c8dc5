// swift-tools-version: 6.2
import PackageDescription

/// The benchmark package: Interpose side by side with what a user would pick instead.
///
/// Kept apart from the root package so the library itself stays free of dependencies.
let package = Package(
    name: "InterposeBenchmarks",
    // Synchronization's Mutex and Atomic, which the core is built on, need these.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "Interpose", path: ".."),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.2"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        .target(name: "CHeapStats"),
        .executableTarget(
            name: "InterposeBenchmarks",
            dependencies: [
                "CHeapStats",
                .product(name: "Interpose", package: "Interpose"),
                .product(name: "Components", package: "Interpose"),
                .product(name: "Plugins", package: "Interpose"),
                .product(name: "SampleApp", package: "Interpose"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ]
)
