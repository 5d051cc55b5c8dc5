/// Advice's way to reach its own token: handed to the closure that builds the advice, usable
/// from inside the advice once it runs.
///
/// ```swift
/// // Advice that goes after the first large deposit.
/// try registry.on(Vault.depositHook).install { handle in
///     .before { _, amount in
///         if amount > 1_000 { handle.remove() }
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

extension AdviceHandle {
    /// Runs `install` with a new handle and binds the handle to the token it returns.
    static func binding(
        _ install: (AdviceHandle) throws(AdviceError) -> AdviceToken
    ) throws(AdviceError) -> AdviceToken {
        let handle = AdviceHandle()
        let token = try install(handle)
        handle.bind(token)
        return token
    }
}

extension HookAdvisor {
    /// Installs advice built by `make`, which gets a handle the advice can use to remove itself.
    ///
    /// - Parameter make: Builds the advice from the handle to its own token.
    /// - Returns: The advice's token.
    /// - Throws: ``AdviceError`` when the name is taken or the position names unknown advice.
    @discardableResult
    public func install(
        _ make: (AdviceHandle) -> Advice<Receiver, Arguments, Result, Failure>
    ) throws(AdviceError) -> AdviceToken {
        try AdviceHandle.binding { (handle) throws(AdviceError) in try install(make(handle)) }
    }
}

extension AsyncHookAdvisor {
    /// Installs `async` advice built by `make`, which gets a handle the advice can use to
    /// remove itself.
    ///
    /// - Parameter make: Builds the advice from the handle to its own token.
    /// - Returns: The advice's token.
    /// - Throws: ``AdviceError`` when the name is taken or the position names unknown advice.
    @discardableResult
    public func install(
        _ make: (AdviceHandle) -> AsyncAdvice<Receiver, Arguments, Result, Failure>
    ) throws(AdviceError) -> AdviceToken {
        try AdviceHandle.binding { (handle) throws(AdviceError) in try install(make(handle)) }
    }
}
