/// A script of a run in JUnit XML: a `testsuite` per test of its last attempt (one for a
/// script, one per test and data row of a suite), a `testcase` per command, wall and virtual
/// time as properties, and earlier attempts in `system-out`.
enum RunJUnit {
    static func suites(for script: RunReport.ScriptRun) -> [String] {
        guard let last = script.attempts.last else { return [] }
        let earlier = script.attempts.dropLast().enumerated().map { index, attempt in
            "attempt \(index + 1): \(attempt.failure ?? "passed")"
        }
        let properties = [
            ("status", script.status.rawValue), ("attempts", "\(script.attempts.count)"),
            ("wallTime", Seconds.plain(script.wallTime)), ("virtualTime", Seconds.plain(script.virtualTime)),
        ]
        guard last.error == nil else {
            let name = escaped(script.path)
            let error = escaped(last.failure ?? "failed")
            return [
                "  <testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"1\" time=\"\(Seconds.plain(last.wallTime))\">",
                propertiesXML(properties),
                "    <testcase name=\"worker\" classname=\"\(name)\" time=\"\(Seconds.plain(last.wallTime))\">",
                "      <error message=\"\(error)\" type=\"WorkerFailed\">\(error)</error>",
                "    </testcase>",
            ] + systemOut(earlier) + ["  </testsuite>"]
        }
        return last.tests.flatMap { test in
            suite(test, of: script, properties: properties, wallTime: last.wallTime, earlier: earlier)
        }
    }

    private static func suite(
        _ test: SuiteReport.TestCase, of script: RunReport.ScriptRun, properties: [(String, String)],
        wallTime: Double, earlier: [String]
    ) -> [String] {
        let name = escaped(test.name == script.path ? script.path : "\(script.path) › \(test.name)")
        let results = test.report.results
        let failures = results.count { $0.outcome == .failed }
        let skipped = results.count { $0.outcome == .skipped || $0.outcome == .notRun }
        var lines = [
            "  <testsuite name=\"\(name)\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" "
                + "skipped=\"\(skipped)\" time=\"\(Seconds.plain(wallTime))\">",
            propertiesXML(properties),
        ]
        for result in results {
            lines += PlaybackReport.junitTestCase(result, name: "\(result.place): \(result.commandText)", suite: name)
        }
        return lines + systemOut(earlier) + ["  </testsuite>"]
    }

    private static func propertiesXML(_ properties: [(String, String)]) -> String {
        let items = properties.map { "<property name=\"\($0.0)\" value=\"\(escaped($0.1))\"/>" }
        return "    <properties>\(items.joined())</properties>"
    }

    private static func systemOut(_ lines: [String]) -> [String] {
        lines.isEmpty ? [] : ["    <system-out>\(escaped(lines.joined(separator: "\n")))</system-out>"]
    }

    private static func escaped(_ text: String) -> String {
        XMLText.escaped(text, keepingLineBreaks: true)
    }
}
