/// The everyday way to install advice on every hook a selector matches: pick the selector
/// (and the options) with ``AdviceInstalling/on(matching:named:flow:position:)``, then say what runs.
///
/// ```swift
/// try registry.on(matching: "View.*", named: "trace").before { call in print(call.hook.name, call.arguments) }
/// try registry.on(matching: .receiver(Button.self)).after { call, result in print(call.hook.name, "->", result) }
/// try registry.on(matching: .throwing).afterThrowing { call, error in print(call.hook.name, "threw", error); return nil }
/// try registry.on(matching: "Vault.*").around { invocation in
///     let outcome = invocation.proceed()
///     print(invocation.hook.name, outcome)
///     return outcome
/// }
/// ```
///
/// Each method returns one token for all the hooks the advice joins, now and later; removing
/// it removes the advice from every one of them.
public struct SelectorAdvisor {
    /// What the advice is installed through: a registry or a plugin's context.
    public let installer: any AdviceInstalling
    /// The hooks the advice joins.
    public let selector: HookSelector
    /// Name, control flow, position and owner.
    public let options: SelectorOptions

    /// Installs `advice` with the advisor's options.
    ///
    /// - Parameter advice: What to run.
    /// - Returns: A token that removes the advice from every hook it joined.
    /// - Throws: ``AdviceError`` when the name is taken on a matched hook, or the control flow
    ///   names a sealed hook.
    @discardableResult
    public func install(_ advice: SelectorAdvice) throws(AdviceError) -> AdviceToken {
        try installer.install(advice, on: selector, options: options)
    }

    /// Installs advice that runs before the rest of each chain; see ``SelectorAdvice/before(_:)``.
    ///
    /// - Parameter body: Sees the call.
    /// - Returns: A token that removes the advice from every hook it joined.
    /// - Throws: ``AdviceError`` when the name is taken on a matched hook.
    @discardableResult
    public func before(_ body: @escaping @Sendable (borrowing HookCall) -> Void) throws(AdviceError) -> AdviceToken {
        try install(.before(body))
    }

    /// Installs advice that runs when each call returns, seeing its result; see
    /// ``SelectorAdvice/after(_:)``.
    ///
    /// - Parameter body: Sees the call and the result.
    /// - Returns: A token that removes the advice from every hook it joined.
    /// - Throws: ``AdviceError`` when the name is taken on a matched hook.
    @discardableResult
    public func after(_ body: @escaping @Sendable (borrowing HookCall, HookValue) -> Void) throws(AdviceError)
        -> AdviceToken
    {
        try install(.after(body))
    }

    /// Installs advice that runs when each call returns, seeing its result; listed as
    /// `afterReturning`.
    ///
    /// - Parameter body: Sees the call and the result.
    /// - Returns: A token that removes the advice from every hook it joined.
    /// - Throws: ``AdviceError`` when the name is taken on a matched hook.
    @discardableResult
    public func afterReturning(
        _ body: @escaping @Sendable (borrowing HookCall, HookValue) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.afterReturning(body))
    }

    /// Installs advice that runs when each call throws, and may replace the error; see
    /// ``SelectorAdvice/afterThrowing(_:)``.
    ///
    /// - Parameter body: Sees the call and the error; returns a replacement or `nil`.
    /// - Returns: A token that removes the advice from every hook it joined.
    /// - Throws: ``AdviceError`` when the name is taken on a matched hook.
    @discardableResult
    public func afterThrowing(
        _ body: @escaping @Sendable (borrowing HookCall, any Error) -> (any Error)?
    ) throws(AdviceError) -> AdviceToken {
        try install(.afterThrowing(body))
    }

    /// Installs advice that wraps each matched synchronous hook's chain; see ``AnyInvocation``.
    ///
    /// - Parameter body: Proceeds or not, and returns the outcome.
    /// - Returns: A token that removes the advice from every hook it joined.
    /// - Throws: ``AdviceError`` when the name is taken on a matched hook.
    @discardableResult
    public func around(
        _ body: @escaping @Sendable (borrowing AnyInvocation) -> HookOutcome
    ) throws(AdviceError) -> AdviceToken {
        try install(.around(body))
    }

    /// Installs advice that wraps each matched `async` hook's chain; see ``AsyncAnyInvocation``.
    ///
    /// - Parameter body: Proceeds or not, and returns the outcome.
    /// - Returns: A token that removes the advice from every hook it joined.
    /// - Throws: ``AdviceError`` when the name is taken on a matched hook.
    @discardableResult
    public func aroundAsync(
        _ body: @escaping @Sendable (borrowing AsyncAnyInvocation) async -> HookOutcome
    ) throws(AdviceError) -> AdviceToken {
        try install(.aroundAsync(body))
    }
}

extension AdviceInstalling {
    /// Picks the hooks a selector matches, and how advice on all of them is installed; see
    /// ``SelectorAdvisor`` and ``HookSelector``.
    ///
    /// The label keeps this apart from ``on(_:named:scope:position:once:)``: with one
    /// unlabelled `on` per kind of target, a mistake inside advice on a hook would be
    /// reported as a hook that is not a selector, away from the line at fault.
    ///
    /// ```swift
    /// try registry.on(matching: "*.setDelegate", flow: .inside(Application.sendEventHook)).before { call in … }
    /// ```
    ///
    /// - Parameters:
    ///   - selector: The hooks, known now or later, the advice joins.
    ///   - name: A name unique on each hook, for listings and positions.
    ///   - flow: Where in the control flow the advice applies; anywhere by default.
    ///   - position: Where it goes in each chain; innermost by default.
    /// - Returns: The advisor.
    public func on(
        matching selector: HookSelector, named name: String? = nil, flow: ControlFlow = .anywhere,
        position: AdvicePosition = .last
    ) -> SelectorAdvisor {
        SelectorAdvisor(
            installer: self, selector: selector, options: SelectorOptions(name: name, flow: flow, position: position))
    }
}
