/// What a run of many scripts did: each script with every attempt, in a stable order (by
/// path), the number of workers and the run's wall time.
///
/// A run report reads back from its JSON (``json()``), so shards of a CI matrix each write
/// one and ``merged(_:)`` makes them one.
///
/// ```swift
/// let report = try RunReport(json: Data(contentsOf: url))
/// report.summary.failed   // how many scripts failed every attempt
/// ```
public struct RunReport: Hashable, Sendable, Codable {
    /// How a script came out over its attempts.
    public enum Status: String, Hashable, Sendable, Codable {
        /// Its first attempt passed.
        case passed
        /// Every attempt failed.
        case failed
        /// Its first attempt played no command: each one was ignored.
        case skipped
        /// An attempt failed and a later one passed.
        case flaky
    }

    /// One try at a script: what it played, how long it took, and why it stopped early, if it
    /// did.
    public struct Attempt: Hashable, Sendable, Codable {
        /// A test case for the script (named by its path), or one per test and data row of a
        /// suite.
        public var tests: [SuiteReport.TestCase]
        /// Seconds of wall-clock time the attempt took, from handing out the script to its
        /// result.
        public var wallTime: Double
        /// Why the attempt has no result: its worker crashed or hung. `nil` when it played.
        public var error: String?
        /// The page picturing the attempt's replay, when one was written.
        public var replay: String?

        /// An attempt that played `tests`, or failed with `error`.
        public init(tests: [SuiteReport.TestCase], wallTime: Double = 0, error: String? = nil, replay: String? = nil) {
            self.tests = tests
            self.wallTime = wallTime
            self.error = error
            self.replay = replay
        }

        /// Whether it played and every command passed (or was skipped, or failed as expected).
        public var passed: Bool { error == nil && tests.allSatisfy(\.passed) }

        /// Seconds of virtual time its commands took.
        public var virtualTime: Double { tests.reduce(0) { $0 + $1.report.duration } }

        /// Whether it played commands and every one was skipped.
        var skippedEverything: Bool {
            let results = tests.flatMap(\.report.results)
            return error == nil && !results.isEmpty && results.allSatisfy { $0.outcome == .skipped }
        }

        /// The first failure, as a line for people: the step and why, or the worker's error.
        public var failure: String? {
            if let error { return error }
            for test in tests {
                guard let step = test.failedStep else { continue }
                return "\(step.place): \(step.commandText): \(step.reason ?? "failed")"
            }
            return nil
        }
    }

    /// One script of the run and every attempt at it, the last one deciding.
    public struct ScriptRun: Hashable, Sendable, Codable {
        /// The script's path, as given or found in a folder.
        public var path: String
        /// Every attempt, in order; more than one when retries were allowed and it failed.
        public var attempts: [Attempt]

        /// A script and its attempts.
        public init(path: String, attempts: [Attempt]) {
            self.path = path
            self.attempts = attempts
        }

        /// How it came out.
        public var status: Status {
            guard let last = attempts.last, last.passed else { return .failed }
            if attempts.count > 1 { return .flaky }
            return last.skippedEverything ? .skipped : .passed
        }

        /// Seconds of wall-clock time over every attempt.
        public var wallTime: Double { attempts.reduce(0) { $0 + $1.wallTime } }

        /// Seconds of virtual time over every attempt.
        public var virtualTime: Double { attempts.reduce(0) { $0 + $1.virtualTime } }
    }

    /// Every script, ordered by path.
    public var scripts: [ScriptRun]
    /// Seconds of wall-clock time the whole run took.
    public var wallTime: Double
    /// How many worker processes played the scripts.
    public var workers: Int

    /// A report of `scripts` run by `workers` workers in `wallTime` seconds.
    public init(scripts: [ScriptRun], wallTime: Double, workers: Int) {
        self.scripts = scripts
        self.wallTime = wallTime
        self.workers = workers
    }

    /// The counts, the slowest scripts and the times.
    public var summary: RunSummary {
        var summary = RunSummary()
        for script in scripts { summary.add(script) }
        summary.wallTime = wallTime
        return summary
    }

    /// 0 when no script failed, 1 otherwise.
    public var exitCode: Int32 { scripts.contains { $0.status == .failed } ? 1 : 0 }

    /// One report of several (the shards of a matrix): every script, ordered by path; the wall
    /// time of the longest, as shards run side by side; the workers of all.
    public static func merged(_ reports: [RunReport]) -> RunReport {
        RunReport(
            scripts: reports.flatMap(\.scripts).sorted { $0.path < $1.path },
            wallTime: reports.map(\.wallTime).max() ?? 0, workers: reports.reduce(0) { $0 + $1.workers })
    }
}
