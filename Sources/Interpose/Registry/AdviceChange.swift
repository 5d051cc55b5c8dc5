/// An install or a removal, as a registry reports it to its observers.
///
/// ```swift
/// let observation = registry.observeChanges { change in
///     print(change)   // "installed Vault.withdraw: before 'audit' (all receivers) owned by metrics"
/// }
/// ```
///
/// Every advice that joins or leaves a chain is one change: advice installed directly, each
/// hook selector advice joins (also hooks it joins later), and each marker a control-flow scope
/// puts on a hook. Advice scoped to an instance that went is reported removed when the
/// registry prunes it.
public struct AdviceChange: Sendable, Hashable, CustomStringConvertible {
    /// Whether advice joined or left a chain.
    public enum Kind: String, Sendable, Hashable, CustomStringConvertible {
        /// The advice joined its hook's chain.
        case installed
        /// The advice left its hook's chain.
        case removed

        /// The kind's name.
        public var description: String { rawValue }
    }

    /// Whether advice joined or left a chain.
    public let kind: Kind
    /// The advice: its hook, name, owner, scope and form.
    public let advice: AdviceDescription

    /// A change of `kind` for `advice`.
    ///
    /// - Parameters:
    ///   - kind: Installed or removed.
    ///   - advice: The advice.
    public init(_ kind: Kind, _ advice: AdviceDescription) {
        self.kind = kind
        self.advice = advice
    }

    /// `installed ADVICE` or `removed ADVICE`.
    public var description: String { "\(kind) \(advice)" }
}
