// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares: Swift 6 language mode comes from the tools version; these
/// upcoming features keep existentials explicit and imports honest.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Interpose",
    // Synchronization's Mutex and Atomic, which the core is built on, need these.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Interpose", targets: ["Interpose"]),
        .library(name: "Components", targets: ["Components"]),
        .library(name: "Plugins", targets: ["Plugins"]),
        // Checks for Swift Testing: snapshots of a screen.
        .library(name: "InterposeTesting", targets: ["InterposeTesting"]),
        // The demo's sample app, for the benchmark package's studio redraw on its largest screen.
        .library(name: "SampleApp", targets: ["SampleApp"]),
        .executable(name: "interpose-demo", targets: ["interpose-demo"]),
    ],
    targets: [
        // Reader marks: per-thread stacks and the barrier that frees chain tables (C, for
        // thread-local storage and the `membarrier` system call).
        .target(name: "CInterposeReaders"),
        .target(name: "Interpose", dependencies: ["CInterposeReaders"], swiftSettings: strictSettings),
        .target(name: "Components", dependencies: ["Interpose"], swiftSettings: strictSettings),
        .target(name: "Plugins", dependencies: ["Components", "Interpose"], swiftSettings: strictSettings),
        .target(name: "SampleApp", dependencies: ["Components", "Interpose"], swiftSettings: strictSettings),
        .target(name: "InterposeTesting", dependencies: ["Plugins", "Components"], swiftSettings: strictSettings),
        .executableTarget(
            name: "interpose-demo",
            dependencies: ["SampleApp", "Plugins", "Components", "Interpose"],
            swiftSettings: strictSettings
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
        .target(
            name: "ComponentTestSupport", dependencies: ["Components", "Interpose"], path: "Tests/ComponentTestSupport",
            swiftSettings: strictSettings),
        .testTarget(name: "InterposeTests", dependencies: ["Interpose", "TestSupport"], swiftSettings: strictSettings),
        .testTarget(
            name: "ComponentsTests", dependencies: ["Components", "Interpose", "ComponentTestSupport"],
            swiftSettings: strictSettings),
        .testTarget(
            name: "AcceptanceTests",
            dependencies: ["SampleApp", "Plugins", "Components", "Interpose", "TestSupport", "InterposeTesting"],
            exclude: ["MonkeyTalk", "Cassettes", "Snapshots/__Snapshots__"], swiftSettings: strictSettings),
        .testTarget(
            name: "PluginsTests",
            dependencies: ["Plugins", "Components", "Interpose", "TestSupport", "ComponentTestSupport"],
            swiftSettings: strictSettings),
    ]
)
