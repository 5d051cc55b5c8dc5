extension HookSelector.Rule {
    /// The smallest part of the rule that keeps it from matching `hook`, as written; `nil`
    /// when it matches the hook for some receivers at least.
    ///
    /// Of `View.* && !named("View.didInit")` on `View.didInit`, that is `!View.didInit`; of an
    /// `||` whose sides both fail, the whole `||`.
    func failingClause(for hook: DeclaredHook) -> String? {
        guard case .never = match(hook) else { return nil }
        switch self {
        case .and(let lhs, let rhs):
            return lhs.failingClause(for: hook) ?? rhs.failingClause(for: hook)
        default:
            return description
        }
    }
}

extension HookSelector.Rule {
    /// Whether some part of the rule, on its own, matches `hook`: the selector names the
    /// hook, whether or not the whole of it matches. `Vault.* && !named("Vault.withdraw")`
    /// names `Vault.withdraw` twice; `Teller.*` does not name it.
    func mentions(_ hook: DeclaredHook) -> Bool {
        switch self {
        case .not(let rule): rule.mentions(hook)
        case .and(let lhs, let rhs), .or(let lhs, let rhs): lhs.mentions(hook) || rhs.mentions(hook)
        default: if case .never = match(hook) { false } else { true }
        }
    }
}

extension AdviceMiss {
    /// Why selector advice through `selector` is not on `hook`, which a registry knows or
    /// not (`isKnown`): the first of the hook being sealed, the registry not knowing it, the
    /// selector not matching it and the advice's form not fitting it; `nil` when none of
    /// these keeps it off.
    static func selectorMiss(
        _ selector: HookSelector, form: String, joinsAsync: Bool?, hook: DeclaredHook, isKnown: Bool
    ) -> AdviceMiss? {
        if let clause = selector.rule.failingClause(for: hook) {
            return .selectorClause(selector: selector.description, clause: clause)
        }
        if hook.isSealed { return .sealedHook }
        if !isKnown { return .hookUnknown }
        if let joinsAsync, joinsAsync != hook.isAsync { return .formDoesNotFit(form: form, hookIsAsync: hook.isAsync) }
        return nil
    }
}
