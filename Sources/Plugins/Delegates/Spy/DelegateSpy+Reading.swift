import Interpose

extension DelegateSpy {
    /// Every recorded call, in the order the calls started: what every other reading is built
    /// on, so each reads one consistent list.
    ///
    /// ```swift
    /// #expect(spy.calls.map(\.call) == [.didSelectRow(row: 2, component: 0)])
    /// ```
    public var calls: [Event] {
        state.withLock { $0.calls }
    }

    /// How many calls the spy has recorded.
    ///
    /// ```swift
    /// #expect(spy.callCount == 3)
    /// ```
    public var callCount: Int {
        calls.count
    }

    /// Whether the spy has recorded any call.
    ///
    /// ```swift
    /// #expect(!spy.wasCalled)
    /// ```
    public var wasCalled: Bool {
        !calls.isEmpty
    }

    /// The call that started last, if any.
    ///
    /// ```swift
    /// #expect(spy.lastCall?.answer == .title("Mar"))
    /// ```
    public var lastCall: Event? {
        calls.last
    }

    /// The recorded calls to `method`, in order.
    ///
    /// ```swift
    /// #expect(spy.calls(to: .titleForRow).count == 12)
    /// ```
    ///
    /// - Parameter method: A method of the protocol, such as `.titleForRow`.
    /// - Returns: The calls to it.
    public func calls<Arguments, Result>(to method: DelegateMethod<Event, Arguments, Result>) -> [Event] {
        calls.filter(method.matches)
    }

    /// How many recorded calls went to `method`.
    ///
    /// ```swift
    /// #expect(spy.callCount(to: .didSelectRow) == 1)
    /// ```
    ///
    /// - Parameter method: A method of the protocol.
    /// - Returns: The number of calls to it.
    public func callCount<Arguments, Result>(to method: DelegateMethod<Event, Arguments, Result>) -> Int {
        calls(to: method).count
    }

    /// Whether any recorded call went to `method`.
    ///
    /// ```swift
    /// #expect(!spy.wasCalled(.rowHeight))
    /// ```
    ///
    /// - Parameter method: A method of the protocol.
    /// - Returns: `true` when it was called at least once.
    public func wasCalled<Arguments, Result>(_ method: DelegateMethod<Event, Arguments, Result>) -> Bool {
        calls.contains(where: method.matches)
    }

    /// The arguments of each recorded call to `method`, in order.
    ///
    /// ```swift
    /// #expect(spy.arguments(of: .didSelectRow).map(\.row) == [3, 5])
    /// ```
    ///
    /// - Parameter method: A method of the protocol.
    /// - Returns: Its arguments, one entry per call.
    public func arguments<Arguments, Result>(of method: DelegateMethod<Event, Arguments, Result>) -> [Arguments] {
        calls.compactMap { method.arguments($0.call) }
    }

    /// What each recorded call to `method` returned, in order: the real delegate's answer or the
    /// stub's.
    ///
    /// ```swift
    /// #expect(spy.results(of: .rowHeight) == [nil, nil])   // the delegate does not implement it
    /// ```
    ///
    /// - Parameter method: A method of the protocol.
    /// - Returns: Its results, one entry per call.
    public func results<Arguments, Result>(of method: DelegateMethod<Event, Arguments, Result>) -> [Result] {
        calls(to: method).compactMap { method.result($0.answer) }
    }

    /// Forgets every call recorded so far; the spy stays installed and keeps its stubs.
    ///
    /// ```swift
    /// spy.reset()
    /// #expect(spy.calls.isEmpty)
    /// ```
    public func reset() {
        state.withLock { $0.calls.removeAll() }
    }
}

extension DelegateSpy where Event.Call: Equatable {
    /// Whether any recorded call was `call`: the same method with the same arguments.
    ///
    /// ```swift
    /// #expect(spy.wasCalled(with: .didSelectRow(row: 2, component: 0)))
    /// ```
    ///
    /// - Parameter call: The method and arguments to look for.
    /// - Returns: `true` when a recorded call matches.
    public func wasCalled(with call: Event.Call) -> Bool {
        calls.contains { $0.call == call }
    }
}
