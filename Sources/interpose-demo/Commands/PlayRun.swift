import Foundation
import Plugins

/// `play` over many scripts: files, folders and suites, played in worker processes, with
/// shards, retries, a progress line, and one report for the whole run.
@MainActor
enum PlayRun {
    /// The options only a run of many scripts takes.
    static let options: Set<String> = ["workers", "shard", "durations", "retries", "timeout-per-script"]

    /// Whether `play` runs many scripts: more than one input, a folder, or a runner option.
    static func applies(to parsed: Arguments) -> Bool {
        var isFolder: ObjCBool = false
        let first = parsed.positionals[0]
        return parsed.positionals.count > 1 || options.contains { parsed.value($0) != nil }
            || (FileManager.default.fileExists(atPath: first, isDirectory: &isFolder) && isFolder.boolValue)
    }

    static func run(_ parsed: Arguments) throws -> Int32 {
        let settings = try RunSettings(parsed)
        var paths: [String]
        do throws(ScriptCollection.Problem) {
            paths = try ScriptCollection.paths(parsed.positionals)
        } catch {
            throw UsageError("play: \(error)")
        }
        if let shard = settings.shard {
            paths = settings.durations.map { shard.select(paths, durations: $0) } ?? shard.select(paths)
        }
        let (setup, problems) = try PlayCommand.setup(from: parsed)
        // Every parse and load problem of every script, before anything runs.
        let diagnostics = try problems + CheckCommand.problems(of: paths, known: setup.known)
        guard diagnostics.isEmpty else {
            Console.error(ScriptError(diagnostics: diagnostics).description)
            return 2
        }
        return try play(paths, settings, setup, parsed)
    }

    private static func play(
        _ paths: [String], _ settings: RunSettings, _ setup: PlayCommand.Setup, _ parsed: Arguments
    ) throws -> Int32 {
        let outputs = try RunOutputs(
            RunOutputs.specs(parsed), title: "Run of \(paths.count) scripts", here: false, command: "play",
            inputs: paths + RunOutputs.inputs(parsed))
        // A worker is told where each script's page would go; the artifacts say which it writes
        // (on-failure: a script that failed, played again with a camera; none: no script).
        let jobs = paths.enumerated().map { index, path in
            WorkerJob(
                path: path, replay: outputs.replays.map { replayPage(for: path, at: index, in: $0) },
                artifacts: settings.artifacts)
        }
        let pool = WorkerPool(
            WorkerPool.Configuration(
                executable: workerExecutable, arguments: workerArguments(parsed),
                environment: secretEnvironment(setup.secrets), workers: settings.workers,
                timeoutPerScript: settings.timeout, retries: settings.retries))
        let progress = ProgressLine(total: paths.count)
        outputs.reporter.begin(paths: paths, workers: min(settings.workers, max(paths.count, 1)))
        let wallTime = pool.run(jobs, finished: outputs.reporter.scriptDidFinish) { progress.update($0) }
        progress.finish()
        let summary = outputs.reporter.end(wallTime: wallTime)
        try outputs.commit()
        return summary.exitCode
    }

    /// Where the worker pictures the replay of the `index`-th script, in `folder`.
    private static func replayPage(for path: String, at index: Int, in folder: String) -> String {
        let name = path.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        return "\(folder)/" + String(format: "%04d-", index + 1) + String(name) + ".html"
    }

    /// This program, started again as a worker.
    private static var workerExecutable: String {
        Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// `worker` and the play options a worker needs; secrets go by environment, not here.
    private static func workerArguments(_ parsed: Arguments) -> [String] {
        var arguments = ["worker"]
        if parsed.has("stop-on-failure") { arguments.append("--stop-on-failure") }
        if parsed.has("update-snapshots") { arguments.append("--update-snapshots") }
        if let globals = parsed.value("globals") { arguments += ["--globals", globals] }
        for assignment in parsed.values("var") { arguments += ["--var", assignment] }
        return arguments
    }

    /// The secrets as `INTERPOSE_SECRET_NAME` variables for the workers' environment.
    private static func secretEnvironment(_ secrets: PlaybackSecrets) -> [String: String] {
        var environment: [String: String] = [:]
        for name in secrets.names { environment["INTERPOSE_SECRET_\(name)"] = secrets[name] }
        return environment
    }
}
