/// The last advice to leave a registry's chains, and why, so that an explanation can say of
/// advice that is gone that it was spent or removed.
///
/// It keeps the listing of the last ``capacity`` removals and nothing else: no node, no
/// closure, nothing the advice captured. The entries sit in a ring made whole at the first
/// removal, which later removals overwrite oldest first, so a registry's memory still follows
/// what is installed now, give or take these few lines.
final class DepartureLog: Sendable {
    /// One advice that left a chain.
    struct Departure: Sendable {
        let advice: AdviceDescription
        let miss: AdviceMiss
    }

    /// The remembered departures, and where the next one goes once they fill the ring.
    private struct Ring {
        var entries: [Departure] = []
        var next = 0

        mutating func append(_ departure: Departure) {
            if entries.count < DepartureLog.capacity {
                if entries.isEmpty { entries.reserveCapacity(DepartureLog.capacity) }
                entries.append(departure)
            } else {
                entries[next] = departure
                next = (next + 1) % DepartureLog.capacity
            }
        }

        /// The entries, oldest first.
        var inOrder: ArraySlice<Departure> {
            entries[next...] + entries[..<next]
        }
    }

    /// How many removals are remembered.
    static let capacity = 64

    private let ring = Locked(Ring())

    /// Records that `nodes` left their chains; called under the chains' lock, which
    /// `releases` serves.
    func record(_ nodes: [AnyAdviceNode], releases: DeferredReleases) {
        let departures = nodes.map { node in
            Departure(advice: node.summary, miss: Self.miss(node, isGone: node.isOrphaned(releases)))
        }
        ring.withLock { ring in
            for departure in departures { ring.append(departure) }
        }
    }

    /// The remembered departures from the hook named `hook`, oldest first. (A registry
    /// refuses a second hook of a name, so the name tells its hooks apart.)
    func departures(from hook: String) -> [Departure] {
        ring.withLock { $0.inOrder.filter { $0.advice.hook == hook } }
    }

    private static func miss(_ node: AnyAdviceNode, isGone: Bool) -> AdviceMiss {
        if node.isSpent { return .spent }
        if isGone { return .instanceGone(scope: node.summary.scope) }
        return .removed
    }
}
