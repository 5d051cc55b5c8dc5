/// Something about installed advice worth a look, though nothing failed: AspectJ's
/// `adviceDidNotMatch`, Harmony's "who else patches this method?", and broken warning rules.
///
/// A registry lists them on demand (``AspectRegistry/adviceWarnings()``); a plugin host puts
/// those about the plugins it installs in its report and publishes each on its bus.
///
/// ```swift
/// for warning in registry.adviceWarnings() { print("warning:", warning) }
/// // warning: [Vault.withdrwa] 'audit' owned by compliance matches no hook the registry knows (adviceDidNotMatch)
/// ```
public enum AdviceWarning: Sendable, Hashable, CustomStringConvertible {
    /// Selector advice that joined no hook: its selector matches none the registry knows of,
    /// or only hooks it could not join. It joins hooks declared later, if any match.
    case adviceDidNotMatch(selector: String, name: String?, owner: String?, matchedHooks: [String])
    /// A hook that several owners advise around (or instead): the around advice, outermost
    /// first, which is the order the owners get the call in.
    case aroundConflict(hook: String, advice: [AdviceDescription])
    /// Installed advice that breaks a rule: a warning rule, or an error rule enforced after
    /// the advice was installed.
    case brokenRule(AdviceRule.Severity, rule: String, advice: AdviceDescription)

    /// The owners the warning is about.
    public var owners: [String] {
        switch self {
        case .adviceDidNotMatch(_, _, let owner, _): owner.map { [$0] } ?? []
        case .aroundConflict(_, let advice): advice.compactMap(\.owner)
        case .brokenRule(_, _, let advice): advice.owner.map { [$0] } ?? []
        }
    }

    /// One line, ending with what kind of warning it is.
    public var description: String {
        switch self {
        case .adviceDidNotMatch(let selector, let name, let owner, let matched):
            let who = (name.map { " '\($0)'" } ?? "") + (owner.map { " owned by \($0)" } ?? "")
            let why =
                matched.isEmpty
                ? "matches no hook the registry knows"
                : "matches \(matched.joined(separator: ", ")) but joined none of them"
            return "[\(selector)]\(who) \(why) (adviceDidNotMatch)"
        case .aroundConflict(let hook, let advice):
            let owners = Set(advice.compactMap(\.owner)).count
            let chain = advice.map(\.withoutHook)
            return "\(hook) is advised around by \(owners) owners, outermost first: \(chain.joined(separator: "; "))"
        case .brokenRule(let severity, let rule, let advice):
            return "\(advice) breaks the \(severity.rawValue) rule '\(rule)'"
        }
    }
}
