/// What happened to one command of a script: where it is, how it came out, why, and when.
///
/// Times are virtual: seconds on the application's `VirtualClock`. ``start`` is
/// when the command began, after its think time; ``duration`` covers finding the component,
/// any retries and the action itself.
///
/// ```swift
/// let result = report.results[0]
/// print(result.line, result.outcome, result.reason ?? "")
/// // 3 FAILED no Button "Done" on screen (line 3); Buttons on screen: "OK"
/// ```
public struct CommandResult: Hashable, Sendable, Codable {
    /// The line of the script the command is on, counting from 1.
    public var line: Int
    /// The command as written: a secret's placeholder, never its value; without provenance.
    public var command: Command
    /// How it came out.
    public var outcome: CommandOutcome
    /// Why it failed (or, for an expected failure, why it failed as expected; for a skipped or
    /// not-run command, why it was not tried); `nil` when it passed.
    public var reason: String?
    /// When it began, in virtual seconds.
    public var start: Double
    /// How long it took, in virtual seconds.
    public var duration: Double
    /// Where the command's script was called from, innermost first: empty for the script the
    /// run began with. With ``file``, the whole stack: `logout.mt:2 ← login.mt:5 ← suite.mts:1`.
    public var callers: [ScriptLocation] = []
    /// The file the command is in, when the run knows it.
    public var file: String?
    /// What the command printed or read (`Debug * Print`, `Get`), for the report.
    public var note: String?
    /// What the player tolerated and says so: an argument MonkeyTalk's API ignored, say.
    public var warnings: [String] = []
    /// The screen as the command found it, when it failed: the window's component tree and
    /// where its component is, or the nearest ones when none answered.
    public var screen: FailureScreen?

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - line: The command's line, from 1.
    ///   - command: The command; its provenance is dropped.
    ///   - outcome: How it came out.
    ///   - reason: Why, unless it passed.
    ///   - start: When it began, in virtual seconds.
    ///   - duration: How long it took, in virtual seconds.
    public init(
        line: Int, command: Command, outcome: CommandOutcome, reason: String? = nil, start: Double = 0,
        duration: Double = 0
    ) {
        var command = command
        command.provenance = nil
        self.line = line
        self.command = command
        self.outcome = outcome
        self.reason = reason
        self.start = start
        self.duration = duration
    }

    /// The result of `command` on `line`, skipped at `start` because it is marked
    /// `%ignore=true`: whatever runs a line (the player, a script call, a suite's test) skips it
    /// so.
    public static func ignored(_ command: Command, line: Int, start: Double) -> CommandResult {
        CommandResult(line: line, command: command, outcome: .skipped, reason: ignoredReason, start: start)
    }

    /// Why an ignored command did not run.
    public static let ignoredReason = "ignored (%ignore=true)"

    /// The command as a script line: `Slider volume Slide 0.75`.
    public var commandText: String { command.text }

    /// Where the command is, with every caller: `logout.mt:2 ← login.mt:5`, or `line 2` when
    /// the run does not know its file.
    public var place: String {
        let here = file.map { "\($0):\(line)" } ?? "line \(line)"
        return ([here] + callers.map(\.description)).joined(separator: " ← ")
    }
}
