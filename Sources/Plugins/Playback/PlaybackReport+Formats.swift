import Foundation

/// The report as JSON for programs and JUnit XML for CI systems.
extension PlaybackReport {
    /// The report as JSON: stable key order, the run's counts, and a result per command.
    ///
    /// ```json
    /// {
    ///   "duration" : 1.5,
    ///   "exitCode" : 1,
    ///   "failed" : 1,
    ///   ...
    ///   "results" : [ { "command" : { "action" : "Tap", ... }, "line" : 3, "outcome" : "failed",
    ///                   "reason" : "no Button \"Done\" on screen (line 3); ...", "start" : 0.5,
    ///                   "duration" : 2, "text" : "Button Done Tap" } ]
    /// }
    /// ```
    ///
    /// It reads back with `JSONDecoder` as a ``PlaybackReport``.
    ///
    /// - Returns: UTF-8 JSON, pretty-printed with sorted keys.
    public func json() -> String {
        guard let data = try? ReportJSON.encoder.encode(ReportJSON(self)) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The report as JUnit XML: one `testsuite`, a `testcase` per command (named by its line
    /// and text), with a `failure` for each failed command, `skipped` for ignored and not-run
    /// ones, and the virtual time of each.
    ///
    /// - Parameter suiteName: The test suite's name, such as the script's file name.
    /// - Returns: The XML document.
    public func junitXML(suiteName: String = "script") -> String {
        let suite = XML.escaped(suiteName)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"\(suite)\" tests=\"\(commandCount)\" failures=\"\(count(.failed))\" "
                + "errors=\"0\" skipped=\"\(count(.skipped) + count(.notRun))\" time=\"\(XML.seconds(duration))\">",
            "  <testsuite name=\"\(suite)\" tests=\"\(commandCount)\" failures=\"\(count(.failed))\" errors=\"0\" "
                + "skipped=\"\(count(.skipped) + count(.notRun))\" time=\"\(XML.seconds(duration))\">",
        ]
        for result in results {
            lines += Self.junitTestCase(result, name: "line \(result.line): \(result.commandText)", suite: suite)
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A command's `testcase` element, named `name`, in the suite whose escaped name is
    /// `suite`, timed in virtual seconds.
    static func junitTestCase(_ result: CommandResult, name: String, suite: String) -> [String] {
        let name = XML.escaped(name)
        let open = "    <testcase name=\"\(name)\" classname=\"\(suite)\" time=\"\(XML.seconds(result.duration))\""
        let reason = XML.escaped(result.reason ?? "")
        switch result.outcome {
        case .passed: return [open + "/>"]
        case .failed:
            return [
                open + ">", "      <failure message=\"\(reason)\" type=\"CommandFailed\">\(reason)</failure>",
                "    </testcase>",
            ]
        case .skipped, .notRun: return [open + ">", "      <skipped message=\"\(reason)\"/>", "    </testcase>"]
        case .expectedFailure:
            return [open + ">", "      <system-out>failed as expected: \(reason)</system-out>", "    </testcase>"]
        }
    }
}

/// The JSON a report is written as: its own fields, its counts and exit code, and each
/// result with its text.
struct ReportJSON: Encodable {
    /// A result as the JSON has it: with its place and its text.
    struct Result: Encodable {
        let line: Int
        let file: String?
        let callers: [ScriptLocation]
        let place: String
        let text: String
        let command: Command
        let outcome: CommandOutcome
        let reason: String?
        let start: Double
        let duration: Double
        let note: String?
        let warnings: [String]
        let screen: FailureScreen?

        init(_ result: CommandResult) {
            (line, file, callers, place) = (result.line, result.file, result.callers, result.place)
            (text, command, outcome, reason) = (result.commandText, result.command, result.outcome, result.reason)
            (start, duration, note, warnings) = (result.start, result.duration, result.note, result.warnings)
            screen = result.screen
        }
    }

    let results: [Result]
    let start, duration: Double
    let passed, failed, expectedFailures, skipped, notRun: Int
    let exitCode: Int32

    /// The encoder every report's JSON is written with: pretty-printed, keys sorted.
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The JSON of `report`, with `results` in place of its own (all it kept, by default).
    init(_ report: PlaybackReport, results: [Result]? = nil) {
        self.results = results ?? report.results.map(Result.init)
        (start, duration, exitCode) = (report.start, report.duration, report.exitCode)
        (passed, failed) = (report.count(.passed), report.count(.failed))
        (expectedFailures, skipped, notRun) = (
            report.count(.expectedFailure), report.count(.skipped), report.count(.notRun)
        )
    }
}

/// Writing XML text.
private enum XML {
    /// `text` with markup characters as entities; line breaks kept as character references.
    static func escaped(_ text: String) -> String {
        XMLText.escaped(text, keepingLineBreaks: true)
    }

    /// Seconds with millisecond precision, as JUnit's `time` attributes take them.
    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}
