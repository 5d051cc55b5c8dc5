/// Shorthands for advice that cannot throw, so that it needs no error type spelled out on a
/// hook with a typed `Failure`. Each forwards to the throwing shorthand of the same name.
extension AdviceInstalling {
    /// Installs advice that runs before the rest of the chain and cannot throw.
    @discardableResult
    public func before<R, A, Res, F>(
        _ hook: ThrowingHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @Sendable (R, A) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try before(hook, named: name, scope: scope, position: position, once: once) { (r, a) throws(F) in body(r, a) }
    }

    /// Installs advice that runs after the rest of the chain and cannot throw.
    @discardableResult
    public func after<R, A, Res, F>(
        _ hook: ThrowingHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @Sendable (R, A, Res) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try after(hook, named: name, scope: scope, position: position, once: once) { (r, a, result) throws(F) in
            body(r, a, result)
        }
    }

    /// Installs advice that replaces the rest of the chain and cannot throw.
    @discardableResult
    public func instead<R, A, Res, F>(
        _ hook: ThrowingHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @Sendable (R, A) -> Res
    ) throws(AdviceError) -> AdviceToken {
        try instead(hook, named: name, scope: scope, position: position, once: once) { (r, a) throws(F) in body(r, a) }
    }

    /// Installs `async` advice that runs before the rest of the chain and cannot throw.
    @discardableResult
    public func before<R, A, Res, F>(
        _ hook: AsyncHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @Sendable (R, A) async -> Void
    ) throws(AdviceError) -> AdviceToken {
        try before(hook, named: name, scope: scope, position: position, once: once) { (r, a) async throws(F) in
            await body(r, a)
        }
    }

    /// Installs `async` advice that runs after the rest of the chain and cannot throw.
    @discardableResult
    public func after<R, A, Res, F>(
        _ hook: AsyncHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @Sendable (R, A, Res) async -> Void
    ) throws(AdviceError) -> AdviceToken {
        try after(hook, named: name, scope: scope, position: position, once: once) { (r, a, result) async throws(F) in
            await body(r, a, result)
        }
    }

    /// Installs `async` advice that replaces the rest of the chain and cannot throw.
    @discardableResult
    public func instead<R, A, Res, F>(
        _ hook: AsyncHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @Sendable (R, A) async -> Res
    ) throws(AdviceError) -> AdviceToken {
        try instead(hook, named: name, scope: scope, position: position, once: once) { (r, a) async throws(F) in
            await body(r, a)
        }
    }
}
