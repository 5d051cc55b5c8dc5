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

    /// Runs the script `name` as the line, its variables filled, says: the file loading found
    /// for the line, once with arguments, once per data row, or if a check holds.
    func call(_ name: String) -> CommandResult {
        guard let target = step.target else { return failed("cannot find the script \(name) beside \(frame.file)") }
        let mode: CallMode
        do throws(KeywordProblem) {
            mode = try CallMode(reading: command)
        } catch {
            return failed(error.message)
        }
        return runner.call(target, mode, table: step.table, from: command, line: step.line, frame: frame)
    }
}
