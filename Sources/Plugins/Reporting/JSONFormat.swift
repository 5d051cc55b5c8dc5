import Foundation

/// The report as JSON for programs: the `Codable` form of ``RunReport``, written as the run
/// goes, which ``RunReport/init(json:)`` reads back.
///
/// Keys are sorted, so `scripts` opens the document: the run's beginning writes
/// `{"scripts":[`, each script as it finishes is one line of its own, and the end closes the
/// array and adds the run's wall time and workers. A run that is killed leaves every script
/// finished so far, a line each. The results of a script playing here wait in a temporary file
/// until it ends, so a script of any length takes no memory for them.
///
/// ```
/// {"scripts":[
/// {"attempts":[{"tests":[{"duration":0.5,"name":"login.mt","omitted":{},"results":[…],"start":0}],"wallTime":0.02}],"path":"login.mt"},
/// {"attempts":[…],"path":"pay.mt"}
/// ],"wallTime":0.131,"workers":2}
/// ```
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
        write(String(shell(RunReport(scripts: [], workers: workers)).prefix { $0 != "]" }))
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
        var shell = script
        for attempt in shell.attempts.indices {
            for test in shell.attempts[attempt].tests.indices {
                (shell.attempts[attempt].tests[test].results, shell.attempts[attempt].tests[test].omitted) = ([], [:])
            }
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
        let rest = shell(RunReport(scripts: [], wallTime: summary.wallTime, workers: summary.workers))
        write("\n" + String(rest.drop { $0 != "]" }) + "\n")
    }

    /// `report`, without scripts, as its `Codable` form writes it: `{"scripts":[],…}`.
    private func shell(_ report: RunReport) -> String {
        encoded(report, or: "{\"scripts\":[]}")
    }

    private func encoded(_ value: some Encodable, or fallback: String = "{}") -> String {
        (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? fallback
    }
}
