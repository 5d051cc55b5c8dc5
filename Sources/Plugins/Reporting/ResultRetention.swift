/// Which results a script's report keeps: every one, only the failed ones, or none; it counts
/// the rest (``RunReport/TestCase/omitted``), so its summary and exit code are the same. A
/// run printed as it goes (``ScriptRunner/run(keeping:onResult:)``) need keep none: its memory
/// then stays flat however many commands it plays.
public enum ResultRetention: Hashable, Sendable, Comparable {
    /// Keeps no result, and counts them all.
    case none
    /// Keeps only the failed results, and counts the rest.
    case failures
    /// Keeps every result: what ``ScriptRunner/run()`` does.
    case all

    /// Whether a report keeps `result`.
    ///
    /// - Parameter result: A result of the run.
    /// - Returns: `true` when the report keeps it, `false` when it only counts it.
    public func keeps(_ result: CommandResult) -> Bool {
        switch self {
        case .all: true
        case .failures: result.outcome == .failed
        case .none: false
        }
    }
}
