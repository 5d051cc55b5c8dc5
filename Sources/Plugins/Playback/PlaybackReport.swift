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
    /// How many results the run had beyond ``results``, by outcome: those a run that keeps only
    /// some results (see ``ResultRetention``) counted and let go. Empty when it kept them all.
    public var omitted: [CommandOutcome: Int]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - results: A result per command, in order.
    ///   - start: When the run began, in virtual seconds.
    ///   - duration: How long it took, in virtual seconds.
    ///   - omitted: How many more results the run had, by outcome, that the report does not
    ///     keep; none by default.
    public init(
        results: [CommandResult], start: Double = 0, duration: Double = 0, omitted: [CommandOutcome: Int] = [:]
    ) {
        self.results = results
        self.start = start
        self.duration = duration
        self.omitted = omitted
    }

    /// Whether no command failed.
    public var passed: Bool { count(.failed) == 0 }

    /// What a command-line tool exits with: 0 when no command failed, 1 when any did.
    public var exitCode: Int32 { passed ? 0 : 1 }

    /// How many commands came out each way, kept or omitted.
    public func count(_ outcome: CommandOutcome) -> Int {
        results.count { $0.outcome == outcome } + omitted[outcome, default: 0]
    }

    /// How many commands the run reported, kept or omitted.
    public var commandCount: Int {
        omitted.values.reduce(results.count, +)
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

    /// A line per command kept: where it is (its line, or its file and callers when it ran in a
    /// composed script), the command, and its outcome; a note or warning on a line of its own.
    public var commandLines: [String] {
        let width = Self.width(ofLine: results.map(\.line).max() ?? 0)
        return results.flatMap { Self.lines(for: $0, width: width) }
    }

    /// How many characters a line number takes.
    static func width(ofLine line: Int) -> Int {
        String(line).count
    }

    /// `result`'s lines in ``commandLines``, its line number right-aligned to `width` digits.
    static func lines(for result: CommandResult, width: Int) -> [String] {
        let place: String
        if result.file != nil || !result.callers.isEmpty {
            place = result.place
        } else {
            let number = String(result.line)
            place = String(repeating: " ", count: Swift.max(width - number.count, 0) + 2) + number
        }
        let reason = result.outcome == .passed ? "" : result.reason.map { ": \($0)" } ?? ""
        var lines = ["\(place)  \(result.commandText) ... \(result.outcome)\(reason)"]
        if let note = result.note { lines.append("      \(note)") }
        lines += result.warnings.map { "      warning: \($0)" }
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
        let commands = commandCount == 1 ? "1 command" : "\(commandCount) commands"
        let seconds = (duration * 1_000).rounded() / 1_000
        return "\(commands): \(parts.isEmpty ? "none played" : parts.joined(separator: ", ")) in "
            + "\(seconds.scriptDescription) s of virtual time"
    }
}

extension PlaybackReport {
    private enum CodingKeys: String, CodingKey {
        case results, start, duration, omitted
    }

    /// Reads a report; one written without omitted results (as ``json()`` writes it) has none.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: The decoder's error when a field is missing or malformed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            results: try container.decode([CommandResult].self, forKey: .results),
            start: try container.decode(Double.self, forKey: .start),
            duration: try container.decode(Double.self, forKey: .duration),
            omitted: try container.decodeIfPresent([CommandOutcome: Int].self, forKey: .omitted) ?? [:])
    }

    /// Writes the report; ``omitted`` only when the run omitted results.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(results, forKey: .results)
        try container.encode(start, forKey: .start)
        try container.encode(duration, forKey: .duration)
        if !omitted.isEmpty { try container.encode(omitted, forKey: .omitted) }
    }
}
