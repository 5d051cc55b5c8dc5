import ComponentTestSupport
import Components
import Foundation
import Interpose
import Plugins
import Testing

/// Formats told a script's commands as they finish write what they would write of the whole
/// report: the same text, and JSON that reads back as the same results.
@MainActor
@Suite struct StreamedFormatTests {
    /// A long callee: its one command is on line 10.
    nonisolated static let longCallee = String(repeating: "# a comment\n", count: 9) + "Button ok Tap\n"

    nonisolated static let programs: [[String: String]] = [
        ["main.mt": "Button ok Tap\nLabel status Verify Nope %timeout=0\nToggle wifi On 2\nDebug * Print hi\n"],
        ["main.mt": "Script long.mt Run\nButton ok Tap\n", "long.mt": longCallee],
        ["main.mt": "Script long RunIf Label status Verify Nope\nButton ok Tap\n", "long.mt": longCallee],
        ["main.mt": "Label status Verify Nope %timeout=0 %abort=fail\nScript long.mt Run\n", "long.mt": longCallee],
        ["main.mt": "Button ok Tap\n" + String(repeating: "#\n", count: 8) + "Doc * Describe it\n"],
        ["main.mt": "Button ok Tap\nLabel status VerifySnapshot %timeout=0\n"],
    ]

    /// Runs `files` twice, each on a fresh app: once keeping every result, once telling
    /// `formats` each command as it finishes and keeping what they ask for.
    private func run(_ files: [String: String], telling formats: [any ReportFormat]) throws
        -> (everything: RunReport, streamed: RunReport)
    {
        let program = try ScriptProgram.load("main.mt", from: MemorySources(files))
        let (first, second) = (PluginTestApp(), PluginTestApp())
        _ = (PlaybackForm(in: first), PlaybackForm(in: second))
        let everything = ScriptRunner(program: program, player: first.player()).run()
        let reporter = RunReporter(formats)
        reporter.begin(paths: ["main.mt"], workers: 0)
        let streamed = ScriptRunner(program: program, player: second.player()).run(keeping: reporter.keeps) {
            reporter.commandDidFinish($0, script: "main.mt", test: "main.mt")
        }
        reporter.scriptDidFinish(streamed.scripts[0])
        reporter.end(wallTime: streamed.wallTime)
        return (everything, streamed)
    }

    @Test("the text written as the run goes is the whole report's text", arguments: programs)
    func text(_ files: [String: String]) throws {
        var text = ""
        let (everything, streamed) = try run(files, telling: [TextFormat { text += $0 }])
        #expect(text == everything.text + "\n")
        #expect(streamed.results.isEmpty, "the text keeps no result")
    }

    @Test("a root script's lines are written as each command finishes")
    func textAsItGoes() throws {
        var lines: [String] = []
        var written: [Int] = []
        let files = ["main.mt": String(repeating: "Button ok Tap\n", count: 12)]
        let program = try ScriptProgram.load("main.mt", from: MemorySources(files))
        let test = PluginTestApp()
        _ = PlaybackForm(in: test)
        let format = TextFormat { lines.append($0) }
        format.runWillBegin(paths: ["main.mt"], workers: 0)
        _ = ScriptRunner(program: program, player: test.player()).run(keeping: .none) { result in
            format.commandDidFinish(result, script: "main.mt", test: "main.mt")
            written.append(lines.count)
        }
        #expect(written == Array(1...12))
        #expect(lines.first == "   1  Button ok Tap ... ok\n")
    }

    @Test("the JSON written as the run goes reads back with every result", arguments: programs)
    func json(_ files: [String: String]) throws {
        var json = ""
        let (everything, streamed) = try run(files, telling: [JSONFormat { json += $0 }, TextFormat { _ in }])
        let back = try RunReport(json: Data(json.utf8))
        #expect(back.results == everything.results)
        #expect(back.summary.text == streamed.summary.text && streamed.results.isEmpty)
    }

    @Test("results past a mebibyte of JSON, in characters of several bytes, read back whole")
    func longScript() throws {
        var json = ""
        let lines = (0..<9_000).map { "Debug * Print \"⇝ ünïcödé \($0)\"\n" }.joined()
        let (everything, streamed) = try run(["main.mt": lines], telling: [JSONFormat { json += $0 }])
        #expect(json.utf8.count > 1 << 20 && !json.contains("\u{FFFD}"))
        #expect(streamed.results.isEmpty, "the JSON keeps no result in memory")
        #expect(try RunReport(json: Data(json.utf8)).results == everything.results)
    }
}
