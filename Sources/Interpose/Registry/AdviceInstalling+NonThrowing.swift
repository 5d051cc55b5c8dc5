/// Shorthands for advice that cannot throw, so that it needs no error type spelled out on a
/// hook with a typed `Failure`. They are disfavored: on hooks that throw `Never` or `any Error`
/// the throwing shorthands take the closure as it is, which saves a conversion thunk per call.
/// Each stores the closure as it is: a function that cannot throw is a function that throws
/// nothing, so no wrapper is needed.
extension AdviceInstalling {
    /// Installs advice that runs before the rest of the chain and cannot throw.
    @discardableResult @_disfavoredOverload
    public func before<R, A, Res, F>(
        _ hook: ThrowingHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @Sendable (R, A) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.before(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }

    /// Installs advice that runs after the rest of the chain and cannot throw.
    @discardableResult @_disfavoredOverload
    public func after<R, A, Res, F>(
        _ hook: ThrowingHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @Sendable (R, A, Res) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.after(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }

    /// Installs advice that replaces the rest of the chain and cannot throw.
    @discardableResult @_disfavoredOverload
    public func instead<R, A, Res, F>(
        _ hook: ThrowingHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @Sendable (R, A) -> Res
    ) throws(AdviceError) -> AdviceToken {
        try install(.instead(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }

    /// Installs `async` advice that runs before the rest of the chain and cannot throw.
    @discardableResult @_disfavoredOverload
    public func before<R, A, Res, F>(
        _ hook: AsyncHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @Sendable (R, A) async -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.before(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }

    /// Installs `async` advice that runs after the rest of the chain and cannot throw.
    @discardableResult @_disfavoredOverload
    public func after<R, A, Res, F>(
        _ hook: AsyncHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @Sendable (R, A, Res) async -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.after(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }

    /// Installs `async` advice that replaces the rest of the chain and cannot throw.
    @discardableResult @_disfavoredOverload
    public func instead<R, A, Res, F>(
        _ hook: AsyncHook<R, A, Res, F>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @Sendable (R, A) async -> Res
    ) throws(AdviceError) -> AdviceToken {
        try install(.instead(body), on: hook, options: .init(name: name, scope: scope, position: position, once: once))
    }
}
