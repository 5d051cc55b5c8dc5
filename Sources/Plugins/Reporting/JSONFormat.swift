import Foundation

/// The report as JSON for programs: the `Codable` form of ``RunReport``, written as the run
/// goes, which ``RunReport/init(json:)`` reads back.
///
/// Keys are sorted, so `scripts` opens the document: the run's beginning writes
/// `{"scripts":[`, each script as it finishes is one line of its own, and the end closes the
/// array and adds the run's wall time and workers. A run that is killed leaves every script
/// finished so far, a line each.
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

    /// A format handing its text to `write`, a script at a time.
    public init(write: @escaping (String) -> Void) {
        self.write = write
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// Keeps every result: the JSON has them all.
    public var keeps: ResultRetention { .all }

    /// Writes the report's form up to its first script.
    public func runWillBegin(paths: [String], workers: Int) {
        write(String(shell(RunReport(scripts: [], workers: workers)).prefix { $0 != "]" }))
    }

    /// Writes `script` on a line of its own.
    public func scriptDidFinish(_ script: RunReport.ScriptRun) {
        let json = (try? encoder.encode(script)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        write((count == 0 ? "\n" : ",\n") + json)
        count += 1
    }

    /// Writes the rest of the report's form: its wall time and workers.
    public func runDidEnd(_ summary: RunSummary) {
        let rest = shell(RunReport(scripts: [], wallTime: summary.wallTime, workers: summary.workers))
        write("\n" + String(rest.drop { $0 != "]" }) + "\n")
    }

    /// `report`, without scripts, as its `Codable` form writes it: `{"scripts":[],…}`.
    private func shell(_ report: RunReport) -> String {
        (try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) } ?? "{\"scripts\":[]}"
    }
}
