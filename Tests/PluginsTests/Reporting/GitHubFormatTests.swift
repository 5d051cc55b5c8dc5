import ComponentTestSupport
import Components
import Foundation
import Interpose
import Plugins
import Testing

/// The GitHub format: an annotation at the script line of each failed command, and the run's
/// summary in the step summary file.
@MainActor
@Suite struct GitHubFormatTests {
    /// Plays `files` (written in a folder of their own) from `root` on the form, telling a
    /// GitHub format that writes its summary to `summary`; returns what it printed.
    private func play(_ files: [String: String], root: String, summary: URL? = nil) throws -> (String, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("github-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let path = folder.appendingPathComponent(root).path
        let test = PluginTestApp()
        _ = PlaybackForm(in: test)
        let report = ScriptRunner(program: try ScriptProgram.load(path, from: FileSources()), player: test.player())
            .run()
        let printed = report.written { GitHubFormat(summaryFile: summary?.path, write: $0) }
        return (printed.replacingOccurrences(of: folder.path + "/", with: ""), path)
    }

    @Test("a failed command of a called script is annotated at its own line and column, saying who called it")
    func calledScript() throws {
        let (printed, _) = try play(
            [
                "main.mt": "Button ok Tap\nScript login.mt Run\n",
                "login.mt": "# log in\n  Button okay Tap %timeout=0\n",
            ],
            root: "main.mt")
        let lines = printed.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("::error file=login.mt,line=2,col=3,title=Button okay Tap %25timeout=0 failed::"))
        #expect(lines[0].contains("::no Button \"okay\" on screen (line 2); Buttons on screen: \"ok\"%0A"))
        #expect(lines[0].contains("%0A(called from main.mt:2)%0Aon screen:%0A"))
        #expect(lines[0].contains("%0A  ?   Button ok frame=(165, 0, 155, 40) title=\"OK\""))
    }

    @Test("the run's summary goes to the step summary file: counts, why each script failed, the slowest")
    func stepSummary() throws {
        let summary = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: summary) }
        try Data("# earlier step\n".utf8).write(to: summary)
        let (_, path) = try play(
            ["main.mt": "Label status Verify Done %timeout=0\n"], root: "main.mt", summary: summary)
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("# earlier step\n### 1 script played\n"), "added after what was there")
        #expect(text.contains("| passed | failed | flaky | skipped |\n|---|---|---|---|\n| 0 | 1 | 0 | 0 |"))
        #expect(text.contains("| failed | `\(path)` | line 1: Label status Verify Done %timeout=0: Label \"status\""))
        #expect(text.contains("Slowest:\n\n- `\(path)` "))
        // A summary file not made yet is made.
        try FileManager.default.removeItem(at: summary)
        _ = try play(["main.mt": "Button ok Tap\n"], root: "main.mt", summary: summary)
        #expect(try String(contentsOf: summary, encoding: .utf8).hasPrefix("### 1 script played\n"))
    }

    @Test("a worker's crash is an error at the script; a flaky script is in the summary")
    func crashesAndFlaky() throws {
        let crashed = RunReport.Attempt(tests: [], wallTime: 0.1, error: "the worker crashed: killed by signal 4")
        let passed = RunReport.Attempt(tests: [RunReport.TestCase(name: "b.mt", results: [])], wallTime: 0.1)
        let report = RunReport(
            scripts: [
                RunReport.ScriptRun(path: "a.mt", attempts: [crashed]),
                RunReport.ScriptRun(path: "b.mt", attempts: [crashed, passed]),
            ], workers: 2)
        let printed = report.written { GitHubFormat(summaryFile: nil, write: $0) }
        #expect(
            printed
                == "::error file=a.mt,line=1,col=1,title=a.mt did not play::the worker crashed: killed by signal 4\n")
        let summary = FileManager.default.temporaryDirectory.appendingPathComponent("summary-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: summary) }
        try Data().write(to: summary)
        _ = report.written { GitHubFormat(summaryFile: summary.path, write: $0) }
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.contains("| 0 | 1 | 1 | 0 |\n"))
        #expect(text.contains("| failed | `a.mt` | the worker crashed: killed by signal 4 |"))
        #expect(text.contains("| flaky | `b.mt` | the worker crashed: killed by signal 4 |"))
    }
}
