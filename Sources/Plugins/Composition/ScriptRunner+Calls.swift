import Components

extension ScriptRunner {
    /// Runs the script at `target` as `command` (on `line` of `frame`'s file) asks: once with
    /// arguments, once per data row, or if a check holds. Its modifiers apply to the call as a
    /// whole, as MonkeyTalk's do: `%ignore=true` skips it, and `%shouldfail=true` expects it, or
    /// a command it runs, to fail.
    func call(
        _ target: String, _ mode: CallMode, table: String?, from command: Command, line: Int, frame: Frame
    ) -> CommandResult {
        if command.modifiers.ignore == true { return .ignored(command, line: line, start: player.clock.now) }
        let first = results.count
        let result = run(target, mode, table: table, from: command, line: line, frame: frame)
        return command.modifiers.shouldFail == true ? expectingFailure(result, ranFrom: first) : result
    }

    /// A call marked `%shouldfail=true` (or a suite's `Test` line): a failure of its own, or of
    /// the commands it ran (from `first` in ``results``), is expected, and the run goes on after
    /// it; a call in which nothing failed fails.
    func expectingFailure(_ result: CommandResult, ranFrom first: Int) -> CommandResult {
        var result = result
        let failed = results.indices[first...].filter { results[$0].outcome == .failed }
        guard result.outcome == .failed || !failed.isEmpty else {
            guard result.outcome == .passed else { return result }
            // A suite's test after a setup that stopped the run ran nothing.
            if let reason = notRunReason {
                (result.outcome, result.reason) = (.notRun, reason)
                return result
            }
            return self.failed(result, "expected to fail (%shouldfail=true), but nothing it ran failed")
        }
        if result.outcome != .failed, let index = failed.first {
            let inner = results[index]
            result.reason = "\(inner.sourceFile(in: program.root)):\(inner.line): \(inner.reason ?? "failed")"
        }
        result.outcome = .expectedFailure
        for index in failed {
            results[index].outcome = .expectedFailure
            results[index].screen = nil
        }
        stoppedAt = nil
        return result
    }

    /// Runs the call `command` asks for; see ``call(_:_:table:from:line:frame:)``.
    private func run(
        _ target: String, _ mode: CallMode, table: String?, from command: Command, line: Int, frame: Frame
    ) -> CommandResult {
        let start = player.clock.now
        var result = CommandResult(line: line, command: command, outcome: .passed, start: start)
        var callee = Frame(file: target)
        callee.callers = [ScriptLocation(file: frame.label, line: line)] + frame.callers
        callee.builtIns = [
            "componentType": command.componentType, "monkeyId": command.identifier, "action": command.action,
        ]
        switch mode {
        case .run(let arguments):
            for (index, argument) in arguments.enumerated() { callee.builtIns[String(index + 1)] = argument }
            do throws(VariableError) {
                callee.locals = try bind(arguments, to: target)
            } catch {
                return failed(result, error.message)
            }
            run(target, in: callee)
        case .runWith(let data):
            guard let table = table.flatMap(program.table(at:)) else {
                return failed(result, "cannot find the data file \(data) beside \(frame.file)")
            }
            let defaults = (try? bind([], to: target, requireAll: false)) ?? [:]
            for (row, assignments) in table.assignments.enumerated() {
                var rowFrame = callee
                rowFrame.label = "\(target)[@\(row + 1)]"
                rowFrame.locals = defaults
                for (name, value) in assignments { rowFrame.locals[name] = value }
                run(target, in: rowFrame)
            }
        case .runIf(let condition):
            if let reason = unmet(condition, line: line) {
                result.outcome = .skipped
                result.reason = reason
                return result
            }
            run(target, in: callee)
        }
        result.duration = player.clock.now - start
        return result
    }

    /// Why a `RunIf` on `line` does not run its script, or `nil` when `condition` holds. The
    /// check is read once, as the screen is: it decides, it does not wait.
    func unmet(_ condition: Command, line: Int) -> String? {
        var once = condition
        if once.modifiers.timeout == nil { once.modifiers.timeout = 0 }
        let check = player.play(once, line: line, thinking: false)
        return check.outcome == .passed ? nil : "not run: \(condition.text) did not hold (\(check.reason ?? "failed"))"
    }

    /// The variables of a call of `target` with `arguments`: its parameters in order, then
    /// their defaults.
    func bind(_ arguments: [String], to target: String, requireAll: Bool = true) throws(VariableError)
        -> [String: String]
    {
        guard let parameters = program.files[target]?.parameters else { return [:] }
        let name = ScriptPath.lastComponent(of: target)
        guard arguments.count <= parameters.count else {
            throw VariableError(message: "\(name) takes \(parameters.count) arguments; given \(arguments.count)")
        }
        var locals: [String: String] = [:]
        for (index, parameter) in parameters.enumerated() {
            if let value = index < arguments.count ? arguments[index] : parameter.value {
                locals[parameter.name] = value
            } else if requireAll {
                throw VariableError(message: "\(name) needs \(parameter.name), which has no default")
            }
        }
        return locals
    }

    private func failed(_ result: CommandResult, _ reason: String) -> CommandResult {
        var result = result
        result.outcome = .failed
        result.reason = reason
        return result
    }
}
