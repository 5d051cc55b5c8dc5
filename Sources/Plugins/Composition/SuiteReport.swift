/// What a suite run did: a test case per test and per data row, each with the commands it ran
/// (its setups' and teardowns' included) and the step that failed.
public struct SuiteReport: Hashable, Sendable, Codable {
    /// One test: a `Test` line, or one data row of a `Test … RunWith`.
    public struct TestCase: Hashable, Sendable, Codable {
        /// The test's script, with `[@row]` for a data row: `login.mt[@2]`.
        public var name: String
        /// Every command it ran, in order.
        public var report: PlaybackReport

        /// A test case named `name` that ran what `report` says.
        public init(name: String, report: PlaybackReport) {
            self.name = name
            self.report = report
        }

        /// Whether every command passed (or failed as expected, or was skipped).
        public var passed: Bool { report.passed }

        /// The first command that failed, if one did.
        public var failedStep: CommandResult? { report.failures.first }
    }

    /// The suite's file.
    public var suite: String
    /// Its test cases, in the order they ran.
    public var tests: [TestCase]

    /// A report of `tests` run from `suite`.
    public init(suite: String, tests: [TestCase]) {
        self.suite = suite
        self.tests = tests
    }

    /// Whether every test passed.
    public var passed: Bool { tests.allSatisfy(\.passed) }

    /// 0 when every test passed, 1 otherwise.
    public var exitCode: Int32 { passed ? 0 : 1 }

    /// The virtual time every test took, added up.
    public var duration: Double { tests.reduce(0) { $0 + $1.report.duration } }

    /// A line per test (and, under it, a line per command it ran), then a summary.
    public var text: String {
        var lines: [String] = []
        for test in tests {
            let verdict = test.passed ? "passed" : "failed"
            lines.append("\(test.name) ... \(verdict)")
            lines += test.report.commandLines.map { "  \($0)" }
        }
        lines.append("")
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// How many tests passed and failed, and the virtual time they took.
    public var summary: String {
        let failed = tests.count { !$0.passed }
        let counts = [(tests.count - failed, "passed"), (failed, "failed")].filter { $0.0 > 0 }
        let seconds = (duration * 1_000).rounded() / 1_000
        let noun = tests.count == 1 ? "1 test" : "\(tests.count) tests"
        let parts = counts.isEmpty ? "none run" : counts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
        return "\(noun): \(parts) in \(seconds.scriptDescription) s of virtual time"
    }
}
