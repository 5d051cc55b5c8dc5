/// Where new advice goes in a hook's chain.
///
/// A hook's advice forms one ordered chain, outermost first. `before` advice at the front runs
/// first; `after` advice at the front runs last, because it wraps everything behind it.
///
/// ```swift
/// try registry.on(Vault.withdrawHook, named: "audit", position: .first).before { _, _ in … }
/// try registry.on(Vault.withdrawHook, named: "retry", position: .after("audit")).around { … }
/// ```
public enum AdvicePosition: Sendable, Hashable, CustomStringConvertible {
    /// Outermost: in front of everything installed so far.
    case first
    /// Innermost: behind everything installed so far, next to the body. The default.
    case last
    /// Immediately in front of the named advice.
    case before(String)
    /// Immediately behind the named advice.
    case after(String)

    /// A readable form, such as `after(audit)`.
    public var description: String {
        switch self {
        case .first: "first"
        case .last: "last"
        case .before(let name): "before(\(name))"
        case .after(let name): "after(\(name))"
        }
    }
}
