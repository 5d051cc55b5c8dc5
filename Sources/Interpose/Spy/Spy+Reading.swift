extension Spy {
    /// Every recorded call, in the order the calls started.
    ///
    /// ```swift
    /// #expect(spy.calls.map(\.arguments) == [10, 20])
    /// ```
    public var calls: [Call] {
        state.withLock { $0.calls }
    }

    /// How many calls the spy has recorded.
    ///
    /// ```swift
    /// #expect(spy.callCount == 2)
    /// ```
    public var callCount: Int {
        state.withLock { $0.calls.count }
    }

    /// Whether the spy has recorded any call.
    ///
    /// ```swift
    /// #expect(!spy.wasCalled)
    /// ```
    public var wasCalled: Bool {
        state.withLock { !$0.calls.isEmpty }
    }

    /// The call that started last, if any.
    ///
    /// ```swift
    /// #expect(spy.lastCall?.result == 70)
    /// ```
    public var lastCall: Call? {
        state.withLock { $0.calls.last }
    }

    /// The calls made on `receiver`, in order.
    ///
    /// ```swift
    /// #expect(spy.calls(on: savings).count == 1)
    /// ```
    public func calls(on receiver: Receiver) -> [Call] {
        calls.filter { $0.receiver === receiver }
    }

    /// The results of the calls that returned, in order.
    ///
    /// ```swift
    /// #expect(spy.results == [90, 70])
    /// ```
    public var results: [Result] {
        calls.compactMap(\.result)
    }

    /// The errors of the calls that threw, in order.
    ///
    /// ```swift
    /// #expect(spy.errors == [.insufficientFunds(requested: 500)])
    /// ```
    public var errors: [Failure] {
        calls.compactMap(\.error)
    }

    /// Forgets every call recorded so far; the spy stays installed and keeps its stub.
    ///
    /// ```swift
    /// spy.reset()
    /// #expect(spy.calls.isEmpty)
    /// ```
    public func reset() {
        state.withLock { $0.calls.removeAll() }
    }
}

extension Spy where Arguments: Equatable {
    /// Whether any recorded call was made with `arguments`.
    ///
    /// ```swift
    /// #expect(spy.wasCalled(with: 30))
    /// ```
    ///
    /// Tuples are not `Equatable`; for a hook whose arguments are a tuple, ask
    /// `spy.calls.contains { $0.arguments == (1, "a") }`.
    public func wasCalled(with arguments: Arguments) -> Bool {
        calls.contains { $0.arguments == arguments }
    }
}
