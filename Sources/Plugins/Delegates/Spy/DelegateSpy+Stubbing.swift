import Interpose

extension DelegateSpy {
    /// Answers later calls to `method` with `answer` instead of the real delegate, which does
    /// not hear them; the calls are still recorded, with the stub's answer.
    ///
    /// ```swift
    /// spy.stub(.titleForRow) { row, component in component == 0 ? "Month \(row + 1)" : nil }
    /// spy.stub(.didSelectRow) { _, _ in }    // the real delegate never hears of a selection
    /// ```
    ///
    /// Stubbing the same method again replaces its stub. A secure text field's text reaches the
    /// stub in clear (it has to decide on it) but is redacted in the recorded call.
    ///
    /// - Parameters:
    ///   - method: A method of the protocol, such as `.titleForRow`.
    ///   - answer: What to answer, from the call's arguments; runs on the main actor.
    public func stub<Arguments, Result>(
        _ method: DelegateMethod<Event, Arguments, Result>,
        _ answer: @escaping @MainActor @Sendable (Arguments) -> Result
    ) {
        let stub: Stub = { call in method.arguments(call).map { method.answer(answer($0)) } }
        state.withLock { state in
            state.stubs.removeAll { $0.name == method.name }
            state.stubs.append((method.name, stub))
        }
    }

    /// Answers later calls to `method` with `result` instead of the real delegate.
    ///
    /// ```swift
    /// spy.stub(.rowHeight, returning: 50)
    /// ```
    ///
    /// - Parameters:
    ///   - method: A method of the protocol.
    ///   - result: The answer.
    public func stub<Arguments, Result: Sendable>(
        _ method: DelegateMethod<Event, Arguments, Result>, returning result: Result
    ) {
        stub(method) { _ in result }
    }

    /// Hands later calls to `method` back to the real delegate.
    ///
    /// ```swift
    /// spy.forward(.titleForRow)
    /// ```
    ///
    /// - Parameter method: A stubbed method.
    public func forward<Arguments, Result>(_ method: DelegateMethod<Event, Arguments, Result>) {
        state.withLock { $0.stubs.removeAll { $0.name == method.name } }
    }

    /// Hands every later call back to the real delegate.
    ///
    /// ```swift
    /// spy.forwardAll()
    /// ```
    public func forwardAll() {
        state.withLock { $0.stubs.removeAll() }
    }

    /// Whether later calls to `method` are answered by a stub.
    ///
    /// ```swift
    /// #expect(spy.isStubbed(.titleForRow))
    /// ```
    ///
    /// - Parameter method: A method of the protocol.
    /// - Returns: `true` while a stub answers it.
    public func isStubbed<Arguments, Result>(_ method: DelegateMethod<Event, Arguments, Result>) -> Bool {
        state.withLock { $0.stubs.contains { $0.name == method.name } }
    }
}
