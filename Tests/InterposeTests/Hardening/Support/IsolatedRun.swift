import Foundation
import Testing

/// Runs one test again in a process of its own, where no other test allocates at the same
/// time, so it can measure the whole process's heap.
///
/// The test binary is started with a filter that selects the test and an environment variable
/// that tells the test it is the isolated run. The child prints a line starting with `marker`;
/// a run without it (the filter selected nothing) fails.
enum IsolatedRun {
    /// The variable set in the child.
    static let variable = "INTERPOSE_ISOLATED_TEST"

    /// Whether this process is the isolated run of `test`.
    static func isChild(for test: String) -> Bool {
        ProcessInfo.processInfo.environment[variable] == test
    }

    /// What the child printed and how it ended.
    struct Outcome {
        let status: Int32
        let output: String
        let report: String?
    }

    /// Runs the test binary on `filter` with `variable` set to `test` (and `environment`
    /// added); returns its outcome and the line that starts with `marker`.
    static func run(test: String, filter: String, marker: String, environment: [String: String] = [:]) throws
        -> Outcome
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", filter]
        process.environment = ProcessInfo.processInfo.environment.merging(environment.merging([variable: test]) { $1 })
        {
            $1
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        let report = output.split(separator: "\n").first { $0.hasPrefix(marker) }.map(String.init)
        return Outcome(status: process.terminationStatus, output: output, report: report)
    }
}
