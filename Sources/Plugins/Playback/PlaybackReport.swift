/// What happened when a script was played: a result per command, and the run's virtual
/// start and duration.
///
/// Read it as text (``text``) for people, as JSON (``json()``) for programs, or as JUnit XML
/// (``junitXML(suiteName:)``) for CI systems; ``exitCode`` is what a command-line tool exits
/// with.
///
/// ```swift
/// let report = player.play(script)
/// print(report.text)
/// //   1  Button OK Tap ... ok
/// //   2  Slider volume Slide 0.75 ... ok
/// //   4  Label status Verify Saved ... FAILED: Label "status" text is "Saving…", expected "Saved"
/// //
/// // 3 commands: 2 passed, 1 failed in 1.92 s of virtual time
/// try report.junitXML(suiteName: "settings").write(to: url, atomically: true, encoding: .utf8)
/// ```
public struct PlaybackReport: Hashable, Sendable, Codable {
    /// A result per command, in script order.
    public var results: [CommandResult]
    /// When the run began, in virtual seconds.
    public var start: Double
    /// How long the run took, in virtual seconds.
    public var duration: Double

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - results: A result per command, in order.
    ///   - start: When the run began, in virtual seconds.
    ///   - duration: How long it took, in virtual seconds.
    public init(results: [CommandResult], start: Double = 0, duration: Double = 0) {
        self.results = results
        self.start = start
        self.duration = duration
    }

    /// Whether no command failed.
    public var passed: Bool { results.allSatisfy(\.outcome.isSuccess) }

    /// What a command-line tool exits with: 0 when no command failed, 1 when any did.
    public var exitCode: Int32 { passed ? 0 : 1 }

    /// How many commands came out each way.
    public func count(_ outcome: CommandOutcome) -> Int {
        results.count { $0.outcome == outcome }
    }

    /// The results that failed.
    public var failures: [CommandResult] { results.filter { $0.outcome == .failed } }

    /// The run for people: a line per command (its line number, the command, `...` and the
    /// outcome, with the reason after a colon), a blank line, and a summary.
    ///
    /// ```
    ///   3  Slider volume Slide 0.75 ... ok
    ///   7  Button Done Tap ... FAILED: no Button "Done" on screen (line 7); Buttons on screen: "OK"
    ///   8  Button OK Tap %ignore=true ... skipped
    ///
    /// 3 commands: 1 passed, 1 failed, 1 skipped in 2.5 s of virtual time
    /// ```
    public var text: String {
        (commandLines + ["", summary]).joined(separator: "\n")
    }

    /// A line per command: where it is (its line, or its file and callers when it ran in a
    /// composed script), the command, and its outcome; a note or warning on a line of its own.
    public var commandLines: [String] {
        let width = String(results.map(\.line).max() ?? 0).count
        var lines: [String] = []
        for result in results {
            let place: String
            if result.file != nil || !result.callers.isEmpty {
                place = result.place
            } else {
                let number = String(result.line)
                place = String(repeating: " ", count: Swift.max(width - number.count, 0) + 2) + number
            }
            let reason = result.outcome == .passed ? "" : result.reason.map { ": \($0)" } ?? ""
            lines.append("\(place)  \(result.commandText) ... \(result.outcome)\(reason)")
            if let note = result.note { lines.append("      \(note)") }
            lines += result.warnings.map { "      warning: \($0)" }
        }
        return lines
    }

    /// One line: how many commands, how each came out, and how long it took.
    ///
    /// `12 commands: 10 passed, 1 failed, 1 skipped in 7.5 s of virtual time`
    public var summary: String {
        let counts: [(CommandOutcome, String)] = [
            (.passed, "passed"), (.failed, "failed"), (.expectedFailure, "failed as expected"),
            (.skipped, "skipped"), (.notRun, "not run"),
        ]
        let parts = counts.compactMap { outcome, word in count(outcome) > 0 ? "\(count(outcome)) \(word)" : nil }
        let commands = results.count == 1 ? "1 command" : "\(results.count) commands"
        let seconds = (duration * 1_000).rounded() / 1_000
        return "\(commands): \(parts.isEmpty ? "none played" : parts.joined(separator: ", ")) in "
            + "\(seconds.scriptDescription) s of virtual time"
    }
}
