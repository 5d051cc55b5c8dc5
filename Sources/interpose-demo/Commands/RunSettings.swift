import Foundation
import Plugins

/// The runner's options, read and checked.
struct RunSettings {
    let workers: Int
    let shard: Shard?
    let retries: Int
    let timeout: Double?
    let artifacts: Artifacts
    /// Seconds each script took in the report `--durations` names, to deal the shards by.
    let durations: [String: Double]?

    init(_ parsed: Arguments) throws(UsageError) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        workers = try Self.number(parsed, "workers", minimum: 1) ?? cores
        retries = try Self.number(parsed, "retries", minimum: 0) ?? 0
        if let text = parsed.value("timeout-per-script") {
            guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
                throw UsageError("play: --timeout-per-script takes seconds above 0, not \(text)")
            }
            timeout = seconds
        } else {
            timeout = nil
        }
        let which = parsed.value("artifacts") ?? Artifacts.onFailure.rawValue
        guard let artifacts = Artifacts(rawValue: which) else {
            throw UsageError("play: --artifacts takes on-failure, all or none, not \(which)")
        }
        self.artifacts = artifacts
        do throws(Shard.Problem) {
            shard = try parsed.value("shard").map { spec throws(Shard.Problem) in try Shard(parsing: spec) }
        } catch {
            throw UsageError("play: --shard: \(error)")
        }
        durations = try parsed.value("durations").map { file throws(UsageError) in try Self.durations(in: file) }
        guard durations == nil || shard != nil else {
            throw UsageError("play: --durations deals the parts of --shard I/N; give both")
        }
    }

    /// Seconds each script took in the report at `file`, by path.
    private static func durations(in file: String) throws(UsageError) -> [String: Double] {
        let report = try ReportFile.read(file, for: "play: --durations")
        return Dictionary(report.scripts.map { ($0.path, $0.wallTime) }) { max($0, $1) }
    }

    private static func number(_ parsed: Arguments, _ option: String, minimum: Int) throws(UsageError) -> Int? {
        guard let text = parsed.value(option) else { return nil }
        guard let value = Int(text), value >= minimum else {
            throw UsageError("play: --\(option) takes a whole number of at least \(minimum), not \(text)")
        }
        return value
    }
}
