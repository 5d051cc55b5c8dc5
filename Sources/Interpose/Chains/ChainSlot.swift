import Synchronization

/// Where one key's chain lives (a hook's advice, an event type's subscribers), for as long as
/// its owner does: the current table, a filter in front of it, and what replaced tables wait on.
///
/// ## Reclamation
/// A call reads the current table without a lock and without retaining it, so a replaced table
/// must not be freed while a call that loaded it may still be walking it. Calls that get past
/// the filter announce themselves in `readers` before they load the table (``enter()``) and
/// leave after (``exit()``). A change swaps the new table in and puts the old one on the
/// `retired` list; retired tables are freed as soon as `readers` is seen at zero, which is
/// safe because every call that could hold one counted itself in before loading it:
///
/// ```
/// call:    readers += 1 ─▶ load current ─▶ walk ─▶ readers -= 1 ─▶ (0 and hasRetired?) reclaim
/// change:  swap current ─▶ retired += old ─▶ hasRetired = true ─▶ (readers == 0?) reclaim
/// ```
///
/// Both sides use sequentially consistent operations, so of a call leaving and a change
/// retiring at the same moment at least one sees the other and reclaims: nothing waits for
/// a later change. The cost is two uncontended atomic read-modify-writes per advised call;
/// calls the filter turns away, and hooks with no chain, pay nothing.
@usableFromInline
final class ChainSlot<Node: AnyObject & Sendable>: Sendable {
    /// Which receivers may find advice here: 0 none, `UInt.max` every receiver, otherwise the
    /// ``ChainSlot/filterBit(for:)`` of each instance that instance-scoped advice names.
    @usableFromInline let filter = Atomic<UInt>(0)
    /// The current table's address (retained by the slot), or 0.
    @usableFromInline let current = Atomic<UInt>(0)
    /// Calls under way that loaded a table from this slot.
    @usableFromInline let readers = Atomic<Int>(0)
    /// Whether replaced tables wait to be freed.
    @usableFromInline let hasRetired = Atomic<Bool>(false)
    private let retired = Locked<[NodeTable<Node>]>([])

    init() {}

    deinit {
        if let table = loadCurrent() { table.release() }
    }

    /// The bit a receiver at `address` sets in, and tests against, a filter.
    @inlinable @inline(__always)
    static func filterBit(for address: UInt) -> UInt {
        1 &<< ((address &>> 4) &* 0x9E37_79B9_7F4A_7C15 &>> 58)
    }

    /// Whether advice in this slot may apply to `receiver`: one load and a test.
    @inlinable @inline(__always)
    func admits(_ receiver: AnyObject) -> Bool {
        filter.load(ordering: .acquiring) & Self.filterBit(for: UInt(bitPattern: ObjectIdentifier(receiver))) != 0
    }

    /// Counts a call in and loads the current table; pair every call with ``exit()``.
    @inlinable @inline(__always)
    func enter() -> Unmanaged<NodeTable<Node>>? {
        readers.wrappingAdd(1, ordering: .sequentiallyConsistent)
        return loadCurrent()
    }

    /// Counts a call out, and frees replaced tables if it was the last one.
    @inlinable @inline(__always)
    func exit() {
        let left = readers.wrappingSubtract(1, ordering: .sequentiallyConsistent).newValue
        if left == 0 && hasRetired.load(ordering: .sequentiallyConsistent) { reclaim() }
    }

    @inlinable @inline(__always)
    func loadCurrent() -> Unmanaged<NodeTable<Node>>? {
        UnsafeRawPointer(bitPattern: current.load(ordering: .sequentiallyConsistent)).map { Unmanaged.fromOpaque($0) }
    }

    /// Makes `table` (with `filter`) current and retires the table it replaces. Called under
    /// the owner's lock; call ``reclaim()`` once that lock is released.
    func replace(with table: NodeTable<Node>?, filter newFilter: UInt) {
        // Widen first, narrow after: a call that sees the new table also sees a filter that
        // admits it, and a filter that admits too much only costs the call a scope test.
        let oldFilter = filter.load(ordering: .relaxed)
        filter.store(oldFilter | newFilter, ordering: .sequentiallyConsistent)
        let bits = table.map { UInt(bitPattern: Unmanaged.passRetained($0).toOpaque()) } ?? 0
        let old = current.exchange(bits, ordering: .sequentiallyConsistent)
        filter.store(newFilter, ordering: .sequentiallyConsistent)
        guard let raw = UnsafeRawPointer(bitPattern: old) else { return }
        let replaced = Unmanaged<NodeTable<Node>>.fromOpaque(raw).takeRetainedValue()
        retired.withLock {
            $0.append(replaced)
            hasRetired.store(true, ordering: .sequentiallyConsistent)
        }
    }

    /// Frees the retired tables if no call is under way; otherwise the last call to leave
    /// does. What the tables held is let go here, outside every lock.
    @usableFromInline @inline(never)
    func reclaim() {
        let freed = retired.withLock { tables -> [NodeTable<Node>] in
            guard readers.load(ordering: .sequentiallyConsistent) == 0 else { return [] }
            hasRetired.store(false, ordering: .sequentiallyConsistent)
            defer { tables = [] }
            return tables
        }
        withExtendedLifetime(freed) {}
    }
}
