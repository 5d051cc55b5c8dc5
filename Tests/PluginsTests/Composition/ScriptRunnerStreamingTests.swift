import ComponentTestSupport
import Components
import Foundation
import Interpose
import Plugins
import Testing

/// Runs that hand each result on as it finishes, and reports that keep only some results.
@MainActor
@Suite struct ScriptRunnerStreamingTests {
    let test = PluginTestApp()

    private func runner(_ files: [String: String], root: String = "main.mt", stopOnFailure: Bool = false) throws
        -> ScriptRunner
    {
        let program = try ScriptProgram.load(root, from: MemorySources(files))
        let player = test.player()
        player.options.stopOnFailure = stopOnFailure
        return ScriptRunner(program: program, player: player)
    }

    @Test("each result is handed on as it finishes: the next command has not run yet")
    func handedOnAsItFinishes() throws {
        let form = PlaybackForm(in: test)
        var tapsSeen: [Int] = []
        let report = try runner(["main.mt": "Button ok Tap\nButton ok Tap\nButton ok Tap\n"]).run { _ in
            tapsSeen.append(form.taps)
        }
        #expect(tapsSeen == [1, 2, 3])
        #expect(report.results.count == 3)
    }

    @Test("results come in the report's order: a call's own line, then the lines it ran, once it returns")
    func reportOrder() throws {
        let form = PlaybackForm(in: test)
        var seen: [(place: String, taps: Int)] = []
        let report = try runner([
            "main.mt": "Button ok Tap\nScript tap.mt Run\nButton ok Tap\n", "tap.mt": "Button ok Tap\nButton ok Tap\n",
        ]).run { seen.append(($0.place, form.taps)) }
        #expect(seen.map(\.place) == report.results.map(\.place))
        #expect(seen.map(\.place) == ["line 1", "line 2", "tap.mt:1 ← main.mt:2", "tap.mt:2 ← main.mt:2", "line 3"])
        #expect(seen.map(\.taps) == [1, 3, 3, 3, 4], "the call's lines are handed on when it returns")
    }

    @Test(
        "a report keeps what its retention says and counts every result",
        arguments: [
            (ResultRetention.all, [CommandOutcome.passed, .failed, .skipped]), (.failures, [.failed]), (.none, []),
        ])
    func retention(_ retention: ResultRetention, kept: [CommandOutcome]) throws {
        _ = PlaybackForm(in: test)
        let files = ["main.mt": "Button ok Tap\nLabel status Verify Nope %timeout=0\nButton ok Tap %ignore=true\n"]
        let everything = try runner(files).run()
        var handed: [CommandResult] = []
        let report = try runner(files).run(keeping: retention) { handed.append($0) }
        #expect(handed.map(\.outcome) == [.passed, .failed, .skipped])
        #expect(report.results.map(\.outcome) == kept)
        #expect(report.summary.text == everything.summary.text)
        #expect(report.summary.commands == [.passed: 1, .failed: 1, .skipped: 1])
        #expect(report.exitCode == 1)
    }

    @Test("a run that keeps nothing holds no result, however many commands it plays")
    func keepsNothing() throws {
        _ = PlaybackForm(in: test)
        let script = String(repeating: "Button ok Tap\n", count: 500)
        var handed = 0
        let report = try runner(["main.mt": script]).run(keeping: .none) { _ in handed += 1 }
        #expect(handed == 500)
        #expect(report.results.isEmpty)
        #expect(report.scripts[0].attempts[0].tests[0].omitted == [.passed: 500])
        #expect(report.summary.text.hasPrefix("500 commands: 500 passed in "))
        #expect(report.passed)
    }

    @Test("a stopped run hands on the commands it did not run, too")
    func stopped() throws {
        _ = PlaybackForm(in: test)
        var handed: [CommandOutcome] = []
        let report = try runner(
            ["main.mt": "Label status Verify Nope %timeout=0\nButton ok Tap\n"], stopOnFailure: true
        ).run(keeping: .failures) { handed.append($0.outcome) }
        #expect(handed == [.failed, .notRun])
        #expect(report.results.map(\.outcome) == [.failed])
        #expect(report.summary.commands[.notRun] == 1)
    }

    @Test("a report that omitted results reads back from its own encoding, omissions and all")
    func codable() throws {
        let report = RunReport.TestCase(
            name: "main.mt",
            results: [CommandResult(line: 2, command: Command("Button", "ok", "Tap"), outcome: .failed)],
            duration: 1, omitted: [.passed: 3])
        let decoded = try JSONDecoder().decode(RunReport.TestCase.self, from: JSONEncoder().encode(report))
        #expect(decoded == report)
        #expect(decoded.commandCount == 4)
    }
}
