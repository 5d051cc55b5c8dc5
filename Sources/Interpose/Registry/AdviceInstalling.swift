/// Something advice can be installed through: a registry, or a plugin's context (which
/// records ownership so the plugin's advice goes when the plugin does).
///
/// Conformers implement the three `install` requirements; ``on(_:named:scope:position:once:)``
/// (with its `before`, `after`, `around` and `instead`) and ``on(matching:named:flow:position:)`` for
/// selectors come with the protocol.
public protocol AdviceInstalling {
    /// Installs advice on a synchronous hook.
    ///
    /// - Parameters:
    ///   - advice: What to run.
    ///   - hook: The hook to wrap.
    ///   - options: Name, scope, position, once and owner.
    /// - Returns: A token that removes the advice.
    /// - Throws: ``AdviceError`` when the name is taken or the position names unknown advice.
    @discardableResult
    func install<R, A, Res, F>(
        _ advice: Advice<R, A, Res, F>, on hook: ThrowingHook<R, A, Res, F>, options: AdviceOptions<R>
    ) throws(AdviceError) -> AdviceToken

    /// Installs advice on an `async` hook.
    ///
    /// - Parameters:
    ///   - advice: What to run.
    ///   - hook: The hook to wrap.
    ///   - options: Name, scope, position, once and owner.
    /// - Returns: A token that removes the advice.
    /// - Throws: ``AdviceError`` when the name is taken or the position names unknown advice.
    @discardableResult
    func install<R, A, Res, F>(
        _ advice: AsyncAdvice<R, A, Res, F>, on hook: AsyncHook<R, A, Res, F>, options: AdviceOptions<R>
    ) throws(AdviceError) -> AdviceToken

    /// Installs advice on every hook `selector` matches, now and as more become known.
    ///
    /// - Parameters:
    ///   - advice: What to run.
    ///   - selector: The hooks to join.
    ///   - options: Name, control flow, position and owner.
    /// - Returns: One token that removes the advice from every hook it joined.
    /// - Throws: ``AdviceError`` when the name is taken on a matched hook or the control flow
    ///   names a sealed hook.
    @discardableResult
    func install(
        _ advice: SelectorAdvice, on selector: HookSelector, options: SelectorOptions
    ) throws(AdviceError) -> AdviceToken
}

extension AspectRegistry: AdviceInstalling {
    /// Installs advice on a synchronous hook; see ``AdviceInstalling``.
    @discardableResult
    public func install<R, A, Res, F>(
        _ advice: Advice<R, A, Res, F>, on hook: ThrowingHook<R, A, Res, F>, options: AdviceOptions<R>
    ) throws(AdviceError) -> AdviceToken {
        var options = options
        if case .all = options.scope.storage, let narrowing = advice.narrowing { options.scope = narrowing }
        return try insert(hook.entry, options: options, kind: advice.kind, form: advice.form) {
            id, summary, token, scope, flow in
            AdviceNode(
                flow.isAnywhere ? advice : advice.limited(to: flow.test), id: id, summary: summary, token: token,
                scope: scope, flow: flow)
        }
    }

    /// Installs advice on an `async` hook; see ``AdviceInstalling``.
    @discardableResult
    public func install<R, A, Res, F>(
        _ advice: AsyncAdvice<R, A, Res, F>, on hook: AsyncHook<R, A, Res, F>, options: AdviceOptions<R>
    ) throws(AdviceError) -> AdviceToken {
        try insert(hook.entry, options: options, kind: advice.kind, form: advice.form) {
            id, summary, token, scope, flow in
            AsyncAdviceNode(
                flow.isAnywhere ? advice : advice.limited(to: flow.test), id: id, summary: summary, token: token,
                scope: scope, flow: flow)
        }
    }
}

extension ThrowingHook {
    /// The hook as the registry's install needs it.
    var entry: HookEntry {
        HookEntry(key: key, name: description, site: site, isSealed: isSealed) { declaration }
    }
}

extension AsyncHook {
    /// The hook as the registry's install needs it.
    var entry: HookEntry {
        HookEntry(key: key, name: description, site: site, isSealed: isSealed) { declaration }
    }
}
