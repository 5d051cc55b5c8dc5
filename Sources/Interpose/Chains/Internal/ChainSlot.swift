// Unsafe: a slot publishes its table as an address calls borrow unretained; a retain per call costs more than the call.
import Synchronization

/// Where one key's chain lives (a hook's advice, an event type's subscribers), for as long as
/// its owner does: the current table, a filter in front of it, and the replaced tables that
/// wait for calls to leave.
///
/// ## Reclamation
/// A call reads the current table without a lock and without retaining it, so a replaced table
/// must not be freed while a call that loaded it may still be walking it. Calls that get past
/// the filter mark the slot as read on their thread before they load the table and unmark it
/// after (``ReaderMarks``). A change swaps the new table in, puts the old one on the `retired`
/// list and calls ``reclaim()``, which frees the list unless a thread is found reading the
/// slot; that thread then frees it when it leaves the call that reads it:
///
/// ```
/// call:    mark ─▶ load current ─▶ walk ─▶ unmark ─▶ (flagged in this call?) reclaim
/// change:  swap current ─▶ retired += old ─▶ reclaim: barrier, slot marked? flag : free
/// ```
///
/// Calls pay two plain stores and a load; calls the filter turns away, and hooks with no
/// chain, pay nothing.
@usableFromInline
final class ChainSlot<Node: AnyObject & Sendable>: Reclaimable {
    /// Which receivers may find advice here: 0 none, `UInt.max` every receiver, otherwise the
    /// ``ChainSlot/filterBit(for:)`` of each instance that instance-scoped advice names.
    @usableFromInline let filter = Atomic<UInt>(0)
    /// The current table's address (retained by the slot), or 0.
    @usableFromInline let current = Atomic<UInt>(0)
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

    /// Marks this slot as read on this thread and loads the current table; end the read with
    /// ``ReaderMarks/end(_:)`` and the mark returned.
    @inlinable @inline(__always)
    func enter() -> (mark: Int, table: Unmanaged<NodeTable<Node>>?) {
        let mark = ReaderMarks.begin(self)
        return (mark, loadCurrent())
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
        retired.withLock { $0.append(replaced) }
    }

    /// Frees the retired tables unless a thread still reads this slot; that thread then frees
    /// them when it leaves the call that reads it. What the tables held is let go here,
    /// outside every lock.
    @usableFromInline func reclaim() {
        Reclamation.reclaim(\.self, in: retired, of: self)
    }
}
