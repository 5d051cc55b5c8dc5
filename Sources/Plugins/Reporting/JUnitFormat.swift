/// The report as JUnit XML for CI systems, written as the run goes: a `testsuite` per test of
/// each script's last attempt (one for a script, one per test and data row of a suite), a
/// `testcase` per command at its file and line, each timed in virtual seconds (the script's
/// wall time is a property).
///
/// A failed command is a `failure` whose message is its reason and whose body adds the screen it
/// failed on; a skipped or not-run one is `skipped`. Each suite's properties give the script's
/// status, attempts and times; earlier attempts are in `system-out`; a worker that crashed or
/// hung is an `error`. junitparser and GitHub's test-report actions read it.
public final class JUnitFormat: ReportFormat {
    private let write: (String) -> Void

    /// A format handing its text to `write`, a script at a time.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Keeps every result: each is a test case.
    public var keeps: ResultRetention { .all }

    /// Writes the document's head.
    public func runWillBegin(paths: [String], workers: Int) {
        write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"interpose\">\n")
    }

    /// Writes the script's suites.
    public func scriptDidFinish(_ script: RunReport.ScriptRun) {
        guard let last = script.attempts.last else { return }
        let earlier = script.attempts.dropLast().enumerated().map { "attempt \($0 + 1): \($1.failure ?? "passed")" }
        let properties = [
            ("status", script.status.rawValue), ("attempts", "\(script.attempts.count)"),
            ("wallTime", Seconds.plain(script.wallTime)), ("virtualTime", Seconds.plain(script.virtualTime)),
        ].map { "<property name=\"\($0.0)\" value=\"\(Self.escaped($0.1))\"/>" }
        let head = "    <properties>\(properties.joined())</properties>\n"
        let out = Markup.lines(earlier)
        let tail = earlier.isEmpty ? "" : "    <system-out>\(out)</system-out>\n"
        if let error = last.error {
            let cases =
                "    <testcase name=\"worker\" classname=\"\(Self.escaped(script.path))\" time=\"0.000\">\n"
                + "      <error message=\"\(Self.escaped(error))\" type=\"WorkerFailed\">\(Self.escaped(error))</error>\n"
                + "    </testcase>\n"
            return write(suite(script.path, counts: (1, 0, 1, 0), time: last.wallTime, head + cases + tail))
        }
        for test in last.tests {
            let name = test.name == script.path ? script.path : "\(script.path) › \(test.name)"
            let counts = (test.commandCount, test.count(.failed), 0, test.count(.skipped) + test.count(.notRun))
            let cases = test.results.map { Self.testCase($0, suite: name, file: $0.sourceFile(in: script.path)) }
                .joined()
            write(suite(name, counts: counts, time: test.duration, head + cases + tail))
        }
    }

    /// Writes the document's end.
    public func runDidEnd(_ summary: RunSummary) {
        write("</testsuites>\n")
    }

    private func suite(_ name: String, counts: (Int, Int, Int, Int), time: Double, _ body: String) -> String {
        "  <testsuite name=\"\(Self.escaped(name))\" tests=\"\(counts.0)\" failures=\"\(counts.1)\" "
            + "errors=\"\(counts.2)\" skipped=\"\(counts.3)\" time=\"\(Seconds.plain(time))\">\n\(body)  </testsuite>\n"
    }

    /// A command's `testcase`, named by its place and text, at its line of `file`.
    static func testCase(_ result: CommandResult, suite: String, file: String) -> String {
        let open =
            "    <testcase name=\"\(escaped("\(result.place): \(result.commandText)"))\" "
            + "classname=\"\(escaped(suite))\" file=\"\(escaped(file))\" line=\"\(result.line)\" "
            + "time=\"\(Seconds.plain(result.duration))\""
        let reason = escaped(result.reason ?? "")
        switch result.outcome {
        case .passed: return open + "/>\n"
        case .failed:
            let screen = result.screen.map { "\n\non screen:\n" + $0.marked.joined(separator: "\n") } ?? ""
            let body = Markup.lines([(result.reason ?? "failed") + screen])
            return open
                + ">\n      <failure message=\"\(reason)\" type=\"CommandFailed\">\(body)</failure>\n    </testcase>\n"
        case .skipped, .notRun: return open + ">\n      <skipped message=\"\(reason)\"/>\n    </testcase>\n"
        case .expectedFailure:
            return open + ">\n      <system-out>failed as expected: \(reason)</system-out>\n    </testcase>\n"
        }
    }

    /// `text` with markup characters as entities and line breaks kept.
    static func escaped(_ text: String) -> String {
        XMLText.escaped(text, keepingLineBreaks: true)
    }
}
