import Components

/// Running one command: reading it, finding its component, checking and waiting.
extension Player {
    /// Runs `command`: reads its action against the vocabulary, finds its component (retrying
    /// until the timeout), and performs or checks.
    ///
    /// A type the vocabulary declares says its actions before anything is found, so a wrong
    /// action or argument fails at once; any other name (a class of the app's own) takes the
    /// actions of the component found, through its nearest declared class.
    func execute(_ command: Command, line: Int) throws(PlaybackError) {
        let timeout = Self.seconds(command.modifiers.timeout ?? options.timeout)
        // A declared type's action is known now; for any other name, a check or a wait is every
        // view's, and anything else waits for the component found.
        var planned: Plan?
        if let declared = vocabulary.type(named: command.componentType) {
            planned = try plan(command, as: declared)
        } else if let action = vocabulary.type(ofClass: View.self).action(for: command), action.role != .input {
            planned = try plan(command, action)
        }
        if let planned, planned.action.role != .input {
            return try run(planned.action, command, planned.arguments, line: line, timeout: timeout)
        }
        let (view, ready) = try retrying(command, timeout: timeout) { () throws(PlaybackError) -> (View, Plan) in
            let view = try locate(command, line: line)
            let ready: Plan
            if let planned {
                ready = planned
            } else {
                ready = try plan(command, as: vocabulary.type(of: view))
            }
            planned = ready
            try makeActionable(view, for: ready.action, command, arguments: ready.arguments)
            return (view, ready)
        }
        try perform(ready.action, command, arguments: ready.arguments, on: view)
    }

    /// An action, and a command's arguments read against it.
    private typealias Plan = (action: CommandAction, arguments: ActionArguments)

    /// The action `command` performs as `type` has it, with its arguments read.
    ///
    /// - Throws: ``PlaybackError/unknownAction(type:action:actions:)`` when the type has no such
    ///   action, or the arguments' error.
    private func plan(_ command: Command, as type: ScriptType) throws(PlaybackError) -> Plan {
        guard let action = type.action(for: command) else {
            throw .unknownAction(type: command.componentType, action: command.action, actions: type.actionNames)
        }
        return try plan(command, action)
    }

    /// `action` with `command`'s arguments read against it; the secrets they name are noted, to
    /// keep out of every message.
    private func plan(_ command: Command, _ action: CommandAction) throws(PlaybackError) -> Plan {
        if action.role == .device, command.identifier != "*" {
            throw .outOfRange(
                action: command.action, type: command.componentType,
                reason: "Device takes * as its identifier, not \"\(command.identifier)\"")
        }
        let arguments = try ArgumentReader(command: command, declared: action.arguments, secrets: secrets).read()
        typedSecrets.merge(arguments.secretsUsed) { $1 }
        return (action, arguments)
    }

    /// Runs an action that acts on no component found for it: the device's, a wait, a check.
    private func run(
        _ action: CommandAction, _ command: Command, _ arguments: ActionArguments, line: Int, timeout: Double
    ) throws(PlaybackError) {
        let seconds = arguments.optionalNumber("seconds") ?? timeout
        switch action.role {
        case .device: try perform(action, command, arguments: arguments, on: nil)
        case .waitFor: try waitFor(command, line: line, timeout: seconds)
        case .waitForNot: try waitForNot(command, timeout: seconds)
        case .check: try check(action, command, arguments, line: line, timeout: timeout)
        case .input:
            try retrying(command, timeout: timeout) { () throws(PlaybackError) in
                try perform(action, command, arguments: arguments, on: locate(command, line: line))
            }
        }
    }

    /// Runs a check until it holds or the timeout passes; a failure leads with the command's
    /// failure message, when it has one.
    private func check(
        _ action: CommandAction, _ command: Command, _ arguments: ActionArguments, line: Int, timeout: Double
    ) throws(PlaybackError) {
        do throws(PlaybackError) {
            if case .absent? = action.expectation?(arguments) {
                return try untilGone(command, timeout: timeout) { view in
                    .check(
                        component: vocabulary.componentName(of: view), property: "presence", actual: "on screen",
                        expectation: Expectation.absent.wording)
                }
            }
            do throws(PlaybackError) {
                try retrying(command, timeout: timeout) { () throws(PlaybackError) in
                    try perform(action, command, arguments: arguments, on: locate(command, line: line))
                }
            } catch {
                try settleSnapshot(error)
            }
        } catch {
            guard let message = arguments.optionalText("message") else { throw error }
            throw .failedCheck(message: message, reason: error.description)
        }
    }

    /// The type name the locator looks for: the class a declared name stands for (`Sketchpad`
    /// for `Sketch`, `TextField` for an alias), else the type name as written. Messages keep the
    /// name as written.
    func locatorType(of command: Command) -> String {
        vocabulary.type(named: command.componentType)?.locatorType ?? command.componentType
    }

    /// The most times one command looks for its component or checks its value.
    static let maximumAttempts = 10_000

    /// Tries `attempt` until it succeeds, a failure that waiting cannot mend, or the timeout,
    /// waiting the command's retry delay on the virtual clock between attempts.
    ///
    /// However long the timeout and short the delay, it tries at most ``maximumAttempts``
    /// times: the delay stretches to a share of the timeout, so a script cannot keep the player
    /// looking for days of real time (and the clock, which stops at its end, cannot keep it
    /// looking forever).
    func retrying<Value>(
        _ command: Command, timeout: Double, _ attempt: () throws(PlaybackError) -> Value
    ) throws(PlaybackError) -> Value {
        let requested = Swift.max(Self.seconds(command.modifiers.retryDelay ?? options.retryDelay), 0.001)
        let delay = Swift.max(requested, timeout / Double(Self.maximumAttempts - 1))
        let deadline = clock.now + timeout
        var attempts = 0
        while true {
            do throws(PlaybackError) {
                return try attempt()
            } catch {
                attempts += 1
                let remaining = deadline - clock.now
                guard error.isRetryable, remaining > 1e-9, attempts < Self.maximumAttempts else { throw error }
                clock.advance(by: Swift.min(delay, remaining))
            }
        }
    }

    /// Checks that `view`'s `property` (its default when `nil`) is what `expectation` says.
    func check(_ view: View, _ expectation: Expectation, property: String?) throws(PlaybackError) {
        guard expectation.readsProperty else { return }  // found is all `present` asks
        guard let (name, value) = vocabulary.type(of: view).read(property, of: view) else {
            throw .noProperty(component: vocabulary.componentName(of: view), property: property)
        }
        guard expectation.holds(for: value) else {
            throw .check(
                component: vocabulary.componentName(of: view), property: name, actual: value,
                expectation: expectation.wording)
        }
    }

    private func waitFor(_ command: Command, line: Int, timeout: Double) throws(PlaybackError) {
        do throws(PlaybackError) {
            _ = try retrying(command, timeout: timeout) { () throws(PlaybackError) in try locate(command, line: line) }
        } catch {
            guard case .notFound(let type, let identifier, let line, let others) = error else { throw error }
            throw .didNotAppear(type: type, identifier: identifier, line: line, seconds: timeout, others: others)
        }
    }

    private func waitForNot(_ command: Command, timeout: Double) throws(PlaybackError) {
        try untilGone(command, timeout: timeout) { _ in
            .didNotGo(type: command.componentType, identifier: command.identifier, seconds: timeout)
        }
    }

    /// Looks until nothing `command` names is on screen, or fails with what `stillThere` makes
    /// of the first component still there once the timeout passed.
    private func untilGone(
        _ command: Command, timeout: Double, stillThere: (View) -> PlaybackError
    ) throws(PlaybackError) {
        try retrying(command, timeout: timeout) { () throws(PlaybackError) in
            guard let view = locator.find(type: locatorType(of: command), identifier: command.identifier).first
            else { return }
            throw stillThere(view)
        }
    }
}

extension PlaybackError {
    /// Whether waiting might mend it: the component may yet appear, become unique, visible,
    /// enabled or uncovered, or its value change.
    var isRetryable: Bool {
        switch self {
        case .notFound, .ambiguous, .hidden, .offScreen, .untouchable, .check, .didNotAppear, .didNotGo,
            .snapshotMismatch:
            true
        default: false
        }
    }
}
