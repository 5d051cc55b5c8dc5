import Foundation
import Plugins
import Testing

/// Where reports go: a run whose standard output nobody reads still puts its files in place,
/// and a destination that would lose something is refused before anything plays.
@Suite struct ReportDestinationTests {
    /// Two passing scripts and a failing one in `tests/` under `directory`.
    private func scripts(in directory: URL) throws {
        let tests = directory.appendingPathComponent("tests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        for (name, text) in [
            ("a", "Button settings Tap\n"), ("b", "Button login Tap\n"), ("c", "Button nope Tap %timeout=0\n"),
        ] {
            try Data(text.utf8).write(to: tests.appendingPathComponent("\(name).mt"))
        }
    }

    @Test("a run in workers whose standard output is closed finishes and puts its JUnit file in place")
    func closedOutput() throws {
        try DemoProcess.withScratchDirectory { directory in
            try scripts(in: directory)
            let process = Process()
            process.executableURL = DemoProcess.executable
            process.arguments = ["play", "tests", "--workers", "2", "--junit", "run.xml"]
            process.currentDirectoryURL = directory
            let output = Pipe()
            (process.standardOutput, process.standardError) = (output, FileHandle.nullDevice)
            try output.fileHandleForReading.close()  // nobody reads: every write meets a closed pipe
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 1)
            let junit = try String(contentsOf: directory.appendingPathComponent("run.xml"), encoding: .utf8)
            #expect(junit.components(separatedBy: "<testsuite ").count - 1 == 3)
        }
    }

    @Test("a report over a script it plays, two reporters on one file, or an empty file name, fails by name")
    func refusedDestinations() throws {
        try DemoProcess.withScratchDirectory { directory in
            try scripts(in: directory)
            let cases: [([String], String)] = [
                (
                    ["play", "tests/a.mt", "--junit", "tests/a.mt"],
                    "junit would write over tests/a.mt, which this run reads"
                ),
                (["play", "tests", "--workers", "2", "--junit", "./tests/../tests/b.mt"], "which this run reads"),
                (
                    ["play", "tests/a.mt", "--reporter", "junit=r.txt", "--reporter", "json=r.txt"],
                    "junit and json both write r.txt"
                ),
                (["play", "tests/a.mt", "--reporter", "junit="], "'junit=' names no file: say junit=FILE"),
                (["play", "tests/a.mt", "--junit", "tests/called.mt"], "named as a script, suite or data file is"),
                (
                    ["play", "tests/a.mt", "--secrets-file", "s.env", "--junit", "s.env"],
                    "junit would write over s.env"
                ),
                (
                    ["play", "tests/a.mt", "--reporter", "junit=out/r.xml", "--reporter", "json=link/r.xml"],
                    "junit and json both write link/r.xml"
                ),
                (
                    ["play", "tests", "--workers", "2", "--shard", "1/2", "--durations", "gone.json"],
                    "gone.json: no such file"
                ),
            ]
            try Data("pw=x\n".utf8).write(to: directory.appendingPathComponent("s.env"))
            let out = directory.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: directory.appendingPathComponent("link"), withDestinationURL: out)
            for (arguments, message) in cases {
                let run = try DemoProcess.run(arguments, in: directory)
                #expect(run.status == 2 && run.errors.contains(message), "\(arguments): \(run.errors)")
            }
            let script = try String(contentsOf: directory.appendingPathComponent("tests/a.mt"), encoding: .utf8)
            #expect(script == "Button settings Tap\n", "the script is as it was")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("r.txt").path))
            #expect(try String(contentsOf: directory.appendingPathComponent("s.env"), encoding: .utf8) == "pw=x\n")
            // A device is written into, not replaced: reporters may share it.
            let shared = try DemoProcess.run(
                ["play", "tests/a.mt", "--reporter", "json=/dev/null", "--reporter", "junit=/dev/null"], in: directory)
            #expect(shared.status == 0, "\(shared.errors)")
        }
    }

    @Test("merge-reports reads a report cut short as the scripts it finished, saying so, and refuses a spoiled one")
    func cutShortReports() throws {
        try DemoProcess.withScratchDirectory { directory in
            try scripts(in: directory)
            let whole = try DemoProcess.run(["play", "tests", "--workers", "2", "--json"], in: directory)
            let lines = whole.output.split(separator: "\n").map(String.init)
            let write = { (name: String, lines: [String]) in
                try Data(lines.joined(separator: "\n").utf8).write(to: directory.appendingPathComponent(name))
            }
            try write("cut.json", Array(lines.prefix(3)) + [String(lines[3].prefix(20))])
            try write("spoiled.json", [lines[0], "garbage"] + lines.dropFirst(2))
            let cut = try DemoProcess.run(["merge-reports", "cut.json", "--json", "-"], in: directory)
            #expect(cut.status == 0 && cut.errors.contains("cut.json was cut short"), "\(cut.errors)")
            #expect(try RunReport(json: Data(cut.output.utf8)).scripts.map(\.path) == ["tests/a.mt", "tests/b.mt"])
            let spoiled = try DemoProcess.run(["merge-reports", "spoiled.json"], in: directory)
            #expect(spoiled.status == 2 && spoiled.errors.contains("spoiled.json is not a report from play --json"))
        }
    }
}
