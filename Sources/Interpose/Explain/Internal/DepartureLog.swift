/// The last advice to leave a registry's chains, and why, so that an explanation can say of
/// advice that is gone that it was spent or removed.
///
/// It keeps the listing of the last ``capacity`` removals and nothing else: no node, no
/// closure, nothing the advice captured. A registry's memory therefore still follows what is
/// installed now, give or take these few lines.
final class DepartureLog: Sendable {
    /// One advice that left a chain.
    struct Departure: Sendable {
        let advice: AdviceDescription
        let miss: AdviceMiss
    }

    /// How many removals are remembered.
    static let capacity = 64

    private let entries = Locked<[Departure]>([])

    /// Records that `nodes` left their chains; called under the chains' lock, which
    /// `releases` serves.
    func record(_ nodes: [AnyAdviceNode], releases: DeferredReleases) {
        let departures = nodes.map { node in
            Departure(advice: node.summary, miss: Self.miss(node, isGone: node.isOrphaned(releases)))
        }
        entries.withLock { entries in
            entries += departures
            if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        }
    }

    /// The remembered departures from the hook named `hook`, oldest first. (A registry
    /// refuses a second hook of a name, so the name tells its hooks apart.)
    func departures(from hook: String) -> [Departure] {
        entries.withLock { $0.filter { $0.advice.hook == hook } }
    }

    private static func miss(_ node: AnyAdviceNode, isGone: Bool) -> AdviceMiss {
        if node.isSpent { return .spent }
        if isGone { return .instanceGone(scope: node.summary.scope) }
        return .removed
    }
}
