import Synchronization

/// Explaining the next real call through a hook, from its own receiver, arguments and
/// control flow.
extension AspectRegistry {
    /// The form of the advice that explains a call (listings show it), which explanations,
    /// rules and warnings leave out.
    static let explainerForm = "explainNextCall"

    /// Explains the next call through `hook` (on a receiver `scope` covers) as it happens:
    /// `report` gets the explanation of that call, made from its receiver, its arguments and
    /// the control flow it runs in, before any other advice of the call runs.
    ///
    /// ```swift
    /// try registry.explainNextCall(on: Vault.withdrawHook) { explanation in print(explanation) }
    /// try checkout.pay(20)   // prints how Vault.withdraw went inside Checkout.pay
    /// ```
    ///
    /// It is once-advice installed first in the chain, listed as `explainNextCall` until the
    /// call comes; explanations leave it out. Remove the token to stop waiting.
    ///
    /// - Parameters:
    ///   - hook: The hook.
    ///   - scope: The receivers whose next call to explain; any by default.
    ///   - report: Gets the explanation, on the calling thread, during the call.
    /// - Returns: A token that removes the wait.
    /// - Throws: ``AdviceError`` when the hook refuses advice (it is sealed, say).
    @discardableResult
    public func explainNextCall<R, A, Res, F>(
        on hook: ThrowingHook<R, A, Res, F>, scope: AdviceScope<R> = .all,
        _ report: @escaping @Sendable (CallExplanation) -> Void
    ) throws(AdviceError) -> AdviceToken {
        let declaration = hook.declaration
        var advice = Advice<R, A, Res, F>.before { [weak self] receiver, arguments in
            self?.report(declaration, receiver: receiver, arguments: arguments, to: report)
        }
        advice.form = Self.explainerForm
        return try install(advice, on: hook, options: AdviceOptions(scope: scope, position: .first, once: true))
    }

    /// Explains the next call through an `async` `hook` as it happens; see
    /// ``explainNextCall(on:scope:_:)-(ThrowingHook<R,A,Res,F>,_,_)``.
    ///
    /// - Parameters:
    ///   - hook: The hook.
    ///   - scope: The receivers whose next call to explain; any by default.
    ///   - report: Gets the explanation, during the call.
    /// - Returns: A token that removes the wait.
    /// - Throws: ``AdviceError`` when the hook refuses advice.
    @discardableResult
    public func explainNextCall<R, A, Res, F>(
        on hook: AsyncHook<R, A, Res, F>, scope: AdviceScope<R> = .all,
        _ report: @escaping @Sendable (CallExplanation) -> Void
    ) throws(AdviceError) -> AdviceToken {
        let declaration = hook.declaration
        let before = AsyncAdvice<R, A, Res, F>.before { [weak self] receiver, arguments in
            self?.report(declaration, receiver: receiver, arguments: arguments, to: report)
        }
        let advice = AsyncAdvice(body: before.body, form: Self.explainerForm)
        return try install(advice, on: hook, options: AdviceOptions(scope: scope, position: .first, once: true))
    }

    /// Explains the next call through a hook known by its declaration, on any receiver; see
    /// ``explainNextCall(on:scope:_:)-(ThrowingHook<R,A,Res,F>,_,_)``. The hook is declared
    /// to this registry if it did not know it.
    ///
    /// - Parameters:
    ///   - hook: The hook, as ``knownHooks()`` lists it.
    ///   - report: Gets the explanation, during the call.
    /// - Returns: A token that removes the wait.
    /// - Throws: ``AdviceError`` when the hook refuses advice.
    @discardableResult
    public func explainNextCall(
        on hook: DeclaredHook, _ report: @escaping @Sendable (CallExplanation) -> Void
    ) throws(AdviceError) -> AdviceToken {
        if hook.isSealed { throw .sealedHook(hook.name) }
        declare([hook])
        let once = SingleRun()
        let advice = SelectorAdvice(
            .before { [weak self] call in
                guard once.claim() else { return }
                self?.report(call.hook, receiver: call.receiver, arguments: call.arguments.value, to: report)
            }, form: Self.explainerForm)
        let token = try install(advice, on: .hook(hook), options: SelectorOptions(position: .first))
        once.keep(token)
        return token
    }

    private func report(
        _ hook: DeclaredHook, receiver: AnyObject, arguments: Any, to report: (CallExplanation) -> Void
    ) {
        var probe = FlowProbe()
        probe.heading = "in the call's own control flow"
        report(explain(hook, receiver: receiver, probe: probe, arguments: String(describing: arguments)))
    }
}

/// The single run of selector advice that explains one call: the first call claims it and
/// removes the advice, whether the advice's token is known yet or not.
private final class SingleRun: Sendable {
    private let claimed = Atomic<Bool>(false)
    private let token = Locked<AdviceToken?>(nil)

    /// `true` for the first call only, which removes the advice if its token is known.
    func claim() -> Bool {
        guard claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return false }
        token.withLock { $0 }?.remove()
        return true
    }

    /// Keeps the advice's token, removing the advice at once if a call has claimed its run.
    func keep(_ token: AdviceToken) {
        self.token.withLock { $0 = token }
        if claimed.load(ordering: .acquiring) { token.remove() }
    }
}
