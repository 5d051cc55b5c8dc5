/// A run's counts, its slowest scripts and its times, added up one script at a time, so a run
/// of any length keeps only this much.
public struct RunSummary: Hashable, Sendable {
    /// How many scripts the summary counts.
    public private(set) var total = 0
    /// Scripts whose first attempt passed.
    public private(set) var passed = 0
    /// Scripts that failed every attempt.
    public private(set) var failed = 0
    /// Scripts whose every command was ignored.
    public private(set) var skipped = 0
    /// Scripts that failed, then passed on a retry.
    public private(set) var flaky = 0
    /// The tests of the scripts' last attempts: one a script, one per test and data row of a
    /// suite.
    public private(set) var tests = 0
    /// How many of ``tests`` failed.
    public private(set) var failedTests = 0
    /// The commands of the scripts' last attempts, by outcome, kept or omitted.
    public private(set) var commands: [CommandOutcome: Int] = [:]
    /// The ten slowest scripts by wall-clock time, slowest first.
    public private(set) var slowest: [Timed] = []
    /// Seconds of virtual time over every script.
    public private(set) var virtualTime = 0.0
    /// Seconds of wall-clock time the run took.
    public var wallTime: Double
    /// How many workers played the scripts; 0 when they played in this process.
    public var workers: Int
    /// How many of the scripts are suites.
    private var suites = 0

    /// How many scripts ``slowest`` keeps.
    public static let slowestKept = 10

    /// A script and the wall-clock seconds it took.
    public struct Timed: Hashable, Sendable {
        /// The script's path.
        public var path: String
        /// Seconds of wall-clock time over its attempts.
        public var wallTime: Double
    }

    /// An empty summary of a run by `workers` workers (0: in this process).
    public init(workers: Int = 0, wallTime: Double = 0) {
        self.workers = workers
        self.wallTime = wallTime
    }

    /// Counts `script`.
    public mutating func add(_ script: RunReport.ScriptRun) {
        total += 1
        switch script.status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .skipped: skipped += 1
        case .flaky: flaky += 1
        }
        if ScriptProgram.isSuite(script.path) { suites += 1 }
        for test in script.attempts.last?.tests ?? [] {
            (tests, failedTests) = (tests + 1, failedTests + (test.passed ? 0 : 1))
            for outcome in CommandOutcome.allCases where test.count(outcome) > 0 {
                commands[outcome, default: 0] += test.count(outcome)
            }
        }
        virtualTime += script.virtualTime
        let entry = Timed(path: script.path, wallTime: script.wallTime)
        let place = slowest.firstIndex { $0.wallTime < entry.wallTime } ?? slowest.endIndex
        if place < Self.slowestKept {
            slowest.insert(entry, at: place)
            if slowest.count > Self.slowestKept { slowest.removeLast() }
        }
    }

    /// The summary for people. A script played in this process is summed up by its commands
    /// (a suite by its tests), in virtual time; a run of many by its scripts:
    ///
    /// ```
    /// 12 commands: 10 passed, 1 failed, 1 skipped in 7.5 s of virtual time
    /// 3 tests: 2 passed, 1 failed in 9.25 s of virtual time
    /// 4 scripts: 2 passed, 1 failed, 0 skipped, 1 flaky
    /// slowest:
    ///   0.210 s  login.mt
    /// wall time 1.204 s, virtual time 31.500 s, 2 workers
    /// ```
    public var text: String {
        let seconds = "in \(((virtualTime * 1_000).rounded() / 1_000).scriptDescription) s of virtual time"
        guard workers == 0, total == 1 else { return scriptsText }
        if suites > 0 {
            let counts = [(tests - failedTests, "passed"), (failedTests, "failed")].filter { $0.0 > 0 }
            return "\(Self.counted(tests, "test")): \(Self.listed(counts, or: "none run")) \(seconds)"
        }
        let counts = Self.words.map { (commands[$0.0, default: 0], $0.1) }.filter { $0.0 > 0 }
        let all = commands.values.reduce(0, +)
        return "\(Self.counted(all, "command")): \(Self.listed(counts, or: "none played")) \(seconds)"
    }

    /// The summary of a run of many: its scripts, the slowest, wall and virtual time.
    private var scriptsText: String {
        var lines = [
            "\(Self.counted(total, "script")): \(passed) passed, \(failed) failed, \(skipped) skipped, \(flaky) flaky"
        ]
        if !slowest.isEmpty { lines += ["slowest:"] + slowest.map { "  \(Seconds.text($0.wallTime))  \($0.path)" } }
        let times = "wall time \(Seconds.text(wallTime)), virtual time \(Seconds.text(virtualTime))"
        return (lines + ["\(times), \(Self.counted(workers, "worker"))"]).joined(separator: "\n")
    }

    /// How the text names each outcome, in its order.
    static let words: [(CommandOutcome, String)] = [
        (.passed, "passed"), (.failed, "failed"), (.expectedFailure, "failed as expected"), (.skipped, "skipped"),
        (.notRun, "not run"),
    ]

    private static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }

    private static func listed(_ counts: [(Int, String)], or none: String) -> String {
        counts.isEmpty ? none : counts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }
}

/// Seconds as reports print them.
enum Seconds {
    /// `1.204 s`: milliseconds shown.
    static func text(_ seconds: Double) -> String {
        plain(seconds) + " s"
    }

    /// `1.204`: for XML attributes.
    static func plain(_ seconds: Double) -> String {
        let millis = Int((seconds * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
