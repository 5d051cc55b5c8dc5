/// The everyday way to install advice: pick the hook (and the options) with
/// ``AdviceInstalling/on(_:named:scope:position:once:)``,
/// then say what runs.
///
/// ```swift
/// try registry.on(Vault.withdrawHook, named: "audit").before { vault, amount in log(amount) }
/// try registry.on(Vault.withdrawHook).after { vault, amount, balance in check(balance) }
/// try registry.on(Vault.withdrawHook).around { (invocation) throws(VaultError) in
///     try invocation.proceed(with: invocation.arguments * 2)
/// }
/// try registry.on(Vault.withdrawHook, scope: .instance(testVault)).instead { _, _ in 0 }
/// ```
///
/// Choosing the hook first fixes every type the advice closure sees before the closure is
/// checked, so a mistake inside the closure is reported on its own line ("value of type 'Int'
/// has no member 'amont'") rather than as a mismatch with the hook, and a closure that cannot
/// throw needs no error type spelled out, whatever the hook's `Failure`. A closure that throws
/// on a hook with a concrete error type spells it out, `{ (vault, amount) throws(VaultError) in
/// … }`: Swift infers `any Error` for a closure that throws.
public struct HookAdvisor<Receiver: Interceptable, Arguments, Result, Failure: Error> {
    /// What the advice is installed through: a registry or a plugin's context.
    public let installer: any AdviceInstalling
    /// The hook the advice wraps.
    public let hook: ThrowingHook<Receiver, Arguments, Result, Failure>
    /// Name, scope, position, once and owner.
    public let options: AdviceOptions<Receiver>

    /// Installs `advice` with the advisor's options.
    @inlinable @discardableResult
    public func install(_ advice: Advice<Receiver, Arguments, Result, Failure>) throws(AdviceError) -> AdviceToken {
        try installer.install(advice, on: hook, options: options)
    }

    /// Installs advice that runs before the rest of the chain, seeing receiver and arguments.
    @inlinable @discardableResult
    public func before(
        _ body: @escaping @Sendable (Receiver, Arguments) throws(Failure) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.before(body))
    }

    /// Installs advice that runs after the rest of the chain returns and sees its result.
    @inlinable @discardableResult
    public func after(
        _ body: @escaping @Sendable (Receiver, Arguments, Result) throws(Failure) -> Void
    ) throws(AdviceError) -> AdviceToken {
        try install(.after(body))
    }

    /// Installs advice that wraps the rest of the chain; see ``Invocation``.
    @inlinable @discardableResult
    public func around(
        _ body:
            @escaping @Sendable (borrowing Invocation<Receiver, Arguments, Result, Failure>) throws(Failure) -> Result
    ) throws(AdviceError) -> AdviceToken {
        try install(.around(body))
    }

    /// Installs advice that replaces the rest of the chain, the body included.
    @inlinable @discardableResult
    public func instead(
        _ body: @escaping @Sendable (Receiver, Arguments) throws(Failure) -> Result
    ) throws(AdviceError) -> AdviceToken {
        try install(.instead(body))
    }
}

/// A hook advice can be installed on: ``ThrowingHook`` (and so ``Hook``) and ``AsyncHook``.
///
/// It lets one ``AdviceInstalling/on(_:named:scope:position:once:)`` serve every kind of hook,
/// so that the compiler settles the hook, and with it the advice closure's types, before it
/// looks inside the closure. Not meant to be adopted outside the library.
public protocol _AdvisableHook: Sendable {
    /// The type whose method the hook intercepts.
    associatedtype Receiver: Interceptable
    /// What ``AdviceInstalling/on(_:named:scope:position:once:)`` returns for this kind of hook.
    associatedtype Advisor

    /// The hook as catalogs, selectors and control-flow scopes see it.
    var declaration: DeclaredHook { get }

    /// The advisor that installs advice on this hook through `installer` with `options`.
    func advisor(installer: any AdviceInstalling, options: AdviceOptions<Receiver>) -> Advisor
}

extension ThrowingHook: _AdvisableHook {
    /// The advisor that installs advice on this hook through `installer` with `options`.
    public func advisor(
        installer: any AdviceInstalling, options: AdviceOptions<Receiver>
    ) -> HookAdvisor<Receiver, Arguments, Result, Failure> {
        HookAdvisor(installer: installer, hook: self, options: options)
    }
}

extension AsyncHook: _AdvisableHook {
    /// The advisor that installs advice on this hook through `installer` with `options`.
    public func advisor(
        installer: any AdviceInstalling, options: AdviceOptions<Receiver>
    ) -> AsyncHookAdvisor<Receiver, Arguments, Result, Failure> {
        AsyncHookAdvisor(installer: installer, hook: self, options: options)
    }
}

extension AdviceInstalling {
    /// Picks a hook, and how its next advice is installed; see ``HookAdvisor`` and
    /// ``AsyncHookAdvisor``.
    ///
    /// - Parameters:
    ///   - hook: The hook to wrap.
    ///   - name: A name unique on the hook, for listings and positions.
    ///   - scope: Which receivers the advice applies to; all by default.
    ///   - position: Where it goes in the chain; innermost by default.
    ///   - once: Whether it removes itself after its first run.
    public func on<H: _AdvisableHook>(
        _ hook: H, named name: String? = nil, scope: AdviceScope<H.Receiver> = .all,
        position: AdvicePosition = .last, once: Bool = false
    ) -> H.Advisor {
        hook.advisor(
            installer: self, options: AdviceOptions(name: name, scope: scope, position: position, once: once))
    }

    /// Picks a hook, and how its next advice is installed, for advice that applies only in
    /// part of the control flow; see ``ControlFlow``.
    ///
    /// ```swift
    /// try registry.on(View.didInitHook, flow: .inside(Application.sendEventHook)).before { view, _ in … }
    /// ```
    ///
    /// - Parameters:
    ///   - hook: The hook to wrap.
    ///   - name: A name unique on the hook, for listings and positions.
    ///   - scope: Which receivers the advice applies to; all by default.
    ///   - flow: Where in the control flow the advice applies.
    ///   - position: Where it goes in the chain; innermost by default.
    ///   - once: Whether it removes itself after its first run.
    public func on<H: _AdvisableHook>(
        _ hook: H, named name: String? = nil, scope: AdviceScope<H.Receiver> = .all, flow: ControlFlow,
        position: AdvicePosition = .last, once: Bool = false
    ) -> H.Advisor {
        hook.advisor(
            installer: self,
            options: AdviceOptions(name: name, scope: scope, position: position, once: once, flow: flow))
    }
}
