/// What a registry lists for one installed advice.
///
/// ```swift
/// for advice in registry.installedAdvice(on: Vault.withdrawHook) {
///     print(advice)   // "Vault.withdraw: before 'audit' (all receivers) owned by metrics"
/// }
/// ```
public struct AdviceDescription: Sendable, Hashable, CustomStringConvertible {
    /// The name of the hook the advice wraps.
    public let hook: String
    /// The advice's name, if it was given one.
    public let name: String?
    /// When the advice runs.
    public let kind: AdviceKind
    /// Which receivers it applies to, in words.
    public let scope: String
    /// The plugin (or other owner) that installed it, if any.
    public let owner: String?
    /// Whether it removes itself after its first run.
    public let once: Bool
    /// The advice as it was written: `before`, `after`, `around`, `instead`, `afterReturning`,
    /// `afterThrowing`, `aroundAsync`, or `marker` for the marker a control-flow scope puts on
    /// the hook it watches. ``kind`` says where it sits in the chain.
    public let form: String
    /// The selector the advice was installed through, if any (``HookSelector``).
    public let selector: String?

    init(
        hook: String, name: String?, kind: AdviceKind, form: String? = nil, scope: String, owner: String?,
        once: Bool, selector: String? = nil
    ) {
        self.hook = hook
        self.name = name
        self.kind = kind
        self.form = form ?? kind.rawValue
        self.scope = scope
        self.owner = owner
        self.once = once
        self.selector = selector
    }

    /// One line: hook, form, name, scope, selector and owner.
    public var description: String {
        var line = "\(hook): \(form)"
        if let name { line += " '\(name)'" }
        line += " (\(scope))"
        if once { line += " once" }
        if let selector { line += " via [\(selector)]" }
        if let owner { line += " owned by \(owner)" }
        return line
    }
}
