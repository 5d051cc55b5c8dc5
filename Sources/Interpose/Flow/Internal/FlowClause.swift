/// A control-flow condition once each target has its region: the one form both the call path's
/// test and an explanation are made from.
///
/// ``test`` turns it into the closure advice runs; the common conditions, inside or outside
/// one target, are a single closure over the region with nothing in between. (It does not
/// throw: a closure returned from a function with a typed error is stored in its most general
/// form, and costs a conversion on every call.) An explanation walks the same clauses to say
/// which one failed (`Explain/Internal/FlowProbe.swift`).
indirect enum FlowClause: Sendable {
    /// No condition.
    case anywhere
    /// Inside `target`, which `region` stands for.
    case inside(ControlFlow.Target, RegionGate)
    /// Where the clause does not hold.
    case not(FlowClause)
    /// Where both hold.
    case and(FlowClause, FlowClause)
    /// Where either holds.
    case or(FlowClause, FlowClause)

    /// Whether the current thread or task is where the clause holds, as one closure.
    var test: @Sendable () -> Bool {
        switch self {
        case .anywhere:
            return { true }
        case .inside(_, let region):
            return { region.isEntered }
        case .not(.inside(_, let region)):
            return { !region.isEntered }
        case .not(let clause):
            let test = clause.test
            return { !test() }
        case .and(let lhs, let rhs):
            let (left, right) = (lhs.test, rhs.test)
            return { left() && right() }
        case .or(let lhs, let rhs):
            let (left, right) = (lhs.test, rhs.test)
            return { left() || right() }
        }
    }
}
