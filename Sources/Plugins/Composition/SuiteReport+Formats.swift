import Foundation

extension SuiteReport {
    /// The report as JSON: each test case with its name, whether it passed, the step that
    /// failed, and every command it ran.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(JSONForm(self)) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The report as JUnit XML: a test case per test and per data row, its failure naming the
    /// step that failed and where (`login.mt[@2]:5 ← suite.mts:1`).
    public func junitXML() -> String {
        let name = XMLText.escaped(suite, keepingLineBreaks: true)
        let failures = tests.count { !$0.passed }
        let time = String(format: "%.3f", duration)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"\(name)\" tests=\"\(tests.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(time)\">",
            "  <testsuite name=\"\(name)\" tests=\"\(tests.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(time)\">",
        ]
        for test in tests {
            let open =
                "    <testcase name=\"\(XMLText.escaped(test.name, keepingLineBreaks: true))\" classname=\"\(name)\" "
                + "time=\"\(String(format: "%.3f", test.report.duration))\""
            guard let step = test.failedStep else {
                lines.append(open + "/>")
                continue
            }
            let message = XMLText.escaped(
                "\(step.place): \(step.commandText): \(step.reason ?? "failed")", keepingLineBreaks: true)
            lines += [
                open + ">", "      <failure message=\"\(message)\" type=\"StepFailed\">\(message)</failure>",
                "      <system-out>\(XMLText.escaped(test.report.commandLines.joined(separator: "\n"), keepingLineBreaks: true))</system-out>",
                "    </testcase>",
            ]
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }
}

private struct JSONForm: Encodable {
    struct Case: Encodable {
        let name: String
        let passed: Bool
        let failedStep: String?
        let duration: Double
        let commands: [Step]
    }

    struct Step: Encodable {
        let place: String
        let text: String
        let outcome: CommandOutcome
        let reason: String?
        let note: String?
        let warnings: [String]
    }

    let suite: String
    let tests: [Case]
    let passed, failed: Int
    let exitCode: Int32

    init(_ report: SuiteReport) {
        suite = report.suite
        tests = report.tests.map { test in
            Case(
                name: test.name, passed: test.passed,
                failedStep: test.failedStep.map { "\($0.place): \($0.commandText)" }, duration: test.report.duration,
                commands: test.report.results.map {
                    Step(
                        place: $0.place, text: $0.commandText, outcome: $0.outcome, reason: $0.reason, note: $0.note,
                        warnings: $0.warnings)
                })
        }
        failed = report.tests.count { !$0.passed }
        passed = report.tests.count - failed
        exitCode = report.exitCode
    }
}
