import Synchronization

/// One control-flow region: its identifier on the flow stacks, and how many threads and tasks
/// are inside it right now anywhere.
///
/// The count makes the common answer free: while no one is inside the region, asking whether
/// the current call is takes one relaxed load, and only while someone is does it read the
/// thread's stack (and perhaps the task's list). A thread sees its own entries; a task that
/// resumes elsewhere was scheduled after its entry, so its new thread sees it too.
@usableFromInline
final class RegionGate: Sendable {
    /// The identifier the flow stacks hold while the region is entered.
    @usableFromInline let id: UInt64
    /// Threads and tasks inside the region right now.
    @usableFromInline let entries = Atomic<Int>(0)
    @usableFromInline let stack = FlowStack.shared

    init() {
        id = FlowRegion.makeID()
    }

    /// Whether the current thread or task is inside the region.
    @inlinable
    var isEntered: Bool {
        entries.load(ordering: .relaxed) != 0 && stack.contains(id)
    }

    /// Enters the region on this thread; pair with ``leave()`` on the same thread.
    @inlinable
    func enter() {
        entries.add(1, ordering: .relaxed)
        stack.push(id)
    }

    /// Leaves the region this thread entered last.
    @inlinable
    func leave() {
        stack.pop()
        entries.subtract(1, ordering: .relaxed)
    }

    /// Runs `body` inside the region for the current task, across suspensions.
    @inlinable
    func run<Value>(_ body: () async -> Value) async -> Value {
        entries.add(1, ordering: .relaxed)
        defer { entries.subtract(1, ordering: .relaxed) }
        return await stack.withTaskFrame(id, body)
    }
}
