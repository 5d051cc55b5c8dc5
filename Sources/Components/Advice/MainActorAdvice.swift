import Interpose

/// Advice written as main-actor code, for the hooks of main-actor types such as components.
///
/// The core runs advice as plain `@Sendable` closures on the thread that calls the hook. For a
/// component that is always the main thread, but the compiler does not know it, so advice that
/// touches a view's state would have to wrap itself in `MainActor.assumeIsolated`. This does
/// that wrapping once:
///
/// ```swift
/// try registry.onMainActor.before(Application.sendEventHook) { app, event in
///     for touch in event.allTouches { log.append("\(touch.phase) in \(touch.view?.componentName ?? "-")") }
/// }
///
/// try context.onMainActor.after(Control.sendActionsHook, scope: .type(Slider.self)) { control, arguments, _ in
///     print((control as? Slider)?.value ?? 0, arguments.events)
/// }
/// ```
///
/// It works through any ``Interpose/AdviceInstalling`` (a registry, or a plugin's context, which
/// then owns the advice), takes the same options as the core's `on(_:)`, and returns the same
/// tokens. Receivers must be ``MainActorInterceptable`` and the arguments and result `Sendable`
/// (every component hook's are). The advice asserts that it runs on the main actor: calling such
/// a hook from another thread stops the program rather than race.
///
/// Around advice that only needs to change the arguments, such as replacing a delegate with a
/// proxy, is ``rewriteArguments(of:named:scope:position:once:_:)``. Around advice that must do
/// more uses the core `around` and `MainActor.assumeIsolated` for the main-actor parts.
public struct MainActorAdvice<Installer: AdviceInstalling> {
    /// What the advice is installed through.
    public let installer: Installer

    /// Wraps `installer`.
    public init(_ installer: Installer) {
        self.installer = installer
    }

    /// Installs main-actor advice that runs before the rest of the chain.
    ///
    /// - Returns: A token that removes the advice.
    /// - Throws: ``Interpose/AdviceError`` when the name is taken or the position unknown.
    @discardableResult
    public func before<R: MainActorInterceptable, A: Sendable, Res>(
        _ hook: Hook<R, A, Res>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @MainActor (R, A) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try installer.on(hook, named: name, scope: scope, position: position, once: once).before {
            receiver, arguments in
            MainActor.assumeIsolated { body(receiver, arguments) }
        }
    }

    /// Installs main-actor advice that runs after the rest of the chain and sees its result.
    ///
    /// - Returns: A token that removes the advice.
    /// - Throws: ``Interpose/AdviceError`` when the name is taken or the position unknown.
    @discardableResult
    public func after<R: MainActorInterceptable, A: Sendable, Res: Sendable>(
        _ hook: Hook<R, A, Res>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @MainActor (R, A, Res) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try installer.on(hook, named: name, scope: scope, position: position, once: once).after {
            receiver, arguments, result in
            MainActor.assumeIsolated { body(receiver, arguments, result) }
        }
    }

    /// Installs main-actor advice that replaces the rest of the chain.
    ///
    /// - Returns: A token that removes the advice.
    /// - Throws: ``Interpose/AdviceError`` when the name is taken or the position unknown.
    @discardableResult
    public func instead<R: MainActorInterceptable, A: Sendable, Res: Sendable>(
        _ hook: Hook<R, A, Res>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ body: @escaping @MainActor (R, A) -> Res
    ) throws(AdviceError) -> AdviceToken {
        try installer.on(hook, named: name, scope: scope, position: position, once: once).instead {
            receiver, arguments in
            MainActor.assumeIsolated { body(receiver, arguments) }
        }
    }

    /// Installs around advice that computes, on the main actor, the arguments the rest of the
    /// chain proceeds with.
    ///
    /// ```swift
    /// try registry.onMainActor.rewriteArguments(of: TextField.setDelegateHook) { field, delegate in
    ///     delegate.map { RecordingProxy(original: $0) }
    /// }
    /// ```
    ///
    /// - Returns: A token that removes the advice.
    /// - Throws: ``Interpose/AdviceError`` when the name is taken or the position unknown.
    @discardableResult
    public func rewriteArguments<R: MainActorInterceptable, A: Sendable, Res>(
        of hook: Hook<R, A, Res>, named name: String? = nil, scope: AdviceScope<R> = .all,
        position: AdvicePosition = .last, once: Bool = false, _ rewrite: @escaping @MainActor (R, A) -> A
    ) throws(AdviceError) -> AdviceToken {
        try installer.on(hook, named: name, scope: scope, position: position, once: once).around { invocation in
            let (receiver, arguments) = (invocation.receiver, invocation.arguments)
            let rewritten = MainActor.assumeIsolated { rewrite(receiver, arguments) }
            return invocation.proceed(with: rewritten)
        }
    }
}

extension AdviceInstalling {
    /// Installs advice written as main-actor code; see ``MainActorAdvice``.
    ///
    /// ```swift
    /// try registry.onMainActor.after(View.didInitHook) { view, _, _ in created.append(view.componentName) }
    /// ```
    public var onMainActor: MainActorAdvice<Self> { MainActorAdvice(self) }
}
