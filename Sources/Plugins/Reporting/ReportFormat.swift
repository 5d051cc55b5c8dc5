/// A report format: it receives a run as it happens and writes it out.
///
/// A run tells each of its formats, in order: that it begins (``runWillBegin(paths:workers:)``);
/// each command as it finishes, when its scripts play in this process
/// (``commandDidFinish(_:script:test:)``); each script with every attempt at it as it finishes,
/// in the run's order (``scriptDidFinish(_:)``); and that it ended, with its summary
/// (``runDidEnd(_:)``). A format writes as it is told, so a run of any length keeps nothing it
/// has written, and a run that is killed leaves the scripts finished so far. ``RunReporter``
/// tells a run's formats; ``RunReport/written(by:)`` tells one format a whole report.
///
/// Text, JSON, JUnit XML, an HTML page, GitHub annotations and the pictured replay pages are
/// formats; one of your own is a class in one file:
///
/// ```swift
/// final class TAPFormat: ReportFormat {
///     private let write: (String) -> Void
///     private var number = 0
///     init(write: @escaping (String) -> Void) { self.write = write }
///
///     func runWillBegin(paths: [String], workers: Int) { write("TAP version 14\n1..\(paths.count)\n") }
///     func scriptDidFinish(_ script: RunReport.ScriptRun) {
///         number += 1
///         write("\(script.status == .failed ? "not ok" : "ok") \(number) - \(script.path)\n")
///     }
/// }
/// let tap = report.written(by: TAPFormat.init)
/// ```
///
/// Every requirement but ``scriptDidFinish(_:)`` has a default: ``keeps`` is
/// ``ResultRetention/failures`` and the others do nothing.
public protocol ReportFormat: AnyObject {
    /// Which command results a script played in this process keeps for the format to read in
    /// ``scriptDidFinish(_:)``; the others are only counted. A run keeps the most any of its
    /// formats asks for. (A script played in a worker keeps them all.)
    var keeps: ResultRetention { get }

    /// The run begins.
    ///
    /// - Parameters:
    ///   - paths: The scripts it plays, in its order.
    ///   - workers: How many worker processes play them; 0 when they play in this process.
    func runWillBegin(paths: [String], workers: Int)

    /// A command of a script played in this process has finished: told in the report's order
    /// (a call's own line before the lines it ran), before its script finishes.
    ///
    /// - Parameters:
    ///   - result: How the command came out.
    ///   - script: The script the run plays: the path ``scriptDidFinish(_:)`` will name.
    ///   - test: The test it ran in: `script` itself, or a suite's test (`login.mt[@2]`).
    func commandDidFinish(_ result: CommandResult, script: String, test: String)

    /// A script has finished: every attempt at it, its last one deciding.
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
