import Foundation
import Plugins

/// `worker`: plays the scripts a runner sends over standard input, each on a fresh sample
/// app, and answers with each attempt on standard output (see ``WorkerMessage``).
enum WorkerCommand: DemoCommand {
    static let name = "worker"
    static let summary = "play scripts sent by play --workers (the runner's worker protocol)"
    static let help = """
        usage: interpose-demo worker [--var NAME=VALUE]... [--globals FILE] [--stop-on-failure] [--update-snapshots]

        Started by play when it runs several scripts: reads one line per script to play
        (run ID {"path":…}), plays each on a fresh sample app, and writes one line per result
        (done ID {…}), after a first ready line. Its input ending stops it. The README's
        "Running many scripts" section documents the protocol.

        Secrets come from INTERPOSE_SECRET_NAME environment variables, never from arguments.
        For testing the runner, INTERPOSE_WORKER_FAULT=crash:NAME,hang:NAME,crash-once:NAME,
        close-input:NAME makes the worker crash or hang when it is sent the script file NAME
        (crash-once: only while no file NAME.crashed stands beside the script, which it then
        leaves), or close its input, answer for NAME and exit.
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try Arguments(
            arguments, command: name, flags: ["stop-on-failure", "update-snapshots"], options: ["var", "globals"])
        if parsed.has("help") { return Help.show(help) }
        _ = try parsed.positionals(atMost: 0, command: name)
        let (setup, problems) = try PlayCommand.setup(from: parsed)
        guard problems.isEmpty else {
            Console.error(ScriptError(diagnostics: problems).description)
            return 2
        }
        let faults = Fault.parse(ProcessInfo.processInfo.environment["INTERPOSE_WORKER_FAULT"] ?? "")
        // One run's folders, listed once for all the scripts this worker plays.
        let sources = ListedOnceSources(FileSources())
        RunnerWorker.serve { job in
            Fault.inject(faults, for: job.path)
            return attempt(job, setup, sources: sources)
        }
        return 0
    }

    /// Plays `job` on fresh apps: its test cases and the page picturing them, if its artifacts
    /// pick it, or why it could not play.
    ///
    /// With `on-failure`, the default, a script plays without a camera, and one that failed is
    /// played again with it, as Playwright's `on-first-retry` traces: the sample app plays the
    /// same on its virtual clock, and a run that passes takes no pictures at all.
    static func attempt(
        _ job: WorkerJob, _ setup: PlayCommand.Setup, sources: any ScriptSources
    ) -> RunReport.Attempt {
        do {
            let program = try PlayCommand.load(job.path, known: setup.known, sources: sources)
            let artifacts = job.artifacts ?? .onFailure
            if let path = job.replay, artifacts == .all { return try picture(program, setup, to: path) }
            var attempt = try ProgramPlay.play(program, setup, reporter: nil, replay: nil).attempts[0]
            if let path = job.replay, artifacts == .onFailure, !attempt.passed {
                attempt.replay = try picture(program, setup, to: path).replay
            }
            return attempt
        } catch {
            return RunReport.Attempt(tests: [], error: "\(error)")
        }
    }

    /// Plays `program` with a camera and writes its page to `path`: the attempt, and where its
    /// page went.
    private static func picture(
        _ program: ScriptProgram, _ setup: PlayCommand.Setup, to path: String
    ) throws -> RunReport.Attempt {
        var page: SessionPage?
        let replay = ReplayFormat(artifacts: .all) { page = $1 }
        let script = try ProgramPlay.play(program, setup, reporter: nil, replay: replay)
        replay.scriptDidFinish(script)
        var attempt = script.attempts[0]
        if let page {
            // The folder of replays is made with the first page, so a run that pictures none makes none.
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Console.write(Data(page.html.utf8), to: path)
            attempt.replay = path
        }
        return attempt
    }

    /// A fault the runner's tests ask a worker to have.
    private enum Fault {
        case crash(String), hang(String), crashOnce(String), closeInput(String)

        static func parse(_ text: String) -> [Fault] {
            text.split(separator: ",").compactMap { entry in
                let parts = entry.split(separator: ":", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { return nil }
                switch parts[0] {
                case "crash": return .crash(parts[1])
                case "hang": return .hang(parts[1])
                case "crash-once": return .crashOnce(parts[1])
                case "close-input": return .closeInput(parts[1])
                default: return nil
                }
            }
        }

        static func inject(_ faults: [Fault], for path: String) {
            let name = URL(fileURLWithPath: path).lastPathComponent
            for fault in faults {
                switch fault {
                case .crash(name): fatalError("crashing on \(name), as INTERPOSE_WORKER_FAULT asks")
                case .hang(name): while true { sleep(60) }
                case .crashOnce(name):
                    let marker = path + ".crashed"
                    guard !FileManager.default.fileExists(atPath: marker) else { continue }
                    _ = FileManager.default.createFile(atPath: marker, contents: nil)
                    fatalError("crashing once on \(name), as INTERPOSE_WORKER_FAULT asks")
                case .closeInput(name): close(STDIN_FILENO)
                default: continue
                }
            }
        }
    }
}
