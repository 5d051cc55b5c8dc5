/// A hook as a catalog lists it: its name, where it is declared, its receiver, argument,
/// result and error types, and whether it is `async` or sealed.
///
/// A type publishes the hooks it declares as `DeclaredHook`s (``HookDeclaring``), a registry
/// lists the hooks it knows of (``AspectRegistry/knownHooks()``), and selectors match against
/// them (``HookSelector``). Get one from a hook with ``ThrowingHook/declaration`` or
/// ``AsyncHook/declaration``:
///
/// ```swift
/// let hook = Vault.withdrawHook.declaration
/// print(hook)   // "Vault.withdraw: Vault, Int -> Int throws VaultError"
/// ```
///
/// Two declared hooks are equal when they are the same hook: same name literal, same type,
/// same declaration.
public struct DeclaredHook: Sendable, Hashable, CustomStringConvertible {
    @usableFromInline let record: HookRecord

    @usableFromInline
    init(record: HookRecord) {
        self.record = record
    }

    /// Declares `hook` for catalogs and selectors.
    ///
    /// - Parameter hook: A synchronous hook.
    @inlinable
    public init<R, A, Res, F>(_ hook: ThrowingHook<R, A, Res, F>) {
        self.init(
            record: HookRecord(
                name: hook.name.description, site: hook.site, key: hook.key, receiver: R.self, arguments: A.self,
                result: Res.self, failure: F.self, isAsync: false, isSealed: hook.isSealed,
                operations: SelectorBridge<R, A, Res, F>.operations()))
    }

    /// Declares an `async` `hook` for catalogs and selectors.
    ///
    /// - Parameter hook: An `async` hook.
    @inlinable
    public init<R, A, Res, F>(_ hook: AsyncHook<R, A, Res, F>) {
        self.init(
            record: HookRecord(
                name: hook.name.description, site: hook.site, key: hook.key, receiver: R.self, arguments: A.self,
                result: Res.self, failure: F.self, isAsync: true, isSealed: hook.isSealed,
                operations: AsyncSelectorBridge<R, A, Res, F>.operations()))
    }

    /// The hook's name, such as `"View.didInit"`.
    public var name: String { record.name }
    /// Where the hook is declared.
    public var site: HookSite { record.site }
    /// The type whose method the hook intercepts.
    public var receiverType: any Interceptable.Type { record.receiverType }
    /// The receiver type's name.
    public var receiverTypeName: String { String(describing: record.receiverType) }
    /// The arguments' type, tuple labels included, such as `(events: ControlEvents, event: Optional<Event>)`.
    public var argumentsType: String { record.argumentsType }
    /// The result's type.
    public var resultType: String { record.resultType }
    /// The error's type: `Never` for a hook that cannot throw.
    public var failureType: String { record.failureType }
    /// Whether the hook can throw.
    public var isThrowing: Bool { record.isThrowing }
    /// Whether the hook is `async`.
    public var isAsync: Bool { record.isAsync }
    /// Whether the hook refuses all advice (see ``ThrowingHook/init(_:sealed:fileID:line:)``).
    public var isSealed: Bool { record.isSealed }

    /// One line: name, receiver, arguments, result, error and kind.
    public var description: String {
        var line = "\(name): \(receiverTypeName), \(argumentsType) -> \(resultType)"
        if isThrowing { line += " throws \(failureType)" }
        if isAsync { line += " async" }
        if isSealed { line += " sealed" }
        return line
    }

    /// Declared hooks are equal when they are the same hook.
    public static func == (lhs: DeclaredHook, rhs: DeclaredHook) -> Bool {
        lhs.record.key == rhs.record.key && lhs.record.site == rhs.record.site
    }

    /// Hashes the hook's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(record.key)
    }
}

extension ThrowingHook {
    /// The hook as catalogs and selectors see it; see ``DeclaredHook``.
    @inlinable
    public var declaration: DeclaredHook { DeclaredHook(self) }
}

extension AsyncHook {
    /// The hook as catalogs and selectors see it; see ``DeclaredHook``.
    @inlinable
    public var declaration: DeclaredHook { DeclaredHook(self) }
}
