/// The report for people, written as the run goes.
///
/// A script played in this process reads by command: a line per command as it finishes (a
/// suite's under the name and verdict of each test, once the test has run), where it is, the
/// command and how it came out, the rest of a reason of several lines under it, and for a failed command the few lines of the screen
/// around its component (`>`), or around the nearest ones when it was not found (`?`). A run in
/// workers reads by script: a line per script with why each attempt failed. Then a blank line
/// and the summary (see ``RunSummary/text``).
///
/// ```
///    3  Slider volume Slide 0.75 ... ok
///    7  Button Done Tap ... FAILED: no Button "Done" on screen (line 7); Buttons on screen: "OK"
///         on screen:
///             View #1 (weak) frame=(0, 0, 320, 480)
///           ?   Button OK frame=(20, 410, 280, 32) title="OK"
///    8  Button OK Tap %ignore=true ... skipped: ignored (%ignore=true)
///
/// 3 commands: 1 passed, 1 failed, 1 skipped in 2.5 s of virtual time
/// ```
public final class TextFormat: ReportFormat {
    private let write: (String) -> Void
    /// Whether the run reads by command: one script, played in this process.
    private var byCommand = false
    /// Whether the script's commands came as they finished.
    private var streamed = false
    /// The suite's test whose commands are coming: its name, whether one failed, their lines.
    private var test: (name: String, failed: Bool, lines: [String])?

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
        var test = self.test ?? (name, false, [])
        test.failed = test.failed || result.outcome == .failed
        test.lines += Self.lines(for: result).map { "  " + $0 + "\n" }
        self.test = test
    }

    /// Writes the suite's test that was coming: its name and verdict, then its lines.
    private func finishTest() {
        guard let test else { return }
        write("\(test.name) ... \(test.failed ? "failed" : "passed")\n" + test.lines.joined())
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

    /// A command's lines: its line number right-aligned (or its file and callers), the command,
    /// its outcome and reason; then its note, its warnings and the screen it failed on.
    static func lines(for result: CommandResult) -> [String] {
        let number = String(result.line)
        let place =
            result.file != nil || !result.callers.isEmpty
            ? result.place : String(repeating: " ", count: Swift.max(4 - number.count, 0)) + number
        let reason = result.outcome == .passed ? "" : result.reason.map { ": \($0)" } ?? ""
        var lines = indented("\(place)  \(result.commandText) ... \(result.outcome)\(reason)", by: "      ")
        if let note = result.note { lines.append("      \(note)") }
        lines += result.warnings.map { "      warning: \($0)" }
        return lines + screenLines(result.screen, indent: "      ")
    }

    /// A script's lines in a run by script: its status, path and times, why each attempt
    /// failed, and the screen its last failure found.
    ///
    /// ```
    /// FAILED   pay.mt  0.034 s (virtual 2.000 s)
    ///          line 7: Button pay Tap: no Button "pay" on screen; …
    /// ```
    static func lines(for script: RunReport.ScriptRun) -> [String] {
        let status = script.status == .passed ? "ok" : script.status == .failed ? "FAILED" : script.status.rawValue
        let times = "\(Seconds.text(script.wallTime)) (virtual \(Seconds.text(script.virtualTime)))"
        var lines = [status + String(repeating: " ", count: 9 - status.count) + "\(script.path)  \(times)"]
        for (index, attempt) in script.attempts.enumerated() {
            guard let failure = attempt.failure else { continue }
            let which = script.attempts.count > 1 ? "attempt \(index + 1): " : ""
            lines += indented("         \(which)\(failure)", by: "           ")
        }
        return lines + screenLines(script.attempts.last?.firstFailure?.screen, indent: "           ")
    }

    /// The lines of `screen` around its target, under `on screen:`, each after `indent`.
    static func screenLines(_ screen: FailureScreen?, indent: String) -> [String] {
        let excerpt = screen?.excerpt() ?? []
        return excerpt.isEmpty ? [] : ["\(indent)on screen:"] + excerpt.map { "\(indent)  \($0)" }
    }

    /// `text`'s lines, those after the first after `indent`.
    static func indented(_ text: String, by indent: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            index == 0 ? String(line) : indent + line
        }
    }
}
