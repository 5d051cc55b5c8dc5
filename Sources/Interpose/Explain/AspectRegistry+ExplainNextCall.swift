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
        let advice = Advice<R, A, Res, F>.before { [weak self] receiver, arguments in
            self?.report(declaration, receiver: receiver, arguments: arguments, to: report)
        }
        return try insertExplainer(hook.entry, scope: scope) { id, summary, token, scope in
            AdviceNode(advice, id: id, summary: summary, token: token, scope: scope)
        }
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
        let advice = AsyncAdvice<R, A, Res, F>.before { [weak self] receiver, arguments in
            self?.report(declaration, receiver: receiver, arguments: arguments, to: report)
        }
        return try insertExplainer(hook.entry, scope: scope) { id, summary, token, scope in
            AsyncAdviceNode(advice, id: id, summary: summary, token: token, scope: scope)
        }
    }

    /// Explains the next call through a hook known by its declaration, on any receiver; see
    /// ``explainNextCall(on:scope:_:)-(ThrowingHook<R,A,Res,F>,_,_)``.
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
        let advice = SelectorAdvice.before { [weak self] call in
            self?.report(call.hook, receiver: call.receiver, arguments: call.arguments.value, to: report)
        }
        let entry = HookEntry(key: hook.record.key, name: hook.name, site: hook.site, isSealed: hook.isSealed) { hook }
        return try insertExplainer(entry, scope: AdviceScope<AnyObject>.all) { id, summary, token, _ in
            let recipe = NodeRecipe(
                id: id, group: id, summary: summary, token: token, receivers: .always, flow: .anywhere,
                record: hook.record)
            // Before advice joins every kind of hook, so the hook's operations always make a node.
            return hook.record.operations.makeNode(advice, recipe)!
        }
    }

    /// Installs the once-advice that explains a call, first in `hook`'s chain, without making
    /// the registry know the hook: explaining a call must not change which selectors join it.
    private func insertExplainer<Receiver>(
        _ hook: HookEntry, scope: AdviceScope<Receiver>,
        makeNode: (UInt64, AdviceDescription, AdviceToken, AdviceScope<Receiver>) -> AnyAdviceNode
    ) throws(AdviceError) -> AdviceToken {
        var hook = hook
        hook.isLearned = false
        return try insert(
            hook, options: AdviceOptions(scope: scope, position: .first, once: true), kind: .before,
            form: Self.explainerForm
        ) { id, summary, token, scope, _ in makeNode(id, summary, token, scope) }
    }

    private func report(
        _ hook: DeclaredHook, receiver: AnyObject, arguments: Any, to report: (CallExplanation) -> Void
    ) {
        var probe = FlowProbe()
        probe.heading = "in the call's own control flow"
        report(explain(hook, receiver: receiver, probe: probe, arguments: String(describing: arguments)))
    }
}
