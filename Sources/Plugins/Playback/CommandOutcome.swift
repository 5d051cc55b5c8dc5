/// How one command of a script came out.
///
/// ```swift
/// report.results.filter { $0.outcome == .failed }.map(\.line)   // the lines to look at
/// ```
public enum CommandOutcome: String, Hashable, Sendable, Codable, CodingKeyRepresentable, CaseIterable,
    CustomStringConvertible
{
    /// The command did what it says, or its check held.
    case passed
    /// The command could not be performed, or its check did not hold.
    case failed
    /// The command was marked `%ignore=true` and not performed.
    case skipped
    /// The command was marked `%shouldfail=true` and failed, as expected.
    case expectedFailure
    /// The command was not tried: an earlier one failed and playback stopped.
    case notRun

    /// The outcome as the text report writes it: `ok`, `FAILED`, `skipped`,
    /// `expected failure`, `not run`.
    public var description: String {
        switch self {
        case .passed: "ok"
        case .failed: "FAILED"
        case .skipped: "skipped"
        case .expectedFailure: "expected failure"
        case .notRun: "not run"
        }
    }

    /// Whether the outcome lets the run pass: anything but ``failed``.
    public var isSuccess: Bool { self != .failed }
}
