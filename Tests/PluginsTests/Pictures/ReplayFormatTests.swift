import Components
import Plugins
import Testing

/// The pictured replays as a format: which scripts get a page is what the artifacts pick.
@MainActor
@Suite struct ReplayFormatTests {
    /// A script of one command that came out `outcome`.
    private func script(_ path: String, _ outcome: CommandOutcome) -> RunReport.ScriptRun {
        let result = CommandResult(
            line: 1, command: Command("Button", "ok", "Tap"), outcome: outcome, start: 0, duration: 0)
        return RunReport.ScriptRun(
            path: path, attempts: [RunReport.Attempt(tests: [RunReport.TestCase(name: path, results: [result])])])
    }

    @Test(
        "on-failure pictures the failed scripts, all every one, none nothing",
        arguments: [
            (Artifacts.onFailure, ["b.mt"]), (.all, ["a.mt", "b.mt"]), (.none, []),
        ])
    func picks(_ artifacts: Artifacts, _ expected: [String]) {
        var pictured: [String] = []
        let replays = ReplayFormat(artifacts: artifacts) { script, page in
            pictured.append(script.path)
            #expect(page.title == "Replay of \(script.path)")
        }
        replays.scriptDidFinish(script("a.mt", .passed))
        replays.scriptDidFinish(script("b.mt", .failed))
        #expect(pictured == expected)
    }
}
