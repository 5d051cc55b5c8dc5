// Unsafe: a reader mark is the slot's address, pushed on the C module's per-thread stack.
import CInterposeReaders

/// How a call says which chain it reads, so that a replaced table is freed only once no call
/// can still be walking it, with no atomic read-modify-write on the call's path.
///
/// Each thread keeps a small stack of the slots it is reading, in a record of its own. A call
/// pushes its slot before it loads the slot's table (``begin(_:)``) and pops it after
/// (``end(_:)``): plain stores to memory only its thread writes, and a load of a word beside
/// them. A change that replaced tables asks whether any thread still reads the slot
/// (``ChainSlot/reclaim()``): it first makes every thread's pushes visible with an asymmetric
/// barrier (Linux's `membarrier`, a fence run on every CPU that runs one of the process's
/// threads), then scans the stacks.
///
/// ```
/// call:   push slot ─▶ load table ─▶ walk ─▶ pop ─▶ (flagged at this depth?) free what waits
/// change: swap table ─▶ retire old ─▶ barrier ─▶ slot on a stack? flag that thread : free
/// ```
///
/// A thread found reading a slot whose tables wait is flagged with the depth it was found
/// at; when it leaves the call at that depth it frees whatever waits
/// (``Reclamation/drain()``). A thread sitting in one advised call for a long time holds back
/// only the tables of the slots on its stack, and is not asked to free anything by the calls
/// it makes meanwhile.
///
/// Where the kernel offers no such barrier (Darwin, or a Linux that refuses to register the
/// process, or when `INTERPOSE_READER_FENCES` is set), every push and every pop takes the slow
/// path and is followed by a full fence: the classic hazard-pointer protocol, as costly as the
/// counter it replaced. The choice is made once per process, in the C module; the call path is
/// the same either way.
@usableFromInline
enum ReaderMarks {
    /// Announces that this thread reads `slot` until the matching ``end(_:)``, and orders that
    /// before the table load that follows.
    @inlinable @inline(__always)
    static func begin(_ slot: AnyObject) -> Int {
        interpose_read_begin(UnsafeRawPointer(Unmanaged.passUnretained(slot).toOpaque()))
    }

    /// Ends the read `mark` began; frees what waits on this thread if it was flagged in this
    /// read.
    @inlinable @inline(__always)
    static func end(_ mark: Int) {
        if interpose_read_end(mark) { Reclamation.drain() }
    }
}
