import Foundation

/// Runs the demo under a limit on the size of the files it writes, through `/bin/sh`'s
/// `ulimit -f`: the write that crosses it fails as a full disk's would, or, when the signal
/// for it is not ignored, the process is killed in the middle of the write.
enum LimitedRun {
    /// What the run returned and said on standard error.
    struct Outcome {
        let status: Int32
        let reason: Process.TerminationReason
        let errors: String
    }

    /// Runs the demo with `arguments` in `directory`, allowed to write files of at most
    /// `blocks` blocks of 512 bytes; `killed` lets the limit's signal end the process.
    static func run(_ arguments: [String], in directory: URL, blocks: Int, killed: Bool) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // A shell cannot restore a signal its parent ignored (the test process ignores this
        // one), so the killed run asks GNU env to.
        let command =
            killed
            ? "ulimit -f \(blocks); exec /usr/bin/env --default-signal=XFSZ \"$0\" \"$@\""
            : "trap '' XFSZ; ulimit -f \(blocks); exec \"$0\" \"$@\""
        process.arguments = ["-c", command, DemoProcess.executable.path] + arguments
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, reason: process.terminationReason,
            errors: String(decoding: data, as: UTF8.self))
    }
}
