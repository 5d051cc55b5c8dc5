import ComponentTestSupport
import Components
import Foundation
import Interpose
import Plugins
import Testing

/// Suites: each test on a fresh application between the suite's setups and teardowns, a test
/// per data row, and reports with a case per test naming the step that failed.
@MainActor
@Suite struct SuiteRunnerTests {
    /// Runs the suite at `root`, each test on a fresh form; returns the report and the forms.
    private func run(_ files: [String: String], root: String) throws -> (RunReport, [PlaybackForm]) {
        let program = try ScriptProgram.load(root, from: MemorySources(files))
        var apps: [PluginTestApp] = []
        var forms: [PlaybackForm] = []
        let report = SuiteRunner(program: program) {
            let test = PluginTestApp()
            apps.append(test)
            forms.append(PlaybackForm(in: test))
            return test.player()
        }.run()
        return (report, forms)
    }

    @Test("each test and data row runs on a fresh app, between every setup and teardown")
    func freshApps() throws {
        let (report, forms) = try run(
            [
                "all.mts": "Setup on Run\nTest tap.mt RunWith rows.csv\nTest check Run\nTeardown note Run\n",
                "on.mt": "Toggle wifi On\n", "note.mt": "Debug * Print done\n",
                "tap.mt": "Vars * Define n\nButton ok Tap\nLabel status Verify \"Tapped ${n}\"\n",
                "check.mt": "Label status Verify Ready\n", "rows.csv": "n\n1\n1\n",
            ], root: "all.mts")
        #expect(report.passed, "\(report.text)")
        let tests = report.scripts[0].attempts[0].tests
        #expect(report.scripts.map(\.path) == ["all.mts"])
        #expect(tests.map(\.name) == ["tap.mt[@1]", "tap.mt[@2]", "check.mt"])
        #expect(forms.count == 3 && forms.allSatisfy { $0.wifi.isOn })
        #expect(tests[0].results.map(\.commandText).first == "Setup on Run")
        #expect(tests[0].results.last?.note == "done")
        #expect(report.summary.text.hasPrefix("3 tests: 3 passed in "))
        #expect(report.text.hasPrefix("tap.mt[@1] ... passed\n  all.mts:1  Setup on Run ... ok\n"))
    }

    @Test("a failed test names the step that failed; the others still run; JUnit has a case each")
    func failures() throws {
        let (report, _) = try run(
            [
                "all.mts": "Test good Run\nTest bad Run\nSuite more.mts Run\n",
                "more.mts": "Test good Run\n", "good.mt": "Button ok Tap\n",
                "bad.mt": "Button ok Tap\nLabel status Verify Nope %timeout=0\n",
            ], root: "all.mts")
        #expect(!report.passed && report.exitCode == 1)
        let tests = report.scripts[0].attempts[0].tests
        #expect(tests.map(\.name) == ["good.mt", "bad.mt", "good.mt[#2]"])
        #expect(tests.map(\.passed) == [true, false, true])
        #expect(report.failures.map(\.place) == ["bad.mt:2 ← all.mts:2"])
        #expect(
            report.scripts[0].attempts[0].failure?.hasPrefix("bad.mt:2 ← all.mts:2: Label status Verify Nope") == true)
        #expect(report.summary.text.hasPrefix("3 tests: 2 passed, 1 failed in "))
        // JUnit: a testsuite per test, a testcase per command.
        let junit = report.written(by: JUnitFormat.init)
        #expect(junit.components(separatedBy: "<testsuite name=\"all.mts › ").count - 1 == 3)
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == 4)
        #expect(junit.contains(#"<testcase name="bad.mt:2 ← all.mts:2: Label status Verify Nope %timeout=0""#))
    }

    @Test("a script tested twice is two tests, each with its own results, in the reports written as the run goes")
    func testedTwice() throws {
        let files = [
            "twice.mts": "Test who.mt Run Ready\nTest who.mt Run Nope\n",
            "who.mt": "Vars * Define status\nButton ok Tap\nLabel status Verify ${status} %timeout=0\n",
        ]
        let program = try ScriptProgram.load("twice.mts", from: MemorySources(files))
        var (json, text) = ("", "")
        let reporter = RunReporter([JSONFormat { json += $0 }, TextFormat { text += $0 }])
        reporter.begin(paths: ["twice.mts"], workers: 0)
        let run = SuiteRunner(program: program) {
            let test = PluginTestApp()
            _ = PlaybackForm(in: test)
            return test.player()
        }.run(keeping: reporter.keeps) { reporter.commandDidFinish($0, script: "twice.mts", test: $1) }
        reporter.scriptDidFinish(run.scripts[0])
        reporter.end(wallTime: 0)
        let tests = try RunReport(json: Data(json.utf8)).scripts[0].attempts[0].tests
        #expect(tests.map(\.name) == ["who.mt", "who.mt[#2]"])
        #expect(tests.map(\.results.count) == [3, 3])
        #expect(tests.map(\.passed) == [true, false])
        #expect(text.hasPrefix("who.mt ... passed\n") && text.contains("\nwho.mt[#2] ... failed\n"), "\(text)")
        // Its commands are still in who.mt, for JUnit's and GitHub's file attributes.
        let junit = try RunReport(json: Data(json.utf8)).written(by: JUnitFormat.init)
        #expect(!junit.contains("file=\"who.mt[") && junit.contains("file=\"who.mt\" line=\"3\""))
    }

    @Test("a Test … RunIf runs its script when the check holds after the setups, and is skipped, saying why, when not")
    func runIf() throws {
        let (report, forms) = try run(
            [
                "if.mts":
                    "Setup on Run\nTest tap RunIf Label status Verify Ready\nTest tap RunIf Label status Verify Nope\n",
                "on.mt": "Toggle wifi On\n", "tap.mt": "Button ok Tap\n",
            ], root: "if.mts")
        let tests = report.scripts[0].attempts[0].tests
        #expect(tests.map(\.name) == ["tap.mt", "tap.mt[#2]"])
        #expect(tests[0].results.map(\.commandText) == ["Setup on Run", "Toggle wifi On", "Button ok Tap"])
        #expect(tests[1].results.map(\.outcome) == [.passed, .passed, .skipped])
        #expect(tests[1].results.last?.place == "if.mts:3")
        #expect(tests[1].results.last?.reason?.hasPrefix("not run: Label status Verify Nope did not hold") == true)
        #expect(forms.map(\.taps) == [1, 0], "the second test's script did not run")
        #expect(report.text.contains("tap.mt[#2] ... skipped\n"), "\(report.text)")
        #expect(tests.map(\.skipped) == [false, true])
        #expect(report.summary.text.hasPrefix("2 tests: 1 passed, 1 skipped in "), "\(report.summary.text)")
    }

    @Test("a Test … %ignore is skipped before anything runs; a Test … %shouldfail passes when its script fails")
    func testModifiers() throws {
        let (report, forms) = try run(
            [
                "mods.mts":
                    "Setup on Run\nTest tap Run %ignore=true\nTest fail Run %shouldfail=true\n"
                    + "Test tap Run %shouldfail=true\nTeardown on Run\n",
                "on.mt": "Toggle wifi On\n", "tap.mt": "Button ok Tap\n",
                "fail.mt": "Label status Verify Nope %timeout=0\nButton ok Tap\n",
            ], root: "mods.mts")
        let tests = report.scripts[0].attempts[0].tests
        #expect(forms.count == 2, "the ignored test made no application")
        #expect(tests.map(\.skipped) == [true, false, false])
        #expect(tests[0].results.map(\.reason) == ["ignored (%ignore=true)"])
        #expect(tests.map(\.passed) == [true, true, false])
        #expect(
            tests[1].results.map(\.outcome) == [
                .passed, .passed, .expectedFailure, .expectedFailure, .passed, .passed, .passed,
            ])
        #expect(tests[1].results[2].place == "mods.mts:3")
        #expect(tests[1].results[2].reason?.hasPrefix("fail.mt:1: Label \"status\" text is") == true)
        #expect(tests[2].failures.map(\.place) == ["mods.mts:4"])
        #expect(report.summary.text.hasPrefix("3 tests: 1 passed, 1 failed, 1 skipped in "), "\(report.summary.text)")

        // A setup that stops the run leaves the test that should fail not run, not failed for passing.
        let stopping = try ScriptProgram.load(
            "stop.mts",
            from: MemorySources([
                "stop.mts": "Setup fail Run\nTest tap Run %shouldfail=true\n", "tap.mt": "Button ok Tap\n",
                "fail.mt": "Label status Verify Nope %timeout=0\n",
            ]))
        var apps: [PluginTestApp] = []
        let stopped = SuiteRunner(program: stopping) {
            apps.append(PluginTestApp())
            _ = PlaybackForm(in: apps[apps.count - 1])
            return apps[apps.count - 1].player(options: PlaybackOptions(stopOnFailure: true))
        }.run()
        let results = stopped.scripts[0].attempts[0].tests[0].results
        #expect(results.map(\.outcome) == [.passed, .failed, .notRun, .notRun])
        #expect(
            results[2].place == "stop.mts:2" && results[2].reason?.hasPrefix("playback stopped at the failure") == true)
    }
}
