/// Why one advice does not run on a call: the first of its terms the call fails.
///
/// A ``CallExplanation`` gives one for every advice on the hook, or selector advice that could
/// have joined it, that does not run. Its terms are tested in the order a call tests them:
/// whether the advice is still there and can apply, its scope, the type it narrows the
/// receiver to, then its control flow; advice behind an instead advice never gets the chance.
///
/// ```swift
/// for verdict in registry.explain(Vault.withdrawHook, on: vault).skipped {
///     print(verdict.advice.name ?? "-", verdict.miss!)   // "vip  the receiver is a Vault, not a PremiumVault …"
/// }
/// ```
public enum AdviceMiss: Sendable, Hashable, CustomStringConvertible {
    /// A type scope, or selector advice for a receiver type: the receiver is not of it.
    case receiverType(scope: String, receiverType: String)
    /// An instance scope: the call is on another instance.
    case otherInstance(scope: String, receiver: String)
    /// An instance scope whose instance has gone; the registry drops the advice at its next
    /// change.
    case instanceGone(scope: String)
    /// A predicate scope (``AdviceScope/matching(_:_:)``) said no for this receiver.
    case predicate(label: String)
    /// The advice's own closures narrow the receiver to a type it is not
    /// (``Advice/before(as:_:)`` and its siblings, installed with another scope).
    case narrowing(type: String, receiverType: String)
    /// The advice applies only in part of the control flow (``ControlFlow``), and the call is
    /// not there: the condition, and the part of it that failed.
    case flow(condition: String, failed: String)
    /// Once-advice that has had its one run.
    case spent
    /// Removed: through its token, with its owner, or with every advice.
    case removed
    /// Instead advice further out takes the rest of the chain over, this advice with it.
    case replaced(by: String)
    /// Selector advice whose selector does not match the hook: the selector, and the clause
    /// of it that fails.
    case selectorClause(selector: String, clause: String)
    /// Selector advice of a form that joins only the other kind of hook: ``SelectorAdvice/around(_:)``
    /// joins synchronous hooks, ``SelectorAdvice/aroundAsync(_:)`` `async` ones.
    case formDoesNotFit(form: String, hookIsAsync: Bool)
    /// Selector advice whose selector matches, but the registry does not know the hook: it was
    /// never declared (``HookCatalog/declare(_:)-([DeclaredHook])``) nor advised directly here.
    case hookUnknown
    /// Selector advice that matched the hook but was turned away when it would have joined it.
    case notJoined(reason: String)
    /// The hook is sealed and refuses all advice.
    case sealedHook

    /// The reason as a sentence fragment, such as `the receiver is a Label, not a Button and subclasses`.
    public var description: String {
        switch self {
        case .receiverType(let scope, let receiverType):
            "the receiver is \(Self.article(receiverType)), not \(scope)"
        case .otherInstance(let scope, let receiver):
            "the receiver is \(receiver), not \(scope)"
        case .instanceGone(let scope):
            "its \(scope) has gone"
        case .predicate(let label):
            "the predicate \(label) is false for this receiver"
        case .narrowing(let type, let receiverType):
            "it narrows the receiver to \(type), and the receiver is \(Self.article(receiverType))"
        case .flow(let condition, let failed):
            "only \(condition): \(failed)"
        case .spent:
            "spent: it was advice for one call and has run"
        case .removed:
            "removed: its token was removed, or its owner uninstalled"
        case .replaced(let advice):
            "\(advice) replaces the rest of the chain"
        case .selectorClause(let selector, let clause):
            clause == selector ? "[\(selector)] does not match" : "[\(selector)] does not match: \(clause) fails"
        case .formDoesNotFit(let form, let hookIsAsync):
            "\(form) advice joins only \(hookIsAsync ? "synchronous" : "async") hooks"
        case .hookUnknown:
            "the registry does not know the hook: declare it (HookCatalog.declare) for selectors to find it"
        case .notJoined(let reason):
            "it did not join: \(reason)"
        case .sealedHook:
            "the hook is sealed: it refuses all advice"
        }
    }

    /// `a Label`, `an Item`.
    private static func article(_ name: String) -> String {
        let vowel = name.first.map { "AEIOU".contains($0) } ?? false
        return (vowel ? "an " : "a ") + name
    }
}
