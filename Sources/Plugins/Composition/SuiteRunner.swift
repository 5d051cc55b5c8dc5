import Components
import Foundation

/// Runs a suite (`.mts`): each `Test` on a fresh application, between the suite's `Setup` and
/// `Teardown` scripts; a `Test … RunWith data.csv` is a test per data row.
///
/// ```
/// Setup reset.mt Run
/// Test login.mt RunWith logins.csv
/// Test form.mt Run
/// Teardown logout.mt Run
/// Suite more.mts Run
/// ```
///
/// Setups run before every test and teardowns after it, even when it failed, in the order the
/// suite lists them. A nested suite's tests run with its own setups and teardowns. A script
/// tested more than once is named by its turn from the second on: `who.mt[#2]`.
@MainActor
public struct SuiteRunner {
    /// The program whose root is the suite.
    public let program: ScriptProgram
    /// Makes the player of a fresh application, once per test.
    public let makePlayer: @MainActor () throws -> Player
    /// Which results the report keeps, and who is handed each result with its test's name.
    private var retention = ResultRetention.all
    private var onResult: ((CommandResult, String) -> Void)?
    /// How many tests of each name ran so far: a script the suite tests twice is `who.mt`, then
    /// `who.mt[#2]`, so each test's results stay its own in every report.
    private var names: [String: Int] = [:]

    /// A runner of `program`'s suite, each test on a player `makePlayer` makes.
    public init(program: ScriptProgram, makePlayer: @escaping @MainActor () throws -> Player) {
        self.program = program
        self.makePlayer = makePlayer
    }

    /// Runs every test, and reports each one with the commands it ran: a run of one script, the
    /// suite, whose test cases are its tests and data rows.
    ///
    /// - Parameters:
    ///   - retention: Which results the report keeps; every one by default.
    ///   - onResult: Called with each result and the name of its test, a test's results once
    ///     it has run, in order.
    public func run(keeping retention: ResultRetention = .all, onResult: ((CommandResult, String) -> Void)? = nil)
        -> RunReport
    {
        var runner = self
        (runner.retention, runner.onResult) = (retention, onResult)
        let clock = ContinuousClock()
        let start = clock.now
        let tests = runner.tests(in: program.root)
        let attempt = RunReport.Attempt(tests: tests, wallTime: (clock.now - start).seconds)
        return RunReport(scripts: [RunReport.ScriptRun(path: program.root, attempts: [attempt])])
    }

    private mutating func tests(in suite: String) -> [RunReport.TestCase] {
        let entries = program.suiteLines(of: suite)
        let setups = entries.filter { $0.kind == .setup }
        let teardowns = entries.filter { $0.kind == .teardown }
        return entries.flatMap { entry -> [RunReport.TestCase] in
            switch entry.kind {
            case .suite: tests(in: entry.target)
            case .test: run(entry, in: suite, between: setups, and: teardowns)
            case .setup, .teardown: []
            }
        }
    }

    /// The test an entry names: one, or one per data row.
    private mutating func run(
        _ test: SuiteLine, in suite: String, between setups: [SuiteLine], and teardowns: [SuiteLine]
    ) -> [RunReport.TestCase] {
        let place = ScriptLocation(file: suite, line: test.step.line)
        let target = test.target
        guard case .runWith = test.mode else {
            let arguments = if case .run(let given) = test.mode { given } else { [String]() }
            return [
                runCase(test, label: named(target), place, setups, teardowns) {
                    runner throws(ScriptRunner.VariableError) in
                    try runner.bind(arguments, to: target)
                }
            ]
        }
        let table = test.step.table.flatMap(program.table(at:))
        return (table?.assignments ?? []).enumerated().map { row, assignments in
            runCase(test, label: named("\(target)[@\(row + 1)]"), place, setups, teardowns) {
                runner throws(ScriptRunner.VariableError) in
                var locals = try runner.bind([], to: target, requireAll: false)
                for (name, value) in assignments { locals[name] = value }
                return locals
            }
        }
    }

    /// `name`, or `name[#n]` for the n-th test of that name.
    private mutating func named(_ name: String) -> String {
        let turn = names[name, default: 0] + 1
        names[name] = turn
        return turn == 1 ? name : "\(name)[#\(turn)]"
    }

    /// One test case on a fresh player: the setups, the test, the teardowns.
    /// A `Test … RunIf` whose condition does not hold after the setups is skipped, saying why;
    /// so is a `Test … %ignore=true`, before anything runs. A `Test … %shouldfail=true` passes
    /// when its script fails, and fails, on its `Test` line, when it does not.
    private func runCase(
        _ test: SuiteLine, label: String, _ place: ScriptLocation, _ setups: [SuiteLine], _ teardowns: [SuiteLine],
        locals: (ScriptRunner) throws(ScriptRunner.VariableError) -> [String: String]
    ) -> RunReport.TestCase {
        let target = test.target
        let condition = if case .runIf(let check) = test.mode { check } else { Command?.none }
        /// The `Test` line's own result, as written: the test could not run, its `RunIf` did not
        /// hold, it was ignored, or what its `%shouldfail` found.
        func own(_ outcome: CommandOutcome, _ reason: String?) -> CommandResult {
            var result = CommandResult(line: place.line, command: test.step.command, outcome: outcome, reason: reason)
            result.file = place.file
            return result
        }
        let modifiers = test.step.command.modifiers
        if modifiers.ignore == true {
            return finished(label, [own(.skipped, CommandResult.ignoredReason)], start: 0, duration: 0)
        }
        let player: Player
        do {
            player = try makePlayer()
        } catch {
            return finished(label, [own(.failed, "could not start the application: \(error)")], start: 0, duration: 0)
        }
        let runner = ScriptRunner(program: program, player: player)
        let start = player.clock.now
        let suiteFrame = ScriptRunner.Frame(file: place.file)
        for setup in setups { runner.run(setup, frame: suiteFrame) }
        var frame = ScriptRunner.Frame(file: target, label: label)
        frame.callers = [place]
        do throws(ScriptRunner.VariableError) {
            frame.locals = try locals(runner)
            if let reason = condition.flatMap({ runner.unmet($0, line: place.line) }) {
                runner.results.append(own(.skipped, reason))
            } else {
                let first = runner.results.count
                runner.run(target, in: frame)
                if modifiers.shouldFail == true {
                    runner.results.insert(runner.expectingFailure(own(.passed, nil), ranFrom: first), at: first)
                }
            }
        } catch {
            runner.results.append(own(.failed, error.message))
        }
        for teardown in teardowns { runner.run(teardown, frame: suiteFrame) }
        return finished(label, runner.results, start: start, duration: player.clock.now - start)
    }

    /// The test case `label` that ran `results`: each handed on, and kept as the run says.
    private func finished(_ label: String, _ results: [CommandResult], start: Double, duration: Double)
        -> RunReport.TestCase
    {
        var test = RunReport.TestCase(name: label, results: [], start: start, duration: duration)
        for result in results {
            onResult?(result, label)
            if retention.keeps(result) || result.skipsItsTest {
                test.results.append(result)
            } else {
                test.omitted[result.outcome, default: 0] += 1
            }
        }
        return test
    }
}
