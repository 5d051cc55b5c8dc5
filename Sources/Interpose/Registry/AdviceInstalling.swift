/// Something advice can be installed through: a registry, or a plugin's context (which
/// records ownership so the plugin's advice goes when the plugin does).
///
/// Conformers implement the two `install` requirements; ``on(_:named:scope:position:once:)``,
/// with its `before`, `after`, `around` and `instead`, comes with the protocol.
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
}

extension AspectRegistry: AdviceInstalling {
    /// Installs advice on a synchronous hook; see ``AdviceInstalling``.
    @discardableResult
    public func install<R, A, Res, F>(
        _ advice: Advice<R, A, Res, F>, on hook: ThrowingHook<R, A, Res, F>, options: AdviceOptions<R>
    ) throws(AdviceError) -> AdviceToken {
        var options = options
        if case .all = options.scope.storage, let narrowing = advice.narrowing { options.scope = narrowing }
        return try insert(key: hook.key, hook: hook.description, site: hook.site, options: options, kind: advice.kind) {
            [options] id, summary, token in
            AdviceNode(advice, id: id, summary: summary, token: token, scope: options.scope)
        }
    }

    /// Installs advice on an `async` hook; see ``AdviceInstalling``.
    @discardableResult
    public func install<R, A, Res, F>(
        _ advice: AsyncAdvice<R, A, Res, F>, on hook: AsyncHook<R, A, Res, F>, options: AdviceOptions<R>
    ) throws(AdviceError) -> AdviceToken {
        try insert(key: hook.key, hook: hook.description, site: hook.site, options: options, kind: advice.kind) {
            id, summary, token in
            AsyncAdviceNode(advice, id: id, summary: summary, token: token, scope: options.scope)
        }
    }
}
