/// Rules about advice (``AdviceRule``) and the warnings a registry's advice deserves.
extension AspectRegistry {
    /// Enforces `rule` from now on, in place of a rule of the same name.
    ///
    /// ```swift
    /// registry.enforce(.only("recorder", mayAdvise: "Application.sendEvent"))
    /// try registry.on(Application.sendEventHook).before { _, _ in }   // throws AdviceError.brokenRule
    /// ```
    ///
    /// Advice installed already stays, even where it breaks the rule: it is returned, and
    /// listed among ``adviceWarnings()`` for as long as it is there.
    ///
    /// - Parameter rule: The rule.
    /// - Returns: The installed advice that breaks it.
    @discardableResult
    public func enforce(_ rule: AdviceRule) -> [AdviceWarning] {
        rules.add(rule)
        return brokenRules(among: woven(), rules: [rule])
    }

    /// Stops enforcing the rule named `name`.
    ///
    /// - Parameter name: The rule's name.
    /// - Returns: Whether such a rule was enforced.
    @discardableResult
    public func stopEnforcing(_ name: String) -> Bool {
        rules.remove(named: name)
    }

    /// The rules enforced here, in the order they were added.
    public var enforcedRules: [AdviceRule] { rules.all }

    /// What the advice installed here deserves a look for, hooks by name: selector advice
    /// that joined no hook (`adviceDidNotMatch`), hooks several owners advise around, and
    /// advice that breaks a rule.
    ///
    /// - Returns: The warnings, selector advice first.
    public func adviceWarnings() -> [AdviceWarning] {
        let woven = woven()
        return unmatchedSelectors(among: woven) + aroundConflicts(among: woven)
            + brokenRules(among: woven, rules: rules.all)
    }

    /// Throws when selector advice `standing` would break an error rule on a hook known now.
    func checkRules(for standing: StandingAdvice) throws(AdviceError) {
        guard !rules.all.isEmpty else { return }
        for hook in knownHooks() where !hook.isSealed && standing.applies(to: hook) {
            let match = standing.selector.match(hook)
            if case .never = match { continue }
            try rules.check(standing.summary(on: hook, receivers: match), on: { hook })
        }
    }

    /// Selector advice, not a marker, with no node on any hook.
    private func unmatchedSelectors(among woven: [WovenAdvice]) -> [AdviceWarning] {
        let joined = Set(woven.map(\.group))
        let known = knownHooks()
        return standingAdvice().filter { !$0.isMarker && !joined.contains($0.group) }.compactMap { standing in
            guard case .advice = standing.content else { return nil }
            return .adviceDidNotMatch(
                selector: standing.selector.description, name: standing.name, owner: standing.owner,
                matchedHooks: known.filter { standing.selector.matches($0) }.map(\.name))
        }
    }

    /// Hooks whose around advice comes from two owners or more.
    private func aroundConflicts(among woven: [WovenAdvice]) -> [AdviceWarning] {
        let arounds = woven.filter { $0.advice.kind.wrapsRest && $0.advice.changesCalls }
        return Dictionary(grouping: arounds, by: \.advice.hook).sorted { $0.key < $1.key }.compactMap { hook, advice in
            guard Set(advice.compactMap(\.advice.owner)).count > 1 else { return nil }
            return .aroundConflict(hook: hook, advice: advice.map(\.advice))
        }
    }

    /// Installed advice that breaks one of `rules`.
    private func brokenRules(among woven: [WovenAdvice], rules: [AdviceRule]) -> [AdviceWarning] {
        guard !rules.isEmpty else { return [] }
        return woven.flatMap { item in
            rules.filter { rule in item.hook.map { rule.isBroken(by: item.advice, on: $0) } ?? false }.map {
                .brokenRule($0.severity, rule: $0.name, advice: item.advice)
            }
        }
    }

    /// The standing advice registered here, in the order it was installed.
    func standingAdvice() -> [StandingAdvice] {
        aspects.withLock { Array($0.standings.values) }.sorted { $0.id < $1.id }
    }
}
