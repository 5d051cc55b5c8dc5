import Synchronization

/// The rules a registry enforces, behind a lock of its own that is never held while another
/// is taken; the chains' lock may be held while this one is.
///
/// Rules are data (a selector, owners, kinds), so checking them runs no user code and may
/// happen under the registry's locks.
final class RuleBook: Sendable {
    private let rules = Locked<[AdviceRule]>([])
    /// How many rules there are, so that installs in a registry without any take no lock here.
    private let count = Atomic<Int>(0)

    /// Whether there are no rules: then an install checks nothing and describes nothing.
    var isEmpty: Bool { count.load(ordering: .acquiring) == 0 }

    /// Every rule, in the order they were added.
    var all: [AdviceRule] {
        guard count.load(ordering: .acquiring) > 0 else { return [] }
        return rules.withLock { $0 }
    }

    /// Adds `rule`, in place of a rule of the same name.
    func add(_ rule: AdviceRule) {
        rules.withLock { rules in
            rules.removeAll { $0.name == rule.name }
            rules.append(rule)
            count.store(rules.count, ordering: .releasing)
        }
    }

    /// Removes the rule named `name`; returns whether there was one.
    func remove(named name: String) -> Bool {
        rules.withLock { rules in
            let before = rules.count
            rules.removeAll { $0.name == name }
            count.store(rules.count, ordering: .releasing)
            return rules.count < before
        }
    }

    /// The first error rule `advice` on the hook `hook` makes would break.
    ///
    /// `hook` is made only when there are rules to check.
    func brokenError(by advice: AdviceDescription, on hook: () -> DeclaredHook) -> AdviceRule? {
        let rules = all.filter { $0.severity == .error }
        guard !rules.isEmpty else { return nil }
        let declared = hook()
        return rules.first { $0.isBroken(by: advice, on: declared) }
    }

    /// Throws ``AdviceError/brokenRule(_:advice:)`` when `advice` on `hook` breaks an error rule.
    func check(_ advice: AdviceDescription, on hook: () -> DeclaredHook) throws(AdviceError) {
        if let rule = brokenError(by: advice, on: hook) {
            throw .brokenRule(rule.name, advice: advice.description)
        }
    }
}
