import Synchronization

/// Hands every install and removal to a registry's observers, in the order the changes
/// happened, never under a lock.
///
/// Changes are queued under the chains' lock as they happen. After a change, the thread that
/// made it delivers the queue unless another thread is already delivering: that one delivers
/// the newcomers too, after the batch it is on. An observer that installs or removes advice
/// therefore sees its own change after it returns, and observers never run concurrently.
final class ChangeFeed: Sendable {
    /// How many observers there are, so that a registry nobody observes takes no lock here.
    private let observerCount = Atomic<Int>(0)

    private struct State {
        var observers: [(id: UInt64, observe: @Sendable (AdviceChange) -> Void)] = []
        var queue: [AdviceChange] = []
        var isDelivering = false
        var nextID: UInt64 = 1
    }

    private let state = Locked(State())

    /// Adds an observer; returns its identifier.
    func add(_ observe: @escaping @Sendable (AdviceChange) -> Void) -> UInt64 {
        state.withLock { state in
            defer { state.nextID += 1 }
            state.observers.append((state.nextID, observe))
            observerCount.store(state.observers.count, ordering: .relaxed)
            return state.nextID
        }
    }

    /// Removes the observer with `id`.
    func remove(id: UInt64) {
        state.withLock { state in
            state.observers.removeAll { $0.id == id }
            if state.observers.isEmpty { state.queue = [] }
            observerCount.store(state.observers.count, ordering: .relaxed)
        }
    }

    /// Whether the observer with `id` is still there.
    func contains(id: UInt64) -> Bool {
        state.withLock { $0.observers.contains { $0.id == id } }
    }

    /// Queues `changes` when anyone observes. Takes only this feed's lock.
    func enqueue(_ changes: @autoclosure () -> [AdviceChange]) {
        guard observerCount.load(ordering: .relaxed) > 0 else { return }
        state.withLock { state in
            guard !state.observers.isEmpty else { return }
            state.queue += changes()
        }
    }

    /// Delivers the queue, unless another thread is delivering it. Call with no lock held.
    func deliver() {
        guard observerCount.load(ordering: .relaxed) > 0, claimDelivery() else { return }
        while let (batch, observers) = nextBatch() {
            for change in batch {
                for observer in observers { observer(change) }
            }
        }
    }

    /// Becomes the delivering thread, if there is something to deliver and no one is.
    private func claimDelivery() -> Bool {
        state.withLock { state in
            guard !state.isDelivering, !state.queue.isEmpty else { return false }
            state.isDelivering = true
            return true
        }
    }

    /// The queued changes and the observers to give them to; `nil`, and delivery over, once
    /// the queue is empty.
    private func nextBatch() -> ([AdviceChange], [@Sendable (AdviceChange) -> Void])? {
        state.withLock { state in
            guard !state.queue.isEmpty, !state.observers.isEmpty else {
                state.isDelivering = false
                state.queue = []
                return nil
            }
            defer { state.queue = [] }
            return (state.queue, state.observers.map(\.observe))
        }
    }
}
