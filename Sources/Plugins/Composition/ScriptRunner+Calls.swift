import Components

extension ScriptRunner {
    /// Runs the script at `target` as `command` (on `line` of `frame`'s file) asks: once with
    /// arguments, once per data row, or if a check holds.
    func call(
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
