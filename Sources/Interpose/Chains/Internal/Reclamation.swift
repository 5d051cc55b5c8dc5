// Unsafe: the C module is asked whether a thread still reads a slot by the slot's address.
import CInterposeReaders
import Synchronization

/// An owner of replaced tables that a reader still held when they were replaced.
@usableFromInline
protocol Reclaimable: AnyObject, Sendable {
    /// Frees what no thread reads any more; leaves the rest waiting.
    func reclaim()
}

/// The slots whose replaced tables wait for a reader to leave, in one list for the process.
///
/// A slot joins when its ``Reclaimable/reclaim()`` finds a thread still reading it, before
/// that thread is flagged, and leaves once its tables are freed. A flagged thread drains the
/// list when it leaves the call that was reading the slot (``ReaderMarks/end(_:)``). The list
/// holds its slots strongly, so a slot whose registry has gone is still freed.
///
/// Any flagged thread's drain frees every slot on the list that no thread reads any more, so
/// what a leaving thread was holding back may be freed by another thread's drain at that
/// moment; ``settle()`` waits for such frees to finish.
@usableFromInline
package enum Reclamation {
    private static let waiting = Locked<[ObjectIdentifier: any Reclaimable]>([:])
    /// How many batches ``takeFreeable(_:of:)`` has handed out that ``reclaim(_:in:of:)`` has
    /// not yet let go of, for ``settle()``.
    private static let freeing = Atomic<Int>(0)

    /// Puts `slot` on the list. Call before flagging its readers.
    static func wait(for slot: any Reclaimable) {
        waiting.withLock { $0[ObjectIdentifier(slot)] = slot }
    }

    /// Takes `slot` off the list once nothing of it waits. The caller holds `slot`.
    static func done(with slot: any Reclaimable) {
        waiting.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(slot)) }
    }

    /// Frees what `owner` retired, the `retired` list of the value `lock` guards, unless a
    /// thread may still read it (``takeFreeable(_:of:)``); what it held is let go after
    /// unlocking, and counted until then for ``settle()``.
    static func reclaim<Value, Item>(
        _ retired: WritableKeyPath<Value, [Item]>, in lock: Locked<Value>, of owner: any Reclaimable
    ) {
        let items = lock.withLock { takeFreeable(&$0[keyPath: retired], of: owner) }
        guard !items.isEmpty else { return }
        drop(consume items)
        freeing.subtract(1, ordering: .sequentiallyConsistent)
    }

    /// Lets go of `items` before returning, so what they held is freed by then.
    @inline(never)
    private static func drop<Item>(_ items: consuming [Item]) {
        _ = consume items
    }

    /// Waits until no thread is freeing what a slot retired: what another thread's drain took
    /// from a slot is then freed too. For tests that check memory comes back while other
    /// threads run calls and changes of their own.
    package static func settle() {
        while freeing.load(ordering: .sequentiallyConsistent) != 0 { System.yieldThread() }
    }

    /// What `owner` retired, taken out to be freed, unless a thread may still read it: then
    /// nothing, and that thread frees it when it leaves the call that reads `owner`
    /// (``drain()``). Called under the lock that guards `retired`, by
    /// ``reclaim(_:in:of:)``, which lets go of what it returns after unlocking.
    private static func takeFreeable<Item>(_ retired: inout [Item], of owner: any Reclaimable) -> [Item] {
        guard !retired.isEmpty else { return [] }
        // On the list before any reader is flagged, so a flagged reader's drain finds it.
        wait(for: owner)
        guard !interpose_slot_in_use(UnsafeRawPointer(bitPattern: UInt(bitPattern: ObjectIdentifier(owner)))) else {
            return []
        }
        done(with: owner)
        // Counted while still under the owner's lock, so a thread that takes nothing after
        // this and then settles waits for these to be freed (``reclaim(_:in:of:)`` uncounts them).
        freeing.add(1, ordering: .sequentiallyConsistent)
        defer { retired = [] }
        return retired
    }

    /// Frees what waits on the calling thread: called when a flagged thread leaves the call
    /// it was flagged in.
    @usableFromInline @inline(never)
    static func drain() {
        guard interpose_take_wake() else { return }
        let slots = waiting.withLock { Array($0.values) }
        for slot in slots { slot.reclaim() }
    }

    /// Whether readers fence themselves because this process has no asymmetric barrier (or
    /// `INTERPOSE_READER_FENCES` is set), for tests.
    package static var readersFence: Bool { interpose_readers_use_fences() != 0 }
}
