// Unsafe: each thread's flow frames are memory it allocates, reached through a thread-local address on every call.
import Synchronization

/// Which control-flow regions the current thread and task are inside.
///
/// A synchronous call never leaves its thread, so the regions entered by synchronous hooks
/// (and by ``FlowRegion/run(_:)-81ylh``) sit on a per-thread stack: entering pushes an
/// identifier, leaving pops it, and asking is a thread-local load and a scan of a few words. An
/// `async` call may resume on another thread, so the regions entered by `async` hooks are a
/// task-local list instead, inherited by the task's child tasks. Asking reads the task-local
/// list only while some `async` region is entered anywhere, which a relaxed load tells.
///
/// ```
///   sync marker:   push(id) ─▶ proceed ─▶ pop()          thread's stack  [7, 12, 7]
///   async marker:  withTaskFrame(id) { proceed }         task's list     12 → 3 → nil
///   check:         thread's stack contains id?  else  (async entered?) task's list contains id?
/// ```
@usableFromInline
final class FlowStack: Sendable {
    /// The one stack; code on the call path captures it rather than reading this each time.
    @usableFromInline static let shared = FlowStack()

    /// Each thread's ``ThreadFrames``.
    private let slot = System.ThreadLocalSlot()
    /// How many `async` regions are entered right now, on every task.
    private let asyncEntries = Atomic<Int>(0)
    /// The regions the current task's `async` calls are inside, innermost first.
    @TaskLocal private static var taskFrames: TaskFrame?

    private init() {}

    /// Whether the current thread or task is inside region `id`.
    @usableFromInline
    func contains(_ id: UInt64) -> Bool {
        if let frames = slot.load(),
            Unmanaged<ThreadFrames>.fromOpaque(frames)._withUnsafeGuaranteedRef({ $0.contains(id) })
        {
            return true
        }
        guard asyncEntries.load(ordering: .relaxed) > 0 else { return false }
        return Self.taskFrames?.contains(id) ?? false
    }

    /// Enters region `id` on this thread; pair with ``pop()`` on the same thread.
    @usableFromInline
    func push(_ id: UInt64) {
        withThreadFrames { $0.push(id) }
    }

    /// Leaves the region this thread entered last.
    @usableFromInline
    func pop() {
        withThreadFrames { $0.pop() }
    }

    /// Runs `body` inside region `id` for the current task, across suspensions.
    @usableFromInline
    func withTaskFrame<Value>(_ id: UInt64, _ body: () async -> Value) async -> Value {
        asyncEntries.add(1, ordering: .relaxed)
        defer { asyncEntries.subtract(1, ordering: .relaxed) }
        return await Self.$taskFrames.withValue(TaskFrame(id: id, next: Self.taskFrames)) { await body() }
    }

    /// Runs `body` with this thread's frames, made on first use, without retaining them (the
    /// thread keeps them until it ends).
    @inline(__always)
    private func withThreadFrames<Value>(_ body: (ThreadFrames) -> Value) -> Value {
        let frames = slot.load() ?? makeThreadFrames()
        return Unmanaged<ThreadFrames>.fromOpaque(frames)._withUnsafeGuaranteedRef(body)
    }

    /// Makes and stores this thread's frames.
    @inline(never)
    private func makeThreadFrames() -> UnsafeMutableRawPointer {
        let frames = ThreadFrames()
        slot.store(frames)
        return Unmanaged.passUnretained(frames).toOpaque()
    }
}

/// One thread's stack of entered regions (a buffer that grows and never shrinks).
final class ThreadFrames {
    private var ids: UnsafeMutablePointer<UInt64>
    private var count = 0
    private var capacity = 8

    init() {
        ids = .allocate(capacity: capacity)
    }

    deinit {
        ids.deallocate()
    }

    /// Whether `id` is on the stack.
    func contains(_ id: UInt64) -> Bool {
        var index = count
        while index > 0 {
            index &-= 1
            if ids[index] == id { return true }
        }
        return false
    }

    func push(_ id: UInt64) {
        if count == capacity { grow() }
        ids[count] = id
        count &+= 1
    }

    func pop() {
        if count > 0 { count &-= 1 }
    }

    private func grow() {
        let bigger = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: ids, count: count)
        ids.deallocate()
        ids = bigger
        capacity *= 2
    }
}

/// One entry of a task's list of entered regions.
final class TaskFrame: Sendable {
    let id: UInt64
    let next: TaskFrame?

    init(id: UInt64, next: TaskFrame?) {
        self.id = id
        self.next = next
    }

    /// Whether `id` is this entry or one further out.
    func contains(_ id: UInt64) -> Bool {
        var frame: TaskFrame? = self
        while let current = frame {
            if current.id == id { return true }
            frame = current.next
        }
        return false
    }
}
