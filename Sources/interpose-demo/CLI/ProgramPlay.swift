import Plugins
import SampleApp

/// Playing a loaded program on fresh sample apps, as `play FILE` and a runner's worker do: one
/// attempt at it, a test case for a script, one per test and data row of a suite.
@MainActor
enum ProgramPlay {
    /// Plays `program`, telling `reporter` each command as it finishes and keeping the results
    /// its formats need (every result without one), pictured by `replay` when given.
    static func play(
        _ program: ScriptProgram, _ setup: PlayCommand.Setup, reporter: RunReporter?, replay: ReplayFormat?
    ) throws -> RunReport.ScriptRun {
        func player() throws -> Player {
            let rig = try DemoRig { sample in
                replay.map { [$0.camera(for: sample.application, vocabulary: .sample, secrets: setup.secrets)] } ?? []
            }
            try rig.quietForPlayback()
            return setup.player(on: rig)
        }
        let (root, keeps) = (program.root, reporter?.keeps ?? .all)
        if program.isSuite {
            let run = SuiteRunner(program: program, makePlayer: player).run(keeping: keeps) {
                reporter?.commandDidFinish($0, script: root, test: $1)
            }
            return run.scripts[0]
        }
        let run = ScriptRunner(program: program, player: try player()).run(keeping: keeps) {
            reporter?.commandDidFinish($0, script: root, test: root)
        }
        return run.scripts[0]
    }
}
