import Components

/// Running one command: reading it, finding its component, checking and waiting.
extension Player {
    /// Runs `command`: reads its action, finds its component (retrying until the timeout),
    /// and performs or checks.
    func execute(_ command: Command, line: Int) throws(PlaybackError) {
        let parser = ActionParser(command: command, secrets: secrets)
        let planned = try parser.parse(kind: ComponentKind.named(command.componentType))
        if case .enterText(let value, let name?, _)? = planned { typedSecrets[name] = value }
        let timeout = Self.seconds(command.modifiers.timeout ?? options.timeout)
        switch planned {
        case .shake?: return input.shake()
        case .rotate(let orientation)?:
            input.rotateDevice(to: orientation)
            return
        case .waitFor(let seconds)?: return try waitFor(command, line: line, timeout: seconds ?? timeout)
        case .waitForNot(let seconds)?: return try waitForNot(command, timeout: seconds ?? timeout)
        case .verify(let expectation, let property)?:
            return try verify(command, line: line, expectation, property, timeout: timeout)
        default: break
        }
        var action = planned
        let (view, ready) = try retrying(command, timeout: timeout) { () throws(PlaybackError) in
            let view = try locate(command, line: line)
            // A type of the app's own takes its playback rule's actions, then the vocabulary of
            // its nearest built-in class.
            let ready: PlaybackAction
            if let action {
                ready = action
            } else {
                ready = try parser.parse(for: ComponentKind.of(view), rule: rules.rule(for: view))
            }
            action = ready
            try makeActionable(view, for: ready)
            return (view, ready)
        }
        try perform(ready, on: view, command: command)
    }

    /// The type name the locator looks for: the class name `command`'s type name stands for
    /// when a playback rule names its type as the recording rule did (`Sketch` for
    /// `Sketchpad`), else the type name as written. Messages keep the name as written.
    func locatorType(of command: Command) -> String {
        rules.className(named: command.componentType) ?? command.componentType
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

    private func verify(
        _ command: Command, line: Int, _ expectation: PlaybackAction.Expectation, _ property: String?,
        timeout: Double
    ) throws(PlaybackError) {
        try retrying(command, timeout: timeout) { () throws(PlaybackError) in
            let view = try locate(command, line: line)
            guard let value = ComponentProperties.value(property, of: view),
                let name = property ?? ComponentProperties.defaultProperty(of: view)
            else { throw .noProperty(component: view.componentName, property: property) }
            switch expectation {
            case .equals(let expected) where value != expected:
                throw .check(
                    component: view.componentName, property: name, actual: value, expectation: "\"\(expected)\"")
            case .differs(let unexpected) where value == unexpected:
                throw .check(
                    component: view.componentName, property: name, actual: value,
                    expectation: "anything but \"\(unexpected)\"")
            case .matches(let pattern, let regex) where value.wholeMatch(of: regex) == nil:
                throw .check(
                    component: view.componentName, property: name, actual: value,
                    expectation: "a whole match of /\(pattern)/")
            default: break
            }
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
        try retrying(command, timeout: timeout) { () throws(PlaybackError) in
            let locator = ComponentLocator(application: application)
            guard locator.find(type: locatorType(of: command), identifier: command.identifier).isEmpty else {
                throw .didNotGo(type: command.componentType, identifier: command.identifier, seconds: timeout)
            }
        }
    }
}

extension PlaybackError {
    /// Whether waiting might mend it: the component may yet appear, become unique, visible,
    /// enabled or uncovered, or its value change.
    var isRetryable: Bool {
        switch self {
        case .notFound, .ambiguous, .hidden, .offScreen, .untouchable, .check, .didNotAppear, .didNotGo: true
        default: false
        }
    }
}
