import Foundation
import Testing

/// The demo writes files atomically (a temporary file, then a rename): a write that fails or
/// is cut short leaves the old file as it was, and a path it cannot write is a clear error.
@Suite(.serialized) struct FileSafetyTests {
    static let old = "# the script that was here before\nButton OK Tap\n"

    /// Runs `body` with a scratch directory holding `script.mt` with ``old`` in it, and removes
    /// the directory afterwards (see ``DemoProcess/withScratchDirectory(_:)``).
    func withOldScript<T>(_ body: (URL) throws -> T) throws -> T {
        try DemoProcess.withScratchDirectory { directory in
            try Self.old.write(to: directory.appendingPathComponent("script.mt"), atomically: false, encoding: .utf8)
            return try body(directory)
        }
    }

    func contents(of directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// Not under a sanitizer: its runtime takes the file size limit's signal as a crash of its own.
    @Test(
        "a write that fails part way, as on a full disk, is a clear error and leaves the old file whole",
        .disabled(if: Sanitizer.isActive, "a sanitizer's runtime handles the file size signal itself"))
    func failedWrite() throws {
        try withOldScript { directory in
            let run = try LimitedRun.run(
                ["record", "--json", "--out", "script.mt"], in: directory, blocks: 8, killed: false)
            #expect(run.status == 2)
            #expect(run.errors == "interpose-demo: cannot write script.mt: File too large\n")
            #expect(try String(contentsOf: directory.appendingPathComponent("script.mt"), encoding: .utf8) == Self.old)
            #expect(try contents(of: directory) == ["script.mt"], "the temporary file is gone")
        }
    }

    @Test(
        "a process killed in the middle of writing leaves the old file whole",
        .disabled(if: Sanitizer.isActive, "a sanitizer's runtime handles the file size signal itself"))
    func interruptedWrite() throws {
        try withOldScript { directory in
            let run = try LimitedRun.run(
                ["record", "--json", "--out", "script.mt"], in: directory, blocks: 8, killed: true)
            #expect(run.reason == .uncaughtSignal, "status \(run.status): \(run.errors)")
            #expect(try String(contentsOf: directory.appendingPathComponent("script.mt"), encoding: .utf8) == Self.old)
        }
    }

    @Test("a path that cannot be written is refused by name, with the reason, and writes nothing")
    func unwritablePaths() throws {
        try withOldScript { directory in
            let cases = [
                ("script.mt/new.mt", "\(directory.path)/script.mt is a file, not a directory"),
                ("missing/new.mt", "there is no directory \(directory.path)/missing"),
                (".", "it is a directory"),
            ]
            for (path, reason) in cases {
                for arguments in [["record", "--out", path], ["trace", "--hooks", "Device.*", "--chrome", path]] {
                    let run = try DemoProcess.run(arguments, in: directory)
                    #expect(run.status == 2, "\(arguments)")
                    #expect(run.errors == "interpose-demo: cannot write \(path): \(reason)\n", "\(arguments)")
                }
            }
            #expect(try String(contentsOf: directory.appendingPathComponent("script.mt"), encoding: .utf8) == Self.old)
            #expect(try contents(of: directory) == ["script.mt"])
        }
    }
}
