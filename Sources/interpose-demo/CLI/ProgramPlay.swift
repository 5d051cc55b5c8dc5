import Plugins
import SampleApp

/// Playing a loaded program on fresh sample apps, as `play SUITE` and a runner's worker do: its test cases
/// (one for a script, one per test and data row of a suite) and, when asked, the page
/// picturing the replay.
@MainActor
enum ProgramPlay {
    static func play(
        _ program: ScriptProgram, _ setup: PlayCommand.Setup, pictured: Bool
    ) throws -> (tests: [SuiteReport.TestCase], page: String?) {
        var cameras: [SessionCamera] = []
        func player() throws -> Player {
            let rig = try DemoRig { sample in
                guard pictured else { return [] }
                cameras.append(SessionCamera(application: sample.application, source: .player))
                return [cameras[cameras.count - 1]]
            }
            try rig.quietForPlayback()
            return setup.player(on: rig)
        }
        let title = "Replay of \(program.root)"
        if program.isSuite {
            let report = SuiteRunner(program: program, makePlayer: player).run()
            let cases = zip(report.tests, cameras).map { (name: $0.name, frames: $1.frames) }
            return (report.tests, pictured ? SessionPage(testCases: cases, title: title).html : nil)
        }
        let report = ScriptRunner(program: program, player: try player()).run()
        let page = cameras.first.map { $0.page(title: title).html }
        return ([SuiteReport.TestCase(name: program.root, report: report)], page)
    }
}
