import Foundation

/// Writes a run report a script at a time, as each script finishes, so a run of any length
/// keeps none of what it has written: text for people, JSON that reads back as a
/// ``RunReport``, JUnit XML for CI, or one HTML page with a row per script.
///
/// ```swift
/// var writer = RunReportWriter(format: .junit) { print($0, terminator: "") }
/// writer.begin()
/// for script in finished { writer.add(script) }
/// writer.finish(summary, workers: 2)
/// ```
///
/// ``RunReport/text``, ``RunReport/json()``, ``RunReport/junitXML()`` and
/// ``RunReport/html(title:)`` write a whole report with it.
public struct RunReportWriter {
    /// What to write.
    public enum Format: Hashable, Sendable {
        /// A line per script (and its failure below), then the summary.
        case text
        /// The report as JSON, each script on a line of its own.
        case json
        /// JUnit XML: a `testsuite` per script (per test of a suite), a `testcase` per command.
        case junit
        /// An HTML page with a row per script, linking to its pictured replay.
        case html(title: String)
    }

    private let format: Format
    private let write: (String) -> Void
    private var count = 0

    /// A writer of `format` that hands each piece of text to `write`.
    public init(format: Format, write: @escaping (String) -> Void) {
        self.format = format
        self.write = write
    }

    /// Writes what comes before the scripts.
    public mutating func begin() {
        switch format {
        case .text: break
        case .json: write("{\"scripts\":[\n")
        case .junit: write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"interpose\">\n")
        case .html(let title): write(RunPage.header(title: title))
        }
    }

    /// Writes one script.
    public mutating func add(_ script: RunReport.ScriptRun) {
        defer { count += 1 }
        switch format {
        case .text: write(Self.textLines(for: script).joined(separator: "\n") + "\n")
        case .json: write((count == 0 ? "" : ",\n") + Self.encoded(script))
        case .junit: write(RunJUnit.suites(for: script).joined(separator: "\n") + "\n")
        case .html: write(RunPage.row(for: script))
        }
    }

    /// Writes the summary and what comes after the scripts.
    public mutating func finish(_ summary: RunSummary, workers: Int) {
        switch format {
        case .text: write("\n" + summary.text(workers: workers) + "\n")
        case .json:
            write("\n],\"wallTime\":\(summary.wallTime),\"workers\":\(workers)}\n")
        case .junit: write("</testsuites>\n")
        case .html: write(RunPage.footer(summary, workers: workers))
        }
    }

    /// A script's lines in the text report: its status, path and times, then why it failed.
    ///
    /// ```
    /// ok       login.mt  0.021 s (virtual 3.000 s)
    /// FAILED   pay.mt  0.034 s (virtual 2.000 s)
    ///          pay.mt:7: Button pay Tap: no Button "pay" on screen
    /// ```
    public static func textLines(for script: RunReport.ScriptRun) -> [String] {
        let status: String
        switch script.status {
        case .passed: status = "ok"
        case .failed: status = "FAILED"
        case .skipped: status = "skipped"
        case .flaky: status = "flaky"
        }
        let times = "\(Seconds.text(script.wallTime)) (virtual \(Seconds.text(script.virtualTime)))"
        var lines = [status.padding(toLength: 8, withPad: " ", startingAt: 0) + " \(script.path)  \(times)"]
        for (index, attempt) in script.attempts.enumerated() {
            guard let failure = attempt.failure else { continue }
            let which = script.attempts.count > 1 ? "attempt \(index + 1): " : ""
            lines.append("         \(which)\(failure)")
        }
        return lines
    }

    private static func encoded(_ script: RunReport.ScriptRun) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(script) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

extension RunReport {
    /// The whole report for people: a line per script, then the summary.
    public var text: String { written(.text) }

    /// The whole report as JSON; it reads back with ``init(json:)``.
    public func json() -> String { written(.json) }

    /// The whole report as JUnit XML.
    public func junitXML() -> String { written(.junit) }

    /// The whole report as an HTML page with a row per script.
    public func html(title: String) -> String { written(.html(title: title)) }

    /// The report the JSON of ``json()`` holds.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(RunReport.self, from: json)
    }

    private func written(_ format: RunReportWriter.Format) -> String {
        var output = ""
        var writer = RunReportWriter(format: format) { output += $0 }
        writer.begin()
        for script in scripts { writer.add(script) }
        writer.finish(summary, workers: workers)
        return output
    }
}
