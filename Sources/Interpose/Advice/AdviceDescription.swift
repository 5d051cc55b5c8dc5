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

    /// One line: hook, kind, name, scope and owner.
    public var description: String {
        var line = "\(hook): \(kind)"
        if let name { line += " '\(name)'" }
        line += " (\(scope))"
        if once { line += " once" }
        if let owner { line += " owned by \(owner)" }
        return line
    }
}
