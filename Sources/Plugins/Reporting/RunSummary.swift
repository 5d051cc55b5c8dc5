/// A run's counts, its slowest scripts and its times, added up one script at a time, so a run
/// of any length keeps only this much.
public struct RunSummary: Sendable {
    /// How many scripts it counts, and how many of them passed at once, failed every attempt,
    /// had every command ignored, or failed and then passed on a retry.
    public private(set) var total = 0, passed = 0, failed = 0, skipped = 0, flaky = 0
    /// The tests of the scripts' last attempts (one a script, one per test and data row of a
    /// suite), how many of them failed, and how many were skipped (a `Test … RunIf` that did not hold).
    public private(set) var tests = 0, failedTests = 0, skippedTests = 0
    /// The commands of the scripts' last attempts, by outcome, kept or omitted.
    public private(set) var commands: [CommandOutcome: Int] = [:]
    /// The ten slowest scripts, slowest first, with their seconds of wall-clock time.
    public private(set) var slowest: [(path: String, wallTime: Double)] = []
    /// Seconds of virtual time over every script.
    public private(set) var virtualTime = 0.0
    /// Seconds of wall-clock time the run took.
    public var wallTime: Double
    /// How many workers played the scripts; 0 when they played in this process.
    public var workers: Int
    /// How many of the scripts are suites.
    private var suites = 0

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
            (tests, failedTests, skippedTests) = (
                tests + 1, failedTests + (test.passed ? 0 : 1), skippedTests + (test.skipped ? 1 : 0)
            )
            for outcome in CommandOutcome.allCases {
                let count = test.count(outcome)
                if count > 0 { commands[outcome, default: 0] += count }
            }
        }
        virtualTime += script.virtualTime
        let place = slowest.firstIndex { $0.wallTime < script.wallTime } ?? slowest.endIndex
        if place < 10 {
            slowest.insert((script.path, script.wallTime), at: place)
            if slowest.count > 10 { slowest.removeLast() }
        }
    }

    /// What a command-line tool exits with: 0 when no script failed, 1 otherwise.
    public var exitCode: Int32 { failed > 0 ? 1 : 0 }

    /// The summary for people: of a script played in this process, its commands (a suite's,
    /// its tests) in virtual time; of a run of many, its scripts, the slowest and the times.
    ///
    /// ```
    /// 12 commands: 10 passed, 1 failed, 1 skipped in 7.5 s of virtual time
    /// 4 scripts: 2 passed, 1 failed, 0 skipped, 1 flaky
    /// ```
    public var text: String {
        let seconds = "in \(((virtualTime * 1_000).rounded() / 1_000).scriptDescription) s of virtual time"
        guard workers == 0, total == 1 else { return scriptsText }
        if suites > 0 {
            let counts = [
                (tests - failedTests - skippedTests, "passed"), (failedTests, "failed"), (skippedTests, "skipped"),
            ].filter { $0.0 > 0 }
            return "\(Self.counted(tests, "test")): \(Self.listed(counts, or: "none run")) \(seconds)"
        }
        let counts = Self.words.map { (commands[$0.0, default: 0], $0.1) }.filter { $0.0 > 0 }
        let all = commands.values.reduce(0, +)
        return "\(Self.counted(all, "command")): \(Self.listed(counts, or: "none played")) \(seconds)"
    }

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
