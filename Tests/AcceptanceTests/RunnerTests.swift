import Foundation
import Plugins
import Testing

/// `play` over many scripts, run as a user runs it: worker processes, crashes and hangs,
/// retries, shards and the reports.
@Suite struct RunnerTests {
    static let passing = "Button settings Tap\nButton login Tap\n"
    static let failing = "Button settings Tap\nButton nothere Tap %timeout=100\n"

    /// Writes `files` (path → text) under `directory`.
    private func write(_ files: [String: String], in directory: URL) throws {
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// A folder of scripts, every third one failing.
    private func scripts(_ count: Int) -> [String: String] {
        var files: [String: String] = [:]
        for index in 0..<count { files["tests/s\(index).mt"] = index % 3 == 2 ? Self.failing : Self.passing }
        return files
    }

    private func report(_ outcome: DemoProcess.Outcome) throws -> RunReport {
        try RunReport(json: Data(outcome.output.utf8))
    }

    /// What a report says, times aside.
    private func outcomes(_ report: RunReport) -> [String] {
        report.scripts.map { script in
            let commands = script.attempts.map { $0.tests.flatMap(\.results).map(\.outcome.rawValue) }
            return "\(script.path) \(script.status.rawValue) \(commands)"
        }
    }

    @Test("a folder plays in workers with the same results in the same order whatever their number")
    func sameResultsWhateverWorkers() throws {
        try DemoProcess.withScratchDirectory { directory in
            try write(scripts(8), in: directory)
            let one = try DemoProcess.run(["play", "tests", "--workers", "1", "--json"], in: directory)
            let three = try DemoProcess.run(["play", "tests", "--workers", "3", "--json"], in: directory)
            #expect(one.status == 1 && three.status == 1)
            let (first, second) = (try report(one), try report(three))
            #expect(first.scripts.map(\.path) == (0..<8).map { "tests/s\($0).mt" }.sorted())
            #expect(outcomes(first) == outcomes(second))
            #expect(first.summary.failed == 2 && first.summary.passed == 6)
            #expect((first.workers, second.workers) == (1, 3))
            // Progress goes to standard error, a line per script when it is not a terminal.
            #expect(three.errors.split(separator: "\n").count == 8)
            #expect(three.errors.contains("[8/8] "))
        }
    }

    @Test("the text report has a line per script in order, the failure under it, and a summary")
    func textReport() throws {
        try DemoProcess.withScratchDirectory { directory in
            try write(["tests/a.mt": Self.passing, "tests/b.mt": Self.failing, "c.mt": Self.passing], in: directory)
            let run = try DemoProcess.run(["play", "tests", "c.mt", "--workers", "2"], in: directory)
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(run.status == 1)
            #expect(lines[0].hasPrefix("ok       c.mt  ") && lines[1].hasPrefix("ok       tests/a.mt  "))
            #expect(lines[2].hasPrefix("FAILED   tests/b.mt  "))
            #expect(lines[3].contains("line 2: Button nothere Tap %timeout=100: no Button \"nothere\" on screen"))
            #expect(lines.contains("3 scripts: 2 passed, 1 failed, 0 skipped, 0 flaky"))
            #expect(lines.last?.hasPrefix("wall time ") == true && lines.last?.hasSuffix(", 2 workers") == true)
        }
    }

    @Test("a crashing and a hanging worker fail their scripts with the reason, and the run goes on")
    func crashAndHang() throws {
        try DemoProcess.withScratchDirectory { directory in
            try write(
                ["a.mt": Self.passing, "b.mt": Self.passing, "c.mt": Self.passing, "d.mt": Self.passing], in: directory)
            let run = try DemoProcess.run(
                ["play", "a.mt", "b.mt", "c.mt", "d.mt", "--workers", "1", "--timeout-per-script", "2", "--json"],
                environment: ["INTERPOSE_WORKER_FAULT": "crash:b.mt,hang:c.mt"], in: directory)
            #expect(run.status == 1)
            let report = try report(run)
            #expect(report.scripts.map(\.status) == [.passed, .failed, .failed, .passed])
            let crash = report.scripts[1].attempts[0].error ?? ""
            #expect(
                crash.hasPrefix("the worker crashed: killed by signal")
                    && crash.contains("Fatal error: crashing on b.mt"))
            #expect(report.scripts[2].attempts[0].error == "timed out after 2.000 s; the worker was stopped")
        }
    }

    @Test("a worker that dies between two scripts fails the next one, and the run goes on")
    func workerGoneBetweenScripts() throws {
        try DemoProcess.withScratchDirectory { directory in
            try write(["a.mt": Self.passing, "b.mt": Self.passing, "c.mt": Self.passing], in: directory)
            let run = try DemoProcess.run(
                ["play", "a.mt", "b.mt", "c.mt", "--workers", "1", "--json"],
                environment: ["INTERPOSE_WORKER_FAULT": "close-input:a.mt"], in: directory)
            let report = try report(run)
            #expect(run.status == 1 && report.scripts.map(\.status) == [.passed, .failed, .passed])
            #expect(report.scripts[1].attempts[0].error?.hasPrefix("the worker stopped taking scripts") == true)
        }
    }

    @Test("a killed run leaves the scripts finished so far, in the JSON it printed and the report file it wrote")
    func killedRunKeepsWhatFinished() throws {
        try DemoProcess.withScratchDirectory { directory in
            try write(["a.mt": Self.passing, "b.mt": Self.failing, "c.mt": Self.passing], in: directory)
            let process = Process()
            process.executableURL = DemoProcess.executable
            // The timeout only ends the test should the run not stream (it would then print c.mt too).
            process.arguments = [
                "play", "a.mt", "b.mt", "c.mt", "--workers", "1", "--reporter", "junit=run.xml", "--reporter", "json",
                "--timeout-per-script", "30",
            ]
            process.environment = ProcessInfo.processInfo.environment.merging(["INTERPOSE_WORKER_FAULT": "hang:c.mt"]) {
                $1
            }
            process.currentDirectoryURL = directory
            let output = Pipe()
            (process.standardOutput, process.standardError) = (output, FileHandle.nullDevice)
            try process.run()
            // The run hangs on c.mt once a.mt and b.mt are reported: read until b.mt's line is there.
            var printed = ""
            while !printed.hasSuffix("\"path\":\"b.mt\"}") {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                printed += String(decoding: data, as: UTF8.self)
            }
            let workers = Self.children(of: process.processIdentifier)
            kill(process.processIdentifier, SIGKILL)
            for worker in workers { kill(worker, SIGKILL) }
            process.waitUntilExit()
            // The report cut short reads back as the scripts it finished, as merge-reports reads it.
            let scripts = try RunReport(cutShort: Data(printed.utf8)).scripts
            #expect(scripts.map(\.path) == ["a.mt", "b.mt"] && scripts.map(\.status) == [.passed, .failed])
            let partial = try #require(
                try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasSuffix(".partial") })
            let xml = try String(contentsOf: directory.appendingPathComponent(partial), encoding: .utf8)
            #expect(
                xml.components(separatedBy: "<testsuite name=").count - 1 == 2, "the report file so far, not in place")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("run.xml").path))
        }
    }

    /// The processes whose parent is `parent`, as Linux's /proc lists them.
    private static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry in
            guard let pid = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == parent ? pid : nil
        }
    }

    @Test("a script that fails and then passes on a retry is flaky, with every attempt kept")
    func retriesMarkFlaky() throws {
        try DemoProcess.withScratchDirectory { directory in
            try write(["a.mt": Self.passing, "b.mt": Self.passing, "c.mt": Self.failing], in: directory)
            let run = try DemoProcess.run(
                ["play", "a.mt", "b.mt", "c.mt", "--retries", "2", "--json"],
                environment: ["INTERPOSE_WORKER_FAULT": "crash-once:b.mt"], in: directory)
            let report = try report(run)
            #expect(report.scripts.map(\.status) == [.passed, .flaky, .failed])
            #expect(report.scripts[1].attempts.map(\.passed) == [false, true])
            #expect(report.scripts[2].attempts.count == 3)
            #expect(report.summary.flaky == 1 && run.status == 1)
        }
    }

    @Test("the shards of a matrix, dealt in turn or by durations, together play every script once, and merge")
    func shardsMerge() throws {
        try DemoProcess.withScratchDirectory { directory in
            try write(scripts(7), in: directory)
            var shardReports: [URL] = []
            var played: [String] = []
            for index in 1...3 {
                let run = try DemoProcess.run(["play", "tests", "--shard", "\(index)/3", "--json"], in: directory)
                played += try report(run).scripts.map(\.path)
                let file = directory.appendingPathComponent("shard-\(index).json")
                try Data(run.output.utf8).write(to: file)
                shardReports.append(file)
            }
            let all = try report(try DemoProcess.run(["play", "tests", "--json"], in: directory))
            #expect(played.sorted() == all.scripts.map(\.path))
            let merge = try DemoProcess.run(
                ["merge-reports"] + shardReports.map(\.path) + ["--json", "merged.json", "--junit", "merged.xml"],
                in: directory)
            #expect(merge.status == 1)
            #expect(merge.output.contains("7 scripts: 5 passed, 2 failed, 0 skipped, 0 flaky"))
            let merged = try RunReport(json: Data(contentsOf: directory.appendingPathComponent("merged.json")))
            #expect(outcomes(merged) == outcomes(all))
            let xml = try String(contentsOf: directory.appendingPathComponent("merged.xml"), encoding: .utf8)
            #expect(xml.components(separatedBy: "<testsuite ").count - 1 == 7)
            // Dealt by the whole run's durations, the shards still play every script once, and merge the same.
            try Data(try DemoProcess.run(["play", "tests", "--json"], in: directory).output.utf8).write(
                to: directory.appendingPathComponent("all.json"))
            var balanced: [RunReport] = []
            for index in 1...3 {
                let run = try DemoProcess.run(
                    ["play", "tests", "--shard", "\(index)/3", "--durations", "all.json", "--json"], in: directory)
                balanced.append(try report(run))
            }
            #expect(balanced.flatMap(\.scripts).map(\.path).sorted() == all.scripts.map(\.path))
            #expect(outcomes(RunReport.merged(balanced)) == outcomes(all))
            let alone = try DemoProcess.run(["play", "tests", "--durations", "all.json"], in: directory)
            #expect(alone.status == 2 && alone.errors.contains("--durations deals the parts of --shard I/N"))
        }
    }

    @Test("every parse error of every script comes before anything runs, and nothing is written")
    func parseErrorsFirst() throws {
        try DemoProcess.withScratchDirectory { directory in
            var files = scripts(4)
            files["tests/bad1.mt"] = "Button OK\n"
            files["tests/sub/bad2.mt"] = "Button OK Tap\nLabel \"x Verify\n"
            try write(files, in: directory)
            let run = try DemoProcess.run(["play", "tests", "--junit", "run.xml"], in: directory)
            #expect(run.status == 2 && run.output.isEmpty)
            let errors = run.errors.split(separator: "\n")
            #expect(errors.count == 2)
            #expect(errors[0].hasPrefix("tests/bad1.mt:1:10: error: missing action"))
            #expect(errors[1].hasPrefix("tests/sub/bad2.mt:2:7: error: unterminated quoted string"))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("run.xml").path))
        }
    }

    @Test("JUnit and the HTML page are written whole, the page linking each failed script to its replay")
    func reportFiles() throws {
        try DemoProcess.withScratchDirectory { directory in
            try write(scripts(3), in: directory)
            let run = try DemoProcess.run(
                ["play", "tests", "--junit", "out/run.xml", "--html", "out/run.html"], in: directory)
            #expect(run.status == 2 && run.errors.contains("there is no directory"))
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
            let again = try DemoProcess.run(
                ["play", "tests", "--junit", "out/run.xml", "--html", "out/run.html"], in: directory)
            #expect(again.status == 1)
            let out = directory.appendingPathComponent("out")
            let page = try String(contentsOf: out.appendingPathComponent("run.html"), encoding: .utf8)
            let links = page.components(separatedBy: "<a href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(links == ["run-replays/0003-tests_s2.mt.html"], "only the failed script is pictured")
            let replay = try String(contentsOf: out.appendingPathComponent(String(links[0])), encoding: .utf8)
            #expect(replay.contains("<svg") && replay.contains("class=\"frame failed wide\""))
            let replays = out.appendingPathComponent("run-replays").path
            #expect(try FileManager.default.contentsOfDirectory(atPath: replays).count == 1)
            let passing = try DemoProcess.run(
                ["play", "tests/s0.mt", "tests/s1.mt", "--html", "out/ok.html"], in: directory)
            #expect(passing.status == 0)
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("ok-replays").path))
            let all = try DemoProcess.run(
                ["play", "tests", "--html", "out/all.html", "--artifacts", "all"], in: directory)
            let every = try String(contentsOf: out.appendingPathComponent("all.html"), encoding: .utf8)
            #expect(all.status == 1 && every.components(separatedBy: "<a href=\"all-replays/").count - 1 == 3)
            let xml = try String(contentsOf: out.appendingPathComponent("run.xml"), encoding: .utf8)
            #expect(xml.components(separatedBy: "<testcase ").count - 1 == 6)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: out.path).filter {
                $0.hasSuffix(".partial")
            }
            #expect(leftovers.isEmpty)
        }
    }

    @Test("--reporter names the formats, each to a file or standard output; github annotates and sums up")
    func reporters() throws {
        try DemoProcess.withScratchDirectory { directory in
            try write(scripts(3), in: directory)
            let summary = directory.appendingPathComponent("summary.md")
            try Data().write(to: summary)
            let run = try DemoProcess.run(
                ["play", "tests", "--reporter", "github", "--reporter", "json=run.json", "--reporter=junit=run.xml"],
                environment: ["GITHUB_STEP_SUMMARY": summary.path], in: directory)
            #expect(run.status == 1)
            #expect(
                run.output.hasPrefix(
                    "::error file=tests/s2.mt,line=2,col=1,title=Button nothere Tap %25timeout=100 failed::no Button"))
            #expect(run.output.split(separator: "\n").count == 1, "github alone on standard output: no text")
            let report = try RunReport(json: Data(contentsOf: directory.appendingPathComponent("run.json")))
            #expect(report.scripts.map(\.status) == [.passed, .passed, .failed])
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("run.xml").path))
            #expect(try String(contentsOf: summary, encoding: .utf8).contains("| 2 | 1 | 0 | 0 |"))
            let both = try DemoProcess.run(
                ["play", "tests", "--reporter", "text", "--reporter", "json"], in: directory)
            #expect(both.status == 2 && both.errors.contains("only one reporter can write to standard output"))
            let unknown = try DemoProcess.run(["play", "tests", "--reporter", "tap"], in: directory)
            #expect(
                unknown.status == 2 && unknown.errors.contains("no reporter 'tap': say text, json, junit, html, github")
            )
        }
    }

    @Test("a secret given to the run reaches its workers, and no output shows it")
    func secretsReachWorkers() throws {
        try DemoProcess.withScratchDirectory { directory in
            let session = directory.appendingPathComponent("a.mt").path
            #expect(try DemoProcess.run(["record", "--out", session]).status == 0)
            try FileManager.default.copyItem(atPath: session, toPath: directory.appendingPathComponent("b.mt").path)
            let with = try DemoProcess.run(
                ["play", "a.mt", "b.mt", "--workers", "2", "--secret", "password=hunter2", "--json"], in: directory)
            #expect(with.status == 0)
            #expect(try report(with).scripts.map(\.status) == [.passed, .passed])
            #expect(!with.output.contains("hunter2") && !with.errors.contains("hunter2"))
            let without = try DemoProcess.run(["play", "a.mt", "b.mt", "--workers", "2"], in: directory)
            #expect(without.status == 1 && without.output.contains("password"))
        }
    }
}
