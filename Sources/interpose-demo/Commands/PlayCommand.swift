import Foundation
import Interpose
import Plugins
import SampleApp

/// `play FILE`: plays a script on a fresh sample app and reports each command.
enum PlayCommand: DemoCommand {
    static let name = "play"
    static let summary = "play a script on a fresh sample app"
    static let help = """
        usage: interpose-demo play FILE|FOLDER... [--reporter NAME[=FILE]]... [--artifacts on-failure|all|none]
                                   [--json] [--junit FILE] [--html FILE] [--stop-on-failure]
                                   [--update-snapshots] [--var NAME=VALUE]... [--globals FILE]
                                   [--secret NAME=VALUE]... [--secrets-file FILE]
                                   [--workers N] [--shard I/N [--durations REPORT]] [--retries K]
                                   [--timeout-per-script S]

        Plays the script in FILE (text, or JSON when it ends in .json) on a fresh sample app: each
        command finds its component by type and identifier and acts through the same hooks a
        person's touches take. Prints a line per command, or the report as JSON.

        A script may call others (Script login.mt Run fred, Script login RunWith users.csv),
        found beside it; FILE may be a suite (.mts), whose tests each run on a fresh app.
        Every problem of the whole call tree is reported before anything runs.

        Given several files, a folder (every .mt and .mts under it, custom command files
        aside), or a runner option, play runs them all in worker processes, each script on a
        fresh app, and prints a line per script as it finishes, in order, then a summary:
        passed, failed, skipped, flaky, the slowest ten, wall time and virtual time. Progress
        goes to standard error. Every parse error of every script comes before anything runs.

          --reporter NAME[=FILE]  report as NAME, to FILE or standard output; repeat it for
                               several, which replace the text: text, json, junit (JUnit XML),
                               html (needs FILE), github (an annotation on each failed line,
                               and a summary added to $GITHUB_STEP_SUMMARY when it is set)
          --json               print the report as JSON (--reporter json)
          --junit FILE         also write the report as JUnit XML (--reporter junit=FILE)
          --html FILE          also write a page picturing each command: the screen before it,
                               its touches, and passed or failed (a failed command shows the
                               screen's components beside it); for a suite, each test's in
                               turn; for many scripts, a row per script linking to its replay
          --artifacts WHICH    for many scripts with --html, whose replay is pictured, in
                               FILE-replays/: on-failure (the default: a script that failed is
                               played again with pictures), all, none
          --stop-on-failure    stop at the first failed command; the rest are not run
          --update-snapshots   write each VerifySnapshot's snapshot that is missing or differs
                               (beside its script, in SCRIPT.snapshots/), saying which
          --var NAME=VALUE     a global variable, read as ${NAME}
          --globals FILE       read NAME=VALUE lines of global variables from FILE
          --secret NAME=VALUE  fill ${NAME} placeholders (secure text) with VALUE
          --secrets-file FILE  read NAME=VALUE lines from FILE
          --workers N          worker processes playing scripts at once (default: the cores)
          --shard I/N          play only the I-th of N parts, for a CI matrix of N machines
          --durations REPORT   deal the shards by each script's time in an earlier JSON report,
                               so they take about as long (scripts it lacks count the median)
          --retries K          play a failed script up to K more times; passing on a retry
                               marks it flaky, and every attempt is reported
          --timeout-per-script S  fail a script whose worker takes over S seconds, and replace it
        Secrets also come from INTERPOSE_SECRET_NAME environment variables. They never appear
        in any output.

        Exit codes: 0 every command (every script) passed, 1 one failed, 2 usage or parse errors.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(
            arguments, command: name, flags: ["json", "stop-on-failure", "update-snapshots"],
            options: PlayRun.options.union([
                "reporter", "artifacts", "junit", "html", "secret", "secrets-file", "var", "globals",
            ]))
        if parsed.has("help") { return Help.show(help) }
        let files = parsed.positionals
        guard let path = files.first else { throw UsageError("play: which script? (try play --help)") }
        if PlayRun.applies(to: parsed) { return try PlayRun.run(parsed) }
        let (setup, problems) = try self.setup(from: parsed)
        // Every problem of the globals file and of the whole call tree, in one pass.
        let program: ScriptProgram
        do {
            program = try load(path, known: setup.known)
        } catch let error as ScriptError {
            Console.error(ScriptError(diagnostics: problems + error.diagnostics).description)
            return 2
        }
        guard problems.isEmpty else {
            Console.error(ScriptError(diagnostics: problems).description)
            return 2
        }
        return try playHere(program, setup, parsed)
    }

    /// How players are set up from the options, and the globals file's problems.
    static func setup(from parsed: Arguments) throws -> (Setup, [ScriptDiagnostic]) {
        let secrets = try secrets(from: parsed)
        let (variables, problems) = try self.variables(from: parsed)
        var options = PlaybackOptions()
        options.stopOnFailure = parsed.has("stop-on-failure")
        let setup = Setup(
            options: options, secrets: secrets, variables: variables, updatesSnapshots: parsed.has("update-snapshots"))
        return (setup, problems)
    }

    /// How each player is set up.
    struct Setup {
        let options: PlaybackOptions
        let secrets: PlaybackSecrets
        let variables: [String: String]
        /// Whether `VerifySnapshot` writes missing and changed snapshots.
        let updatesSnapshots: Bool

        /// The variables a script may use without defining them: the globals and the secrets.
        var known: Set<String> { Set(variables.keys).union(secrets.names) }

        @MainActor
        func player(on rig: DemoRig) -> Player {
            let player = Player(
                application: rig.sample.application, options: options, secrets: secrets, bus: rig.host.bus,
                vocabulary: .sample)
            player.variables = variables
            player.snapshots.update = updatesSnapshots
            return player
        }
    }

    /// The program at `path`: a JSON script alone, or a text script or suite with what it calls.
    static func load(
        _ path: String, known: Set<String>, sources: any ScriptSources = FileSources()
    ) throws -> ScriptProgram {
        if path.hasSuffix(".json") {
            return try .checking(json: try Console.read(path), file: path, variables: known, vocabulary: .sample)
        }
        _ = try Console.read(path)  // an unreadable file is a usage error, as for every command
        return try ScriptProgram.load(path, from: sources, variables: known, vocabulary: .sample)
    }

    /// Plays a script or a suite here, reporting each command as it finishes.
    private static func playHere(_ program: ScriptProgram, _ setup: Setup, _ parsed: Arguments) throws -> Int32 {
        _ = try RunSettings(parsed)  // its options read as they do for a run of many
        let outputs = try RunOutputs(
            RunOutputs.specs(parsed), title: "Replay of \(program.root)", here: true, command: name,
            inputs: RunOutputs.inputs(parsed))
        outputs.reporter.begin(paths: [program.root], workers: 0)
        let script = try ProgramPlay.play(program, setup, reporter: outputs.reporter, replay: outputs.replay)
        outputs.reporter.scriptDidFinish(script)
        let summary = outputs.reporter.end(wallTime: script.wallTime)
        try outputs.commit()
        return summary.exitCode
    }

    /// The global variables `--globals FILE` and `--var NAME=VALUE` give, the latter winning,
    /// and the globals file's problems.
    private static func variables(from parsed: Arguments) throws -> ([String: String], [ScriptDiagnostic]) {
        var variables: [String: String] = [:]
        var problems: [ScriptDiagnostic] = []
        if let file = parsed.value("globals") {
            let text = String(decoding: try Console.read(file), as: UTF8.self)
            (variables, problems) = GlobalVariables.read(text, file: file)
        }
        for assignment in parsed.values("var") {
            do {
                let (name, value) = try GlobalVariables.assignment(assignment)
                variables[name] = value
            } catch {
                throw UsageError("play: --var \(error)")
            }
        }
        return (variables, problems)
    }

    /// The secrets the environment holds (`INTERPOSE_SECRET_NAME` variables).
    static func secrets() -> PlaybackSecrets {
        PlaybackSecrets.environment(ProcessInfo.processInfo.environment)
    }

    static func secrets(from parsed: Arguments) throws(UsageError) -> PlaybackSecrets {
        var secrets = secrets()
        do {
            if let file = parsed.value("secrets-file") { secrets.merge(try PlaybackSecrets(contentsOfFile: file)) }
            for assignment in parsed.values("secret") { try secrets.add(assignment: assignment) }
        } catch {
            throw UsageError("play: \(error)")
        }
        return secrets
    }
}
