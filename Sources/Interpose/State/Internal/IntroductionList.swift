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
        var parked: [any ReceiverForgetting] = []
        held.withLock { held in
            held.removeAll { entry in
                guard let kept = entry.introduction else { return true }
                parked.append(kept)
                return false
            }
            held.append(Held(introduction: introduction))
            count.store(held.count, ordering: .relaxed)
        }
        withExtendedLifetime(parked) {}
    }

    /// Tells every introduction that the receiver with identifier `receiver` is going.
    func forget(_ receiver: ObjectIdentifier) {
        guard count.load(ordering: .relaxed) > 0 else { return }
        let live = held.withLock { $0.compactMap(\.introduction) }
        for introduction in live { introduction.forget(receiver) }
    }
}
