/// A report format: it is told a run as it happens and writes it out.
///
/// A run tells its formats, in order: that it begins; each command as it finishes, when the
/// scripts play in this process; each script with every attempt at it as it finishes, in the
/// run's order; and that it ended, with its summary. A format writes as it is told, so a run
/// keeps nothing it has written, and a run that is killed leaves the scripts finished so far.
/// ``RunReporter`` tells a run's formats; ``RunReport/written(by:)`` tells one a whole report.
///
/// A format of your own is a class in one file (see <doc:ReportsAndTheirFormats>). Every requirement but
/// ``scriptDidFinish(_:)`` has a default: ``keeps`` is ``ResultRetention/failures``, and the
/// others do nothing.
///
/// ```swift
/// final class CountFormat: ReportFormat {
///     var failed = 0
///     func scriptDidFinish(_ script: RunReport.ScriptRun) { failed += script.status == .failed ? 1 : 0 }
/// }
/// ```
public protocol ReportFormat: AnyObject {
    /// Which results of a script played in this process ``scriptDidFinish(_:)`` finds kept;
    /// the others are counted. A run keeps the most its formats ask for; a worker, every one.
    var keeps: ResultRetention { get }

    /// The run begins, playing `paths` in that order with `workers` workers (0: in this process).
    func runWillBegin(paths: [String], workers: Int)

    /// A command of `test` (`script` itself, or a suite's test, `login.mt[@2]`) of a script
    /// playing in this process finished, in the report's order, before its script does.
    func commandDidFinish(_ result: CommandResult, script: String, test: String)

    /// A script finished: every attempt at it, its last one deciding.
    func scriptDidFinish(_ script: RunReport.ScriptRun)

    /// The run ended: its counts, slowest scripts and times.
    func runDidEnd(_ summary: RunSummary)
}

extension ReportFormat {
    /// Keeps the failed results.
    public var keeps: ResultRetention { .failures }

    /// Does nothing.
    public func runWillBegin(paths: [String], workers: Int) {}

    /// Does nothing.
    public func commandDidFinish(_ result: CommandResult, script: String, test: String) {}

    /// Does nothing.
    public func runDidEnd(_ summary: RunSummary) {}
}
