import Components

/// A keyword's line as it runs: the line with its variables filled, the frame of the script
/// call it is in, and what a keyword's ``Keyword/run(_:)`` can do.
///
/// ```swift
/// func run(_ line: inout KeywordRun) -> CommandResult? {
///     line.passed(note: line.command.arguments.joined(separator: " "))
/// }
/// ```
@MainActor
struct KeywordRun {
    /// The line as loading read it.
    let step: Step
    /// The line with its variables filled (as written, for a keyword whose words are literal).
    let command: Command
    /// The variables and place of the script call the line is in.
    var frame: ScriptRunner.Frame
    let runner: ScriptRunner
    private let start: Double

    init(step: Step, command: Command, frame: ScriptRunner.Frame, runner: ScriptRunner) {
        (self.step, self.command, self.frame, self.runner) = (step, command, frame, runner)
        start = runner.player.clock.now
    }

    /// The player the run plays on.
    var player: Player { runner.player }

    /// Every variable the line sees: the globals, and the script call's own.
    var variables: [String: String] { runner.globals.merging(frame.locals) { $1 } }

    /// `word` with its variables filled.
    func fill(_ word: String) -> String {
        VariableText.substitute(word) { runner.value(of: $0, in: frame) }.text
    }

    /// Sets a variable every script sees.
    func setGlobal(_ name: String, _ value: String) {
        runner.setGlobal(name, value)
    }

    /// The line passed, with `note` in the report.
    func passed(note: String? = nil) -> CommandResult {
        var result = CommandResult(
            line: step.line, command: command, outcome: .passed, start: start, duration: player.clock.now - start)
        result.note = note
        return result
    }

    /// The line failed, for `reason`.
    func failed(_ reason: String) -> CommandResult {
        CommandResult(line: step.line, command: command, outcome: .failed, reason: reason, start: start)
    }

    /// Runs the script `name` as `mode` says: the file loading found for the line.
    func call(_ name: String, _ mode: CallMode) -> CommandResult {
        guard let target = step.target else { return failed("cannot find the script \(name) beside \(frame.file)") }
        return runner.call(target, filled(mode), table: step.table, from: command, line: step.line, frame: frame)
    }

    /// `mode` with its words' variables filled.
    private func filled(_ mode: CallMode) -> CallMode {
        switch mode {
        case .run(let arguments): .run(arguments.map(fill))
        case .runWith: mode
        case .runIf(let check):
            .runIf(Command(fill(check.componentType), fill(check.identifier), check.action, check.arguments.map(fill)))
        }
    }
}
