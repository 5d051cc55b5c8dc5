import Foundation
import Testing

/// Runs the built `interpose-demo` as a process, as a user would, and captures what it says.
struct DemoProcess {
    /// What a run printed and returned.
    struct Outcome {
        let status: Int32
        let output: String
        let errors: String
    }

    /// The executable, built beside this test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("interpose-demo")
    }

    /// Runs the demo with `arguments` (and `environment` added), in `directory`.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    /// Runs `body` with a fresh, empty directory for one test's files, then removes the
    /// directory and everything in it, whether `body` returns or throws.
    ///
    /// The directory is `interpose-demo-<UUID>` in the system's temporary directory. Removal is
    /// best effort: a directory that cannot be removed does not fail the test.
    static func withScratchDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("interpose-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        return try body(url)
    }
}
