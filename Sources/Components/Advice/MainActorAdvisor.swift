import Interpose

/// Advice written as main-actor code, for the hooks of main-actor types such as components.
///
/// The core runs advice as plain `@Sendable` closures on the thread that calls the hook. For a
/// component that is always the main thread, but the compiler does not know it, so advice that
/// touches a view's state would have to wrap itself in `MainActor.assumeIsolated`. This does
/// that wrapping once. Pick the hook as usual, then say `onMainActor`:
///
/// ```swift
/// try registry.on(Application.sendEventHook).onMainActor.before { app, event in
///     for touch in event.allTouches { log.append("\(touch.phase) in \(touch.view?.componentName ?? "-")") }
/// }
///
/// try context.on(Control.sendActionsHook, scope: .type(Slider.self)).onMainActor.after { control, arguments, _ in
///     print((control as? Slider)?.value ?? 0, arguments.events)
/// }
/// ```
///
/// It works through any `AdviceInstalling` (a registry, or a plugin's context, which
/// then owns the advice), keeps the options given to `on(_:)`, and returns the same tokens. As
/// with the core's advisor, the hook settles every type before the closure is checked, so a
/// mistake inside the advice is reported on its own line. Receivers must be
/// ``MainActorInterceptable`` and the arguments and result `Sendable` (every component hook's
/// are). The advice checks that it runs on the main actor: calling such a hook from another
/// thread stops the program rather than race.
///
/// Around advice is ``around(_:)``, which hands the main-actor body the call to proceed with;
/// around advice that only changes the arguments, such as replacing a delegate with a proxy, is
/// ``rewriteArguments(_:)``.
public struct MainActorAdvisor<Receiver: MainActorInterceptable, Arguments: Sendable, Result> {
    /// The core advisor the advice is installed through.
    public let advisor: HookAdvisor<Receiver, Arguments, Result, Never>

    @usableFromInline
    init(advisor: HookAdvisor<Receiver, Arguments, Result, Never>) {
        self.advisor = advisor
    }

    /// Installs main-actor advice that runs before the rest of the chain.
    ///
    /// - Returns: A token that removes the advice.
    /// - Throws: `AdviceError` when the name is taken or the position unknown.
    @inlinable @discardableResult
    public func before(_ body: @escaping @MainActor (Receiver, Arguments) -> Void) throws(AdviceError) -> AdviceToken {
        try advisor.before(MainActorEntry.checked(body))
    }

    /// Installs main-actor advice that runs after the rest of the chain and sees its result.
    ///
    /// - Returns: A token that removes the advice.
    /// - Throws: `AdviceError` when the name is taken or the position unknown.
    @inlinable @discardableResult
    public func after(
        _ body: @escaping @MainActor (Receiver, Arguments, Result) -> Void
    ) throws(AdviceError) -> AdviceToken where Result: Sendable {
        try advisor.after(MainActorEntry.checked(body))
    }

    /// Installs main-actor advice that replaces the rest of the chain.
    ///
    /// - Returns: A token that removes the advice.
    /// - Throws: `AdviceError` when the name is taken or the position unknown.
    @inlinable @discardableResult
    public func instead(
        _ body: @escaping @MainActor (Receiver, Arguments) -> Result
    ) throws(AdviceError) -> AdviceToken where Result: Sendable {
        try advisor.instead(MainActorEntry.checked(body))
    }

    /// Installs main-actor advice that wraps the rest of the chain.
    ///
    /// The body gets the call as the core's around advice does, borrowed: the receiver, the
    /// arguments, and `Invocation.proceed()` (or
    /// `Invocation.proceed(with:)`) to run the rest of the chain, zero or more
    /// times, with the same arguments or others. What it returns is the call's result.
    ///
    /// ```swift
    /// try registry.on(Control.sendActionsHook).onMainActor.around { invocation in
    ///     guard invocation.receiver.isEnabled else { return }   // a disabled control sends nothing
    ///     invocation.proceed()
    /// }
    /// ```
    ///
    /// - Returns: A token that removes the advice.
    /// - Throws: `AdviceError` when the name is taken or the position unknown.
    @inlinable @discardableResult
    public func around(
        _ body: @escaping @MainActor (borrowing Invocation<Receiver, Arguments, Result, Never>) -> Result
    ) throws(AdviceError) -> AdviceToken where Result: Sendable {
        try advisor.around(MainActorEntry.checked(body))
    }

    /// Installs around advice that computes, on the main actor, the arguments the rest of the
    /// chain proceeds with.
    ///
    /// ```swift
    /// try registry.on(TextField.setDelegateHook).onMainActor.rewriteArguments { field, delegate in
    ///     delegate.map { RecordingProxy(original: $0) }
    /// }
    /// ```
    ///
    /// - Returns: A token that removes the advice.
    /// - Throws: `AdviceError` when the name is taken or the position unknown.
    @inlinable @discardableResult
    public func rewriteArguments(
        _ rewrite: @escaping @MainActor (Receiver, Arguments) -> Arguments
    ) throws(AdviceError) -> AdviceToken {
        let rewrite = MainActorEntry.checked(rewrite)
        return try advisor.around { invocation in
            invocation.proceed(with: rewrite(invocation.receiver, invocation.arguments))
        }
    }
}

extension HookAdvisor where Receiver: MainActorInterceptable, Arguments: Sendable, Failure == Never {
    /// The same hook and options, for advice written as main-actor code; see
    /// ``MainActorAdvisor``.
    ///
    /// ```swift
    /// try registry.on(View.didInitHook).onMainActor.after { view, _, _ in created.append(view.componentName) }
    /// ```
    @inlinable
    public var onMainActor: MainActorAdvisor<Receiver, Arguments, Result> { MainActorAdvisor(advisor: self) }
}
