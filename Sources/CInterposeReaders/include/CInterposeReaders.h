// Reader marks: how a call tells the threads that free chain tables which chain it is reading,
// with plain per-thread stores and no atomic read-modify-write.
//
// A thread keeps a stack of the slots it is reading (one entry per advised call under way).
// A call pushes its slot before it loads the slot's table and pops it when it is done. The
// thread that wants to free a replaced table first makes every thread's pushes visible with
// an asymmetric barrier (Linux's `membarrier`, which runs a full fence on every CPU that runs
// one of the process's threads), then scans the stacks: a table whose slot is on no stack can
// go. Where the barrier is missing, each reader fences itself instead (the classic hazard
// pointer protocol), on the slow path; which of the two is decided once per process.
//
// The fast paths are inline so a Swift call site compiles them into itself: two thread-local
// loads, a compare and two stores to begin; a store, a load and a compare to end. Everything
// rare (a thread's first call, stacks deeper than the inline entries, fencing readers, calls
// made as a thread ends, the scan) is in readers.c.
#ifndef C_INTERPOSE_READERS_H
#define C_INTERPOSE_READERS_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Stack entries kept in the record itself; deeper calls use chunks allocated on demand.
#define INTERPOSE_READER_INLINE_ENTRIES 32

/// Set in a mark whose read took the slow path and must end on it too (a fencing reader, or
/// a call made as its thread ends).
#define INTERPOSE_READER_SLOW ((size_t)1 << (sizeof(size_t) * 8 - 1))

struct interpose_reader_chunk;

/// One thread's reader stack, on the heap. A thread's first read makes it and links it into
/// the process's list, which scans walk under a lock; the thread unlinks and frees it when it
/// ends.
typedef struct interpose_reader {
    /// How many entries are in use. Written only by the owning thread, with release stores.
    _Atomic(size_t) depth;
    /// Set by a scan that found this thread reading a slot whose replaced tables wait: one
    /// more than the lowest stack index it found the slot at, or 0. The thread frees what
    /// waits when it leaves the call at that index, so a thread sitting in one call while it
    /// makes many others is not asked to free anything until it leaves.
    _Atomic(size_t) wake;
    /// How deep the fast path may push: the inline entries when the process has the barrier,
    /// 0 otherwise (every read then takes the slow path).
    size_t limit;
    /// The entries beyond the inline ones.
    _Atomic(struct interpose_reader_chunk *) more;
    /// The neighbours in the process's list (under its lock).
    struct interpose_reader *next, *previous;
    /// Whether the record serves calls made after its thread's end began: it is unlinked and
    /// freed when the outermost of them returns.
    bool transient;
    /// The slot each call under way reads, outermost first. Written with release stores, so
    /// a scan that reads an entry also sees everything its thread did before it wrote it.
    _Atomic(const void *) entries[INTERPOSE_READER_INLINE_ENTRIES];
} interpose_reader;

/// This thread's record; until its first read (and again once it has ended), a shared empty
/// record whose limit of 0 sends every read to the slow path.
extern _Thread_local interpose_reader *interpose_thread_reader;

/// The rare half of `interpose_read_begin`.
size_t interpose_read_begin_slow(const void *slot);

/// The rare half of `interpose_read_end`, for reads begun on the slow path.
bool interpose_read_end_slow(size_t mark);

/// Announces that this thread reads `slot` until the matching `interpose_read_end`, and
/// orders that announcement before the loads that follow. Returns the mark to end with.
static inline __attribute__((always_inline)) size_t interpose_read_begin(const void *slot) {
    interpose_reader *reader = interpose_thread_reader;
    size_t depth = atomic_load_explicit(&reader->depth, memory_order_relaxed);
    if (__builtin_expect(depth < reader->limit, 1)) {
        atomic_store_explicit(&reader->entries[depth], slot, memory_order_release);
        atomic_store_explicit(&reader->depth, depth + 1, memory_order_release);
        atomic_signal_fence(memory_order_seq_cst);
        return depth;
    }
    return interpose_read_begin_slow(slot);
}

/// Ends the read `mark` began (and every read begun after it). Returns true when a scan
/// found this thread reading, in this call or a deeper one, a slot whose replaced tables
/// wait: the caller then calls `interpose_take_wake` and frees what waits.
static inline __attribute__((always_inline)) bool interpose_read_end(size_t mark) {
    if (__builtin_expect((mark & INTERPOSE_READER_SLOW) != 0, 0)) return interpose_read_end_slow(mark);
    interpose_reader *reader = interpose_thread_reader;
    atomic_store_explicit(&reader->depth, mark, memory_order_release);
    atomic_signal_fence(memory_order_seq_cst);
    return __builtin_expect(mark < atomic_load_explicit(&reader->wake, memory_order_relaxed), 0);
}

/// Clears this thread's wake mark; true if it was set.
bool interpose_take_wake(void);

/// Whether any thread may still read a table it loaded from `slot` before the caller
/// replaced it. Makes every thread's marks visible first (the barrier), and flags the
/// threads it finds so that they free what waits when they leave the call that reads it.
bool interpose_slot_in_use(const void *slot);

/// Whether readers fence themselves (1) or the writer's barrier covers them (0).
int interpose_readers_use_fences(void);

#ifdef __cplusplus
}
#endif

#endif
