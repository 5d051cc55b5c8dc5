import Foundation

/// The report as JSON for programs: the `Codable` form of ``RunReport``, written as the run
/// goes, which ``RunReport/init(json:)`` reads back.
///
/// Keys are sorted, so `scripts` opens the document: the run's beginning writes
/// `{"scripts":[`, each script as it finishes is a line of its own, and the end closes the
/// array, `],"wallTime":0.131,"workers":2}`. A run that is killed leaves the scripts finished so
/// far. The results of a script playing here wait in a temporary file until it ends, so a
/// script of any length takes no memory for them.
public final class JSONFormat: ReportFormat {
    private let write: (String) -> Void
    private var count = 0
    private let encoder = JSONEncoder()
    private var spill: ResultSpill?

    /// A format handing its text to `write`, a script at a time.
    public init(write: @escaping (String) -> Void) {
        self.write = write
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// Keeps none: a script playing here hands each result on as it finishes.
    public var keeps: ResultRetention { .none }

    /// Writes the report's form up to its first script.
    public func runWillBegin(paths: [String], workers: Int) {
        write(String(encoded(RunReport(scripts: [], workers: workers)).prefix { $0 != "]" }))
    }

    /// Keeps the result's JSON until its script ends.
    public func commandDidFinish(_ result: CommandResult, script: String, test: String) {
        if spill == nil { spill = ResultSpill() }
        spill?.append((try? encoder.encode(result)) ?? Data("{}".utf8), test: test)
    }

    /// Writes `script` on a line of its own, with the results kept as they finished.
    public func scriptDidFinish(_ script: RunReport.ScriptRun) {
        write(count == 0 ? "\n" : ",\n")
        count += 1
        guard let spill else { return write(encoded(script)) }
        self.spill = nil
        // Its form with no results, each test's streamed results put where its own would be.
        var shell = script
        shell.attempts = shell.attempts.map { attempt in
            var attempt = attempt
            attempt.tests = attempt.tests.map {
                .init(name: $0.name, results: [], start: $0.start, duration: $0.duration)
            }
            return attempt
        }
        var kept = spill.tests[...]
        let tests = shell.attempts.flatMap(\.tests).map(\.name)
        for (index, piece) in encoded(shell).components(separatedBy: "\"results\":[]").enumerated() {
            guard index < tests.count else { return write(piece) }
            write(piece + "\"results\":[")
            if kept.first?.name == tests[index] {
                spill.next(kept.removeFirst().bytes) { write(String(decoding: $0, as: UTF8.self)) }
            }
            write("]")
        }
    }

    /// Writes the rest of the report's form: its wall time and workers.
    public func runDidEnd(_ summary: RunSummary) {
        let rest = encoded(RunReport(scripts: [], wallTime: summary.wallTime, workers: summary.workers))
        write("\n" + String(rest.drop { $0 != "]" }) + "\n")
    }

    /// `value`'s `Codable` form; a report without scripts is `{"scripts":[],…}`.
    private func encoded(_ value: some Encodable) -> String {
        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{\"scripts\":[]}"
    }
}
