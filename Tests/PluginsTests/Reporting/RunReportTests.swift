import Foundation
import Plugins
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct RunReportTests {
    /// An attempt at `path` whose commands came out as `outcomes`, each taking a second of
    /// virtual time.
    static func attempt(_ path: String, _ outcomes: [CommandOutcome], wall: Double = 0.1) -> RunReport.Attempt {
        let results = outcomes.enumerated().map { index, outcome in
            CommandResult(
                line: index + 1, command: Command("Button", "b\(index)", "Tap"), outcome: outcome,
                reason: outcome == .failed ? "no Button \"b\(index)\" on screen" : nil, start: Double(index),
                duration: 1)
        }
        let test = RunReport.TestCase(name: path, results: results, start: 0, duration: Double(results.count))
        return RunReport.Attempt(tests: [test], wallTime: wall)
    }

    static let crashed = RunReport.Attempt(tests: [], wallTime: 0.05, error: "the worker crashed: killed by signal 4")

    static let report = RunReport(
        scripts: [
            RunReport.ScriptRun(path: "a.mt", attempts: [attempt("a.mt", [.passed, .passed])]),
            RunReport.ScriptRun(path: "b.mt", attempts: [attempt("b.mt", [.passed, .failed, .notRun], wall: 0.3)]),
            RunReport.ScriptRun(path: "c.mt", attempts: [crashed, attempt("c.mt", [.passed])]),
            RunReport.ScriptRun(path: "d.mt", attempts: [attempt("d.mt", [.skipped])]),
            RunReport.ScriptRun(path: "e.mt", attempts: [crashed, crashed]),
        ], wallTime: 1.5, workers: 2)

    @Test("a script passes, fails, is skipped, or is flaky by its attempts")
    func statuses() {
        #expect(Self.report.scripts.map(\.status) == [.passed, .failed, .flaky, .skipped, .failed])
        #expect(Self.report.exitCode == 1)
        #expect(RunReport(scripts: [Self.report.scripts[2]], wallTime: 0, workers: 1).exitCode == 0)
    }

    @Test("the summary counts each status and adds up the times")
    func summary() {
        let summary = Self.report.summary
        #expect((summary.total, summary.passed, summary.failed, summary.skipped, summary.flaky) == (5, 1, 2, 1, 1))
        #expect(summary.virtualTime == 2 + 3 + 1 + 1)
        #expect(summary.wallTime == 1.5)
        #expect(summary.slowest.map(\.path) == ["b.mt", "c.mt", "a.mt", "d.mt", "e.mt"])
    }

    @Test("the summary keeps only the ten slowest, slowest first")
    func slowestTen() {
        var summary = RunSummary()
        for index in 0..<25 {
            let wall = Double((index * 7) % 25)
            summary.add(
                RunReport.ScriptRun(
                    path: "s\(index).mt", attempts: [Self.attempt("s\(index).mt", [.passed], wall: wall)]))
        }
        #expect(summary.slowest.map(\.wallTime) == (15...24).reversed().map(Double.init))
    }

    @Test("the text has a line per script, why it failed under it, and the summary")
    func text() {
        let lines = Self.report.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "ok       a.mt  0.100 s (virtual 2.000 s)")
        #expect(lines[1] == "FAILED   b.mt  0.300 s (virtual 3.000 s)")
        #expect(lines[2] == "         line 2: Button b1 Tap: no Button \"b1\" on screen")
        #expect(lines[3] == "flaky    c.mt  0.150 s (virtual 1.000 s)")
        #expect(lines[4] == "         attempt 1: the worker crashed: killed by signal 4")
        #expect(lines[5] == "skipped  d.mt  0.100 s (virtual 1.000 s)")
        #expect(lines.contains("5 scripts: 1 passed, 2 failed, 1 skipped, 1 flaky"))
        #expect(lines.contains("wall time 1.500 s, virtual time 7.000 s, 2 workers"))
    }

    @Test("the JSON reads back as the same report, and shards merge in path order")
    func jsonAndMerge() throws {
        let json = Self.report.written(by: JSONFormat.init)
        let back = try RunReport(json: Data(json.utf8))
        #expect(back == Self.report)
        #expect(
            json.hasPrefix("{\"scripts\":[\n{\"attempts\":[") && json.hasSuffix("],\"wallTime\":1.5,\"workers\":2}\n"))
        #expect(json.split(separator: "\n").count == 7, "a line a script, and one each for the head and the tail")
        let (first, second) = (
            RunReport(scripts: [Self.report.scripts[1], Self.report.scripts[3]], wallTime: 1, workers: 2),
            RunReport(
                scripts: [Self.report.scripts[0], Self.report.scripts[2], Self.report.scripts[4]], wallTime: 1.5,
                workers: 2)
        )
        let merged = RunReport.merged([first, second])
        #expect(merged.scripts == Self.report.scripts)
        #expect((merged.wallTime, merged.workers) == (1.5, 4))
    }

    @Test("a report cut short reads as the scripts it finished, when asked to; a spoiled one does not read")
    func cutShort() throws {
        let json = Self.report.written(by: JSONFormat.init)
        let lines = json.split(separator: "\n", omittingEmptySubsequences: false)
        // Killed while writing its fourth script: three whole lines, and half of the next.
        let cut = lines.prefix(4).joined(separator: "\n") + "\n" + lines[4].prefix(30)
        #expect(throws: DecodingError.self) { try RunReport(json: Data(cut.utf8)) }
        #expect(try RunReport(cutShort: Data(cut.utf8)).scripts == Array(Self.report.scripts.prefix(3)))
        #expect(try RunReport(cutShort: Data(json.utf8)).scripts == Self.report.scripts, "a whole one reads too")
        // A line spoiled before the last is not a report cut short.
        var spoiled = lines
        spoiled[2] = "garbage"
        #expect(throws: DecodingError.self) { try RunReport(cutShort: Data(spoiled.joined(separator: "\n").utf8)) }
        #expect(throws: DecodingError.self) { try RunReport(cutShort: Data("[1, 2".utf8)) }
    }

    @Test("JUnit has a testsuite per script, a testcase per command, and a crash as an error")
    func junit() {
        let xml = Self.report.written(by: JUnitFormat.init)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"))
        #expect(xml.components(separatedBy: "<testsuite ").count - 1 == 5)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 2 + 3 + 1 + 1 + 1)
        // A suite is timed as its cases are, in virtual seconds: b.mt's three took a second each.
        #expect(
            xml.contains(
                "<testsuite name=\"b.mt\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"1\" time=\"3.000\">"))
        #expect(xml.contains("<property name=\"wallTime\" value=\"0.300\"/>"))
        #expect(xml.contains("<failure message=\"no Button &quot;b1&quot; on screen\""))
        #expect(xml.contains("<property name=\"status\" value=\"flaky\"/>"))
        #expect(xml.contains("<system-out>attempt 1: the worker crashed: killed by signal 4</system-out>"))
        #expect(xml.contains("<error message=\"the worker crashed: killed by signal 4\" type=\"WorkerFailed\">"))
        #expect(xml.hasSuffix("</testsuites>\n"))
    }

    @Test("the page has a row per script, linking to its replay, and the summary")
    func html() {
        var scripts = Self.report.scripts
        scripts[0].attempts[0].replay = "replays/0001-a.mt.html"
        let page = RunReport(scripts: scripts, wallTime: 1.5, workers: 2).written {
            HTMLFormat(title: "Run <5>", write: $0)
        }
        #expect(page.contains("<title>Run &lt;5&gt;</title>"))
        #expect(page.components(separatedBy: "<tr><td class=").count - 1 == 5)
        #expect(page.contains("<a href=\"replays/0001-a.mt.html\">a.mt</a>"))
        #expect(page.contains("<td class=\"flaky\">flaky</td>"))
        #expect(page.contains("5 scripts: 1 passed, 2 failed, 1 skipped, 1 flaky"))
    }

    @Test("a writer hands out each script as it is added, so a run keeps nothing it has written")
    func streaming() {
        var pieces: [String] = []
        let reporter = RunReporter([TextFormat { pieces.append($0) }])
        reporter.begin(paths: ["a.mt", "b.mt"], workers: 2)
        reporter.scriptDidFinish(Self.report.scripts[0])
        #expect(pieces == ["ok       a.mt  0.100 s (virtual 2.000 s)\n"])
        reporter.scriptDidFinish(Self.report.scripts[1])
        #expect(pieces.count == 2)
        #expect(reporter.summary.total == 2 && reporter.summary.failed == 1)
    }
}
