extension RunReport {
    /// One try at a script: the tests it played, how long it took, and why it has no result,
    /// if it has none.
    public struct Attempt: Hashable, Sendable, Codable {
        /// A test case for a script (named by its path), one per test and data row of a suite.
        public var tests: [TestCase]
        /// Seconds of wall-clock time the attempt took.
        public var wallTime: Double
        /// Why the attempt has no result: its worker crashed or hung. `nil` when it played.
        public var error: String?
        /// The page picturing the attempt's replay, when one was written.
        public var replay: String?

        /// An attempt that played `tests`, or failed with `error`.
        public init(tests: [TestCase], wallTime: Double = 0, error: String? = nil, replay: String? = nil) {
            (self.tests, self.wallTime, self.error, self.replay) = (tests, wallTime, error, replay)
        }

        /// Whether it played and every command passed (or was skipped, or failed as expected).
        public var passed: Bool { error == nil && tests.allSatisfy(\.passed) }

        /// Seconds of virtual time its commands took.
        public var virtualTime: Double { tests.reduce(0) { $0 + $1.duration } }

        /// Whether it played commands and every one was skipped.
        var skippedEverything: Bool {
            let commands = tests.reduce(0) { $0 + $1.commandCount }
            return error == nil && commands > 0 && tests.reduce(0) { $0 + $1.count(.skipped) } == commands
        }

        /// The first failed command, if one failed.
        public var firstFailure: CommandResult? { tests.lazy.compactMap { $0.failures.first }.first }

        /// The first failure for people: where, the command and why; or the worker's error.
        public var failure: String? {
            error ?? firstFailure.map { "\($0.place): \($0.commandText): \($0.reason ?? "failed")" }
        }
    }

    /// One test: a script played once, a suite's `Test` line or one of its data rows; every
    /// command it ran (its setups' and teardowns' too).
    public struct TestCase: Hashable, Sendable, Codable {
        /// The script, with `[@row]` for a data row: `login.mt[@2]`.
        public var name: String
        /// The results it kept, in order: every one, unless it kept fewer (``ResultRetention``).
        public var results: [CommandResult]
        /// When it began, and how long it took, in virtual seconds.
        public var start, duration: Double
        /// How many more results it had, by outcome, than ``results`` keeps.
        public var omitted: [CommandOutcome: Int]

        /// A test named `name` that ran what `results` and `omitted` say.
        public init(
            name: String, results: [CommandResult], start: Double = 0, duration: Double = 0,
            omitted: [CommandOutcome: Int] = [:]
        ) {
            (self.name, self.results, self.start, self.duration, self.omitted) =
                (name, results, start, duration, omitted)
        }

        /// Whether no command failed.
        public var passed: Bool { count(.failed) == 0 }

        /// Whether its script did not run: a suite's `Test … RunIf` whose check did not hold.
        public var skipped: Bool { passed && results.indices.contains { results[$0].skipsItsTest } }

        /// How many commands came out `outcome`, kept or omitted.
        public func count(_ outcome: CommandOutcome) -> Int {
            // By index: iterating would copy each result, a fifth of a report's time.
            var count = omitted.isEmpty ? 0 : omitted[outcome, default: 0]
            for index in results.indices where results[index].outcome == outcome { count += 1 }
            return count
        }

        /// How many commands it ran, kept or omitted.
        public var commandCount: Int { omitted.values.reduce(results.count, +) }

        /// The results kept that failed.
        public var failures: [CommandResult] { results.filter { $0.outcome == .failed } }
    }
}

extension CommandResult {
    /// Whether it is a suite's `Test … RunIf` line that did not run its script: the test is
    /// skipped, and its report keeps this result whatever else it leaves out.
    var skipsItsTest: Bool { outcome == .skipped && command.isOn("Test") }
}
