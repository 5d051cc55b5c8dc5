import Components
import Foundation

/// Runs a ``ScriptProgram``'s script on a player: its variables, the scripts it calls, its
/// custom commands, and each component command through the player.
///
/// Each script call has its own variables: its `Vars * Define` parameters, filled by the
/// caller's arguments in order (or by a data row's columns, by name), and what `Get` stores.
/// Globals (`Globals * Define|Set`, and the player's ``Player/variables``) are seen by every
/// script. `${name}` is replaced in identifiers and arguments before a command plays; a
/// secret's placeholder is left for the player, which fills it without ever showing it.
///
/// ```swift
/// let program = try ScriptProgram.load("suite/login.mt", from: FileSources())
/// let report = ScriptRunner(program: program, player: player).run()
/// ```
@MainActor
public final class ScriptRunner {
    /// The program run.
    public let program: ScriptProgram
    /// The player that plays its component commands.
    public let player: Player
    /// Variables every script sees, starting from the player's.
    public private(set) var globals: [String: String]

    /// The results kept, then those not yet handed on: a call's results wait for its own line.
    var results: [CommandResult] = []
    /// Where the run stopped, once a failure stopped it.
    var stoppedAt: String?
    /// Why what comes after the failure that stopped the run is not run, once one did.
    var notRunReason: String? { stoppedAt.map { "playback stopped at the failure \($0)" } }
    var played = 0
    /// Whether each file run is on disk, where its snapshots live beside it; asked once a file.
    var onDisk: [String: Bool] = [:]
    /// How many of ``results`` were handed on, all of them kept.
    private var delivered = 0
    /// What the report keeps of the results handed on.
    private var retention = ResultRetention.all
    /// Who is handed each result as it finishes.
    private var onResult: ((CommandResult) -> Void)?
    /// How many results handed on the report does not keep, by outcome.
    private var omitted: [CommandOutcome: Int] = [:]

    /// A runner of `program`'s root script on `player`.
    public init(program: ScriptProgram, player: Player) {
        self.program = program
        self.player = player
        self.globals = player.variables
    }

    /// Runs the root script, with every script it calls, and reports each command in the
    /// order it ran: a run of one script, whose one test is named after it.
    public func run() -> RunReport {
        let (clock, virtualStart) = (ContinuousClock(), player.clock.now)
        let start = clock.now
        var frame = Frame(file: program.root)
        // The script the run begins with takes its parameters' defaults (and globals for the rest).
        frame.locals = (try? bind([], to: program.root, requireAll: false)) ?? [:]
        run(program.root, in: frame)
        let test = RunReport.TestCase(
            name: program.root, results: results, start: virtualStart, duration: player.clock.now - virtualStart,
            omitted: omitted)
        let attempt = RunReport.Attempt(tests: [test], wallTime: (clock.now - start).seconds)
        return RunReport(scripts: [RunReport.ScriptRun(path: program.root, attempts: [attempt])])
    }

    /// Runs the root script, with every script it calls, handing each result to `onResult` as
    /// it finishes, in the report's order; the report keeps what `retention` says.
    ///
    /// A command of the root script is handed on as soon as it has run. A call's own line comes
    /// before the lines it ran, so those are handed on, after it, when the call returns. Keep
    /// ``ResultRetention/none`` and print each result as it comes, and a run of any length
    /// takes the same memory.
    ///
    /// ```swift
    /// let report = runner.run(keeping: .failures) { result in print(result.line, result.outcome) }
    /// report.failures     // every failed result
    /// report.summary      // every result counted
    /// ```
    ///
    /// - Parameters:
    ///   - retention: Which results the report keeps; every one by default.
    ///   - onResult: Called with each result as it finishes, on the main actor.
    /// - Returns: The run's report: what `retention` keeps, and every result counted.
    public func run(keeping retention: ResultRetention = .all, onResult: @escaping (CommandResult) -> Void)
        -> RunReport
    {
        (self.retention, self.onResult) = (retention, onResult)
        defer { (self.retention, self.onResult) = (.all, nil) }
        return run()
    }

    /// One script call's variables and place.
    struct Frame {
        /// The file run.
        var file: String
        /// How reports name it: the file, with `[@row]` for a data row.
        var label: String
        /// Its own variables.
        var locals: [String: String] = [:]
        /// `%{componentType}`, `%{monkeyId}`, `%{action}`, `%{1}`, …
        var builtIns: [String: String] = [:]
        /// Where it was called from, innermost first.
        var callers: [ScriptLocation] = []

        init(file: String, label: String? = nil) {
            self.file = file
            self.label = label ?? file
        }
    }

    /// Runs every command of `frame`'s file.
    func run(_ path: String, in frame: Frame) {
        guard let steps = program.files[path]?.steps else { return }
        var frame = frame
        for (index, step) in steps.enumerated() {
            if let reason = notRunReason {
                append(
                    CommandResult(
                        line: step.line, command: step.command, outcome: .notRun, reason: reason,
                        start: player.clock.now), frame)
                if frame.callers.isEmpty { deliver() }
                continue
            }
            // A call's own line goes before the lines it ran.
            let mark = results.count
            guard let result = execute(step, in: &frame) else { continue }
            let placed = append(result, frame, at: mark)
            if step.isPlayerCommand {
                player.announce(placed, index: index, count: steps.count)
            }
            if result.outcome == .failed, stops(at: step.command) {
                let line = step.line
                stoppedAt = placed.file == nil && placed.callers.isEmpty ? "on line \(line)" : "at \(placed.place)"
            }
            // The run's own script calls no one back: what it and its calls ran is settled.
            if frame.callers.isEmpty { deliver() }
        }
    }

    /// Hands on the results not yet handed on, and lets go of those the report does not keep.
    private func deliver() {
        guard onResult != nil || retention != .all, delivered < results.count else { return }
        let pending = Array(results[delivered...])
        results.removeSubrange(delivered...)
        for result in pending {
            onResult?(result)
            if retention.keeps(result) {
                results.append(result)
            } else {
                omitted[result.outcome, default: 0] += 1
            }
        }
        delivered = results.count
    }

    @discardableResult
    private func append(_ result: CommandResult, _ frame: Frame, at index: Int? = nil) -> CommandResult {
        var result = result
        // The root script's lines read as they always did: by number.
        if frame.label != program.root { result.file = frame.label }
        result.callers = frame.callers
        results.insert(result, at: index ?? results.count)
        return result
    }

    /// Whether a failure of `command` stops the run: as its `%abort` says, else as the
    /// player's options do.
    private func stops(at command: Command) -> Bool {
        switch command.modifiers.abort {
        case .fail?: true
        case .error?: !player.isCheck(command)
        case .never?: false
        case nil: player.options.stopOnFailure
        }
    }

    /// Sets a global variable, as `Globals * Set` does.
    func setGlobal(_ name: String, _ value: String) {
        globals[name] = value
    }
}
