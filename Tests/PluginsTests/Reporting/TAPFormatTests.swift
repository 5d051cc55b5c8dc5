import ComponentTestSupport
import Components
import Interpose
import Plugins
import Testing

/// A format added from outside the package, in one file, is told a run as the built-in ones are.
@MainActor
@Suite struct TAPFormatTests {
    @Test("a TAP format of one's own writes a line per script as each finishes, and why one failed")
    func tap() throws {
        var tap = ""
        let reporter = RunReporter([TAPFormat { tap += $0 }])
        reporter.begin(paths: ["a.mt", "b.mt", "c.mt"], workers: 1)
        #expect(tap == "TAP version 14\n1..3\n")
        for (path, text) in [("a.mt", "Button ok Tap\n"), ("b.mt", "Label status Verify Done %timeout=0\n")] {
            let test = PluginTestApp()
            _ = PlaybackForm(in: test)
            let program = try ScriptProgram.load(path, from: MemorySources([path: text]))
            let run = ScriptRunner(program: program, player: test.player()).run(keeping: reporter.keeps) { _ in }
            reporter.scriptDidFinish(run.scripts[0])
        }
        let skipped = RunReport.TestCase(name: "c.mt", results: [], omitted: [.skipped: 2])
        reporter.scriptDidFinish(RunReport.ScriptRun(path: "c.mt", attempts: [RunReport.Attempt(tests: [skipped])]))
        reporter.end(wallTime: 0.5)
        #expect(
            tap == """
                TAP version 14
                1..3
                ok 1 - a.mt
                not ok 2 - b.mt
                  ---
                  message: |
                    line 1: Label status Verify Done %timeout=0: Label "status" text is "Ready", expected "Done"
                  ...
                ok 3 - c.mt # SKIP every command ignored

                """)
    }
}
