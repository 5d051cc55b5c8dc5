import Synchronization

/// The introductions a registry made, held weakly, told of each receiver whose `deinit` removes
/// the advice scoped to it, so that its values go with it.
final class IntroductionList: Sendable {
    private struct Held: @unchecked Sendable {
        // Read and written only under the list's lock.
        weak var introduction: (any ReceiverForgetting)?
    }

    private let held = Locked<[Held]>([])
    /// How many are held, so that a `deinit` in a registry without any costs one atomic load.
    private let count = Atomic<Int>(0)

    /// Keeps `introduction`, and lets go of those that are gone.
    func add(_ introduction: any ReceiverForgetting) {
        let live = held.withLock { held in
            held.append(Held(introduction: introduction))
            return prune(&held)
        }
        withExtendedLifetime(live) {}
    }

    /// Tells every introduction that the receiver with identifier `receiver` is going, and
    /// lets go of those that are gone, so that a registry whose introductions all went costs a
    /// `deinit` one atomic load again.
    func forget(_ receiver: ObjectIdentifier) {
        guard count.load(ordering: .relaxed) > 0 else { return }
        let live = held.withLock { prune(&$0) }
        for introduction in live { introduction.forget(receiver) }
    }

    /// Drops the entries whose introduction went and updates `count`; returns the live ones,
    /// to be let go after unlocking.
    private func prune(_ held: inout [Held]) -> [any ReceiverForgetting] {
        var live: [any ReceiverForgetting] = []
        held.removeAll { entry in
            guard let kept = entry.introduction else { return true }
            live.append(kept)
            return false
        }
        count.store(held.count, ordering: .relaxed)
        return live
    }
}
