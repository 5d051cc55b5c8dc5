/// A run's formats, told the run as it happens, and the summary of what they were told.
///
/// ```swift
/// let reporter = RunReporter([TextFormat { print($0, terminator: "") }, JUnitFormat(write: file.write)])
/// reporter.begin(paths: paths, workers: 2)
/// let wallTime = pool.run(jobs, finished: reporter.scriptDidFinish)
/// let summary = reporter.end(wallTime: wallTime)
/// ```
public final class RunReporter {
    /// The formats, told in this order.
    public let formats: [any ReportFormat]
    /// The run so far: every script finished, counted.
    public private(set) var summary = RunSummary()

    /// A reporter telling `formats`.
    public init(_ formats: [any ReportFormat]) {
        self.formats = formats
    }

    /// The results a script played in this process keeps: the most any format asks for.
    public var keeps: ResultRetention { formats.map(\.keeps).max() ?? .none }

    /// Tells every format the run begins, playing `paths` with `workers` workers (0: here).
    public func begin(paths: [String], workers: Int) {
        summary = RunSummary(workers: workers)
        for format in formats { format.runWillBegin(paths: paths, workers: workers) }
    }

    /// Tells every format a command of `test` in `script` has finished.
    public func commandDidFinish(_ result: CommandResult, script: String, test: String) {
        for format in formats { format.commandDidFinish(result, script: script, test: test) }
    }

    /// Counts `script` and tells every format it has finished.
    public func scriptDidFinish(_ script: RunReport.ScriptRun) {
        summary.add(script)
        for format in formats { format.scriptDidFinish(script) }
    }

    /// Tells every format the run ended after `wallTime` seconds; returns its summary.
    @discardableResult
    public func end(wallTime: Double) -> RunSummary {
        summary.wallTime = wallTime
        for format in formats { format.runDidEnd(summary) }
        return summary
    }

    /// Tells every format the whole of `report`: its beginning, each script, its end.
    public func write(_ report: RunReport) {
        begin(paths: report.scripts.map(\.path), workers: report.workers)
        report.scripts.forEach(scriptDidFinish)
        end(wallTime: report.wallTime)
    }
}
