import Foundation

/// The report for people, written as the run goes.
///
/// A script played in this process reads by command, a line per command as it finishes (a
/// suite's under each test's name and verdict): where it is, the command, how it came out and
/// why, a reason's further lines under it, and the screen around a failed command's component
/// (`>`) or the nearest ones (`?`). A run in workers reads by script, with why each attempt
/// failed. Then the summary.
///
/// ```
///    7  Button Done Tap ... FAILED: no Button "Done" on screen (line 7); Buttons on screen: "OK"
///       on screen:
///           View #1 (weak) frame=(0, 0, 320, 480)
///         ?   Button OK frame=(20, 410, 280, 32) title="OK"
///
/// 3 commands: 2 passed, 1 failed in 2.5 s of virtual time
/// ```
public final class TextFormat: ReportFormat {
    private let write: (String) -> Void
    /// Whether the run reads by command (one script, played here), and its commands came so far.
    private var (byCommand, streamed) = (false, false)
    /// The suite's test whose commands are coming: its name, its verdict so far, their lines.
    private var test: (name: String, verdict: String, lines: [String])?

    /// A format handing its text to `write`, a line or a few at a time.
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// Keeps none: a script played here is written as its commands finish.
    public var keeps: ResultRetention { .none }

    /// Notes whether the run reads by command.
    public func runWillBegin(paths: [String], workers: Int) {
        byCommand = workers == 0 && paths.count == 1
    }

    /// Writes the command's lines; a suite's test's, under its name, once the next test begins
    /// or the suite ends.
    public func commandDidFinish(_ result: CommandResult, script: String, test name: String) {
        streamed = true
        guard name != script else { return write(Self.lines(for: result).map { $0 + "\n" }.joined()) }
        if test?.name != name { finishTest() }
        // Failed once a command failed; skipped when its `Test … RunIf` did not hold.
        var test = self.test ?? (name, "passed", [])
        if result.outcome == .failed {
            test.verdict = "failed"
        } else if result.skipsItsTest, test.verdict != "failed" {
            test.verdict = "skipped"
        }
        test.lines += Self.lines(for: result).map { "  " + $0 + "\n" }
        self.test = test
    }

    /// Writes the suite's test that was coming: its name and verdict, then its lines.
    private func finishTest() {
        guard let test else { return }
        write("\(test.name) ... \(test.verdict)\n" + test.lines.joined())
        self.test = nil
    }

    /// Writes the script's line in a run by script, or its commands when they did not come as
    /// they finished.
    public func scriptDidFinish(_ script: RunReport.ScriptRun) {
        defer { streamed = false }
        guard byCommand else { return write(Self.lines(for: script).map { $0 + "\n" }.joined()) }
        guard !streamed else { return finishTest() }
        for test in script.attempts.last?.tests ?? [] {
            for result in test.results { commandDidFinish(result, script: script.path, test: test.name) }
        }
        finishTest()
    }

    /// Writes a blank line and the summary.
    public func runDidEnd(_ summary: RunSummary) {
        write("\n" + summary.text + "\n")
    }

    /// A command's lines: its line number (or file and callers), the command, its outcome and
    /// reason; then its note, its warnings and the screen it failed on.
    static func lines(for result: CommandResult) -> [String] {
        let number = String(result.line)
        let padded = String(repeating: " ", count: max(0, 4 - number.count)) + number
        let place = result.file != nil || !result.callers.isEmpty ? result.place : padded
        let reason = result.outcome == .passed ? "" : result.reason.map { ": \($0)" } ?? ""
        // A reason's further lines go under the command, as its note and warnings do.
        let line = "\(place)  \(result.commandText) ... \(result.outcome)\(reason)"
        var lines = [line.replacingOccurrences(of: "\n", with: "\n      ")]
        if let note = result.note { lines.append("      \(note)") }
        lines += result.warnings.map { "      warning: \($0)" }
        return lines + screenLines(result.screen, indent: "      ")
    }

    /// A script's lines in a run by script, `FAILED   pay.mt  0.034 s (virtual 2.000 s)`, then
    /// why it failed, under it.
    static func lines(for script: RunReport.ScriptRun) -> [String] {
        let status = script.status == .passed ? "ok" : script.status == .failed ? "FAILED" : script.status.rawValue
        let times = "\(Seconds.text(script.wallTime)) (virtual \(Seconds.text(script.virtualTime)))"
        let under = String(repeating: " ", count: 9)
        return [status + String(repeating: " ", count: 9 - status.count) + "\(script.path)  \(times)"]
            + why(script).map { under + $0.replacingOccurrences(of: "\n", with: "\n" + under) }
    }

    /// Why a script failed: each failed attempt's reason (`attempt 2: …` when there were
    /// several), a reason's further lines indented, then the screen its last failure found.
    static func why(_ script: RunReport.ScriptRun) -> [String] {
        let failures = script.attempts.enumerated().compactMap { index, attempt in
            attempt.failure.map { failure in
                let which = script.attempts.count > 1 ? "attempt \(index + 1): " : ""
                return (which + failure).replacingOccurrences(of: "\n", with: "\n  ")
            }
        }
        return failures + screenLines(script.attempts.last?.firstFailure?.screen, indent: "  ")
    }

    /// The lines of `screen` around its target, under `on screen:`, each after `indent`.
    static func screenLines(_ screen: FailureScreen?, indent: String) -> [String] {
        let excerpt = screen?.excerpt() ?? []
        return excerpt.isEmpty ? [] : ["\(indent)on screen:"] + excerpt.map { "\(indent)  \($0)" }
    }
}
