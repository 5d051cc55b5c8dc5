/// A rule about advice a registry enforces when advice is installed: AspectJ's `declare error`
/// and `declare warning`, for who may advise which hooks, and how.
///
/// ```swift
/// registry.enforce(.only("recorder", mayAdvise: "Application.sendEvent"))
/// registry.enforce(.nothing(advises: "Vault.*", .around, .instead))
/// registry.enforce(.only("metrics", mayAdvise: .receiver(Vault.self), severity: .warning))
/// ```
///
/// An install that breaks an error rule throws ``AdviceError/brokenRule(_:advice:)``, naming
/// the rule, and leaves nothing installed; selector advice that would break one on a hook
/// declared later skips that hook. Advice that breaks a warning rule is installed, and
/// reported among the registry's ``AspectRegistry/adviceWarnings()`` and in a plugin host's
/// install report. A rule says which hooks it covers with a selector, and forbids advice by
/// its owner and kind; the control-flow markers a registry places, and its own
/// ``AspectRegistry/explainNextCall(on:scope:_:)-(ThrowingHook<R,A,Res,F>,_,_)`` advice,
/// change no call and are not advice a rule covers. Around advice here is advice that wraps
/// the rest of the chain, `afterThrowing` included; instead advice limited to part of the
/// control flow is around advice too, since it proceeds elsewhere.
public struct AdviceRule: Sendable, CustomStringConvertible {
    /// Whether breaking the rule refuses the advice or only reports it.
    public enum Severity: String, Sendable, Hashable {
        /// The install fails, and nothing of it stays.
        case error
        /// The advice is installed, and reported.
        case warning
    }

    /// The rule in words; rules are told apart by it.
    public let name: String
    /// Whether breaking it refuses the advice or reports it.
    public let severity: Severity
    /// The hooks it covers.
    public let hooks: HookSelector
    /// The only owners that may advise the hooks, or `nil` for no one.
    public let allowedOwners: Set<String>?
    /// The kinds of advice it forbids, or `nil` for every kind.
    public let kinds: Set<AdviceKind>?

    /// A rule that forbids advice of `kinds` on `hooks`, except from `allowedOwners`.
    ///
    /// - Parameters:
    ///   - name: The rule in words.
    ///   - severity: Whether breaking it refuses the advice or reports it.
    ///   - hooks: The hooks it covers.
    ///   - allowedOwners: The owners it lets through; `nil` lets no one through.
    ///   - kinds: The kinds of advice it forbids; `nil` forbids every kind.
    public init(
        _ name: String, severity: Severity = .error, hooks: HookSelector, allowedOwners: Set<String>? = nil,
        kinds: Set<AdviceKind>? = nil
    ) {
        self.name = name
        self.severity = severity
        self.hooks = hooks
        self.allowedOwners = allowedOwners
        self.kinds = kinds
    }

    /// Only `owners` may advise `hooks` (with advice of `kinds`, when given).
    ///
    /// - Parameters:
    ///   - owners: The plugins allowed, by identifier.
    ///   - hooks: The hooks the rule covers.
    ///   - kinds: The kinds of advice only they may install; every kind when empty.
    ///   - severity: Whether breaking it refuses the advice or reports it.
    /// - Returns: The rule, named like `only recorder may advise Application.sendEvent`.
    public static func only(
        _ owners: String..., mayAdvise hooks: HookSelector, _ kinds: AdviceKind..., severity: Severity = .error
    ) -> Self {
        let who = owners.joined(separator: " or ")
        return Self(
            "only \(who) may advise \(hooks)\(Self.words(kinds))", severity: severity, hooks: hooks,
            allowedOwners: Set(owners), kinds: kinds.isEmpty ? nil : Set(kinds))
    }

    /// Nothing advises `hooks` (with advice of `kinds`, when given).
    ///
    /// - Parameters:
    ///   - hooks: The hooks the rule covers.
    ///   - kinds: The kinds of advice forbidden; every kind when empty.
    ///   - severity: Whether breaking it refuses the advice or reports it.
    /// - Returns: The rule, named like `nothing advises Vault.* around or instead`.
    public static func nothing(advises hooks: HookSelector, _ kinds: AdviceKind..., severity: Severity = .error) -> Self
    {
        Self(
            "nothing advises \(hooks)\(Self.words(kinds))", severity: severity, hooks: hooks,
            kinds: kinds.isEmpty ? nil : Set(kinds))
    }

    /// `error: NAME` or `warning: NAME`.
    public var description: String { "\(severity.rawValue): \(name)" }

    /// Whether `advice` on `hook` breaks the rule.
    ///
    /// - Parameters:
    ///   - advice: Advice as a registry lists it.
    ///   - hook: The hook it is, or would be, on.
    /// - Returns: `true` when the rule covers the hook and forbids the advice.
    public func isBroken(by advice: AdviceDescription, on hook: DeclaredHook) -> Bool {
        guard advice.changesCalls, hooks.matches(hook) else { return false }
        if let allowedOwners, let owner = advice.owner, allowedOwners.contains(owner) { return false }
        return kinds?.contains(advice.kind) ?? true
    }

    private static func words(_ kinds: [AdviceKind]) -> String {
        kinds.isEmpty ? "" : " " + kinds.map(\.rawValue).joined(separator: " or ")
    }
}

extension AdviceDescription {
    /// Whether this is advice that may change a call: not a control-flow marker, nor advice
    /// that only explains the call.
    var changesCalls: Bool {
        form != "marker" && form != AspectRegistry.explainerForm
    }
}
