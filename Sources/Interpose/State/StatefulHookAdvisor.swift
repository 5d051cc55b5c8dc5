extension HookAdvisor {
    /// Advice with a value of its own for each receiver (AspectJ's `perthis`, Harmony's
    /// `__state`): made by `initial` on the first advised call on that receiver, freed with
    /// the receiver, and gone with the advice once its token is removed.
    ///
    /// ```swift
    /// try registry.on(Vault.withdrawHook).perReceiver { _ in 0 }.before { vault, amount, total in
    ///     total.update { $0 += amount }
    /// }
    /// ```
    ///
    /// - Parameter initial: Makes a receiver's first value; called outside every lock.
    /// - Returns: An advisor whose advice closures also get the receiver's ``AdviceState``.
    public func perReceiver<Value: Sendable>(
        _ initial: @escaping @Sendable (Receiver) -> Value
    ) -> StatefulHookAdvisor<Receiver, Arguments, Result, Failure, Value> {
        let state = installer.stateRegistry.map { $0.introduce(on: Receiver.self, initial: initial) }
        return StatefulHookAdvisor(advisor: self, state: state ?? Introduction(initial: initial))
    }
}

/// Installs advice with a value of its own per receiver; see ``HookAdvisor/perReceiver(_:)``.
///
/// The advice closures hold the values: removing the advice lets go of all of them.
public struct StatefulHookAdvisor<Receiver: Interceptable, Arguments, Result, Failure: Error, Value: Sendable> {
    @usableFromInline let advisor: HookAdvisor<Receiver, Arguments, Result, Failure>
    @usableFromInline let state: Introduction<Receiver, Value>

    @usableFromInline
    init(advisor: HookAdvisor<Receiver, Arguments, Result, Failure>, state: Introduction<Receiver, Value>) {
        self.advisor = advisor
        self.state = state
    }

    /// Installs advice that runs before the rest of the chain, with the receiver's value.
    @inlinable @discardableResult
    public func before(
        _ body: @escaping @Sendable (Receiver, Arguments, AdviceState<Receiver, Value>) throws(Failure) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try advisor.before { [state] (receiver, arguments) throws(Failure) in
            try body(receiver, arguments, AdviceState(introduction: state, receiver: receiver))
        }
    }

    /// Installs advice that runs after the rest of the chain returns, with the receiver's value.
    @inlinable @discardableResult
    public func after(
        _ body: @escaping @Sendable (Receiver, Arguments, Result, AdviceState<Receiver, Value>) throws(Failure) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try advisor.after { [state] (receiver, arguments, result) throws(Failure) in
            try body(receiver, arguments, result, AdviceState(introduction: state, receiver: receiver))
        }
    }

    /// Installs advice that wraps the rest of the chain, with the receiver's value.
    @inlinable @discardableResult
    public func around(
        _ body:
            @escaping @Sendable (
                borrowing Invocation<Receiver, Arguments, Result, Failure>, AdviceState<Receiver, Value>
            ) throws(Failure) -> Result
    ) throws(AdviceError) -> AdviceToken {
        try advisor.around { [state] (invocation) throws(Failure) -> Result in
            try body(invocation, AdviceState(introduction: state, receiver: invocation.receiver))
        }
    }
}

extension AdviceInstalling {
    /// The registry advice installed through this goes into, when it is one the package knows.
    var stateRegistry: AspectRegistry? {
        (self as? AspectRegistry) ?? (self as? PluginContext)?.registry
    }
}
