/// Advice's way to reach its own token: handed to the closure that builds the advice, usable
/// from inside the advice once it runs.
///
/// ```swift
/// // Advice that removes itself after its third call.
/// let calls = Atomic(0)
/// try registry.install(on: Vault.depositHook) { handle in
///     .before { _, _ in
///         if calls.add(1, ordering: .relaxed).newValue == 3 { handle.remove() }
///     }
/// }
/// ```
///
/// The handle is bound to the advice's token as soon as the install returns. A removal asked
/// for earlier (advice that runs on another thread before the install has returned) is
/// remembered and carried out on binding, so no call is lost either way.
public final class AdviceHandle: Sendable {
    private struct State {
        var token: AdviceToken?
        var removalRequested = false
    }

    private let state = Locked(State())

    init() {}

    /// The advice's token, once the install has returned.
    public var token: AdviceToken? { state.withLock { $0.token } }

    /// Removes the advice; see ``AdviceToken/remove()``.
    public func remove() {
        let token = state.withLock { state -> AdviceToken? in
            state.removalRequested = true
            return state.token
        }
        token?.remove()
    }

    /// Whether the advice is still installed; `false` before the install has returned.
    public var isInstalled: Bool { token?.isInstalled ?? false }

    /// Binds the handle to the token its install returned.
    func bind(_ token: AdviceToken) {
        let removeNow = state.withLock { state -> Bool in
            state.token = token
            return state.removalRequested
        }
        if removeNow { token.remove() }
    }
}

extension AdviceInstalling {
    /// Installs advice built by `make`, which gets a handle the advice can use to remove itself.
    ///
    /// - Parameters:
    ///   - hook: The hook to wrap.
    ///   - options: Name, scope, position, once and owner.
    ///   - make: Builds the advice from the handle to its own token.
    /// - Returns: The advice's token.
    /// - Throws: ``AdviceError`` when the name is taken or the position names unknown advice.
    @discardableResult
    public func install<R, A, Res, F>(
        on hook: ThrowingHook<R, A, Res, F>, options: AdviceOptions<R> = .init(),
        _ make: (AdviceHandle) -> Advice<R, A, Res, F>
    ) throws(AdviceError) -> AdviceToken {
        let handle = AdviceHandle()
        let token = try install(make(handle), on: hook, options: options)
        handle.bind(token)
        return token
    }

    /// Installs `async` advice built by `make`, which gets a handle the advice can use to
    /// remove itself; see ``install(on:options:_:)-(ThrowingHook<R,A,Res,F>,_,_)``.
    @discardableResult
    public func install<R, A, Res, F>(
        on hook: AsyncHook<R, A, Res, F>, options: AdviceOptions<R> = .init(),
        _ make: (AdviceHandle) -> AsyncAdvice<R, A, Res, F>
    ) throws(AdviceError) -> AdviceToken {
        let handle = AdviceHandle()
        let token = try install(make(handle), on: hook, options: options)
        handle.bind(token)
        return token
    }
}
