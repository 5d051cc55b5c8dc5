// The rare half of reader marks (see CInterposeReaders.h): linking a thread's record, stacks
// deeper than the inline entries, readers that fence themselves, the barrier and the scan.
#include "CInterposeReaders.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#define INTERPOSE_MEMBARRIER_PRIVATE_EXPEDITED (1 << 3)
#define INTERPOSE_MEMBARRIER_REGISTER_PRIVATE_EXPEDITED (1 << 4)
#endif

/// Entries beyond a record's inline ones, in a list that only grows while its thread lives.
struct interpose_reader_chunk {
    _Atomic(const void *) entries[INTERPOSE_READER_INLINE_ENTRIES];
    _Atomic(struct interpose_reader_chunk *) next;
};

_Thread_local interpose_reader interpose_thread_reader;

/// Whether readers fence themselves, decided once by `setup`.
static int fences = 1;
static pthread_once_t setup_once = PTHREAD_ONCE_INIT;
static pthread_key_t thread_end_key;

/// The linked records, and every scan: a record is unlinked only under this lock, so a scan
/// never reads the storage of a thread that has ended; scans are serialized by it too.
static pthread_mutex_t list_lock = PTHREAD_MUTEX_INITIALIZER;
static interpose_reader *first_reader = NULL;

static void fail(const char *message) {
    fputs(message, stderr);
    abort();
}

/// This thread's record once it has ended: made on the heap, linked for good, for advised
/// calls that other thread-local destructors make after `unlink_reader` ran.
static _Thread_local interpose_reader *late_reader = NULL;

/// Unlinks the ending thread's record and frees its chunks. Advised calls made afterwards, by
/// destructors that run later, read through `late_reader` instead.
static void unlink_reader(void *record) {
    interpose_reader *reader = record;
    pthread_mutex_lock(&list_lock);
    if (reader->previous != NULL) {
        reader->previous->next = reader->next;
    } else {
        first_reader = reader->next;
    }
    if (reader->next != NULL) reader->next->previous = reader->previous;
    pthread_mutex_unlock(&list_lock);
    struct interpose_reader_chunk *chunk = atomic_load_explicit(&reader->more, memory_order_relaxed);
    while (chunk != NULL) {
        struct interpose_reader_chunk *next = atomic_load_explicit(&chunk->next, memory_order_relaxed);
        free(chunk);
        chunk = next;
    }
    atomic_store_explicit(&reader->more, NULL, memory_order_relaxed);
    atomic_store_explicit(&reader->depth, 0, memory_order_relaxed);
    atomic_store_explicit(&reader->wake, 0, memory_order_relaxed);
    reader->limit = 0;
    reader->linked = false;
    reader->ended = true;
    reader->next = reader->previous = NULL;
}

/// Chooses how readers and writers meet, once per process: the asymmetric barrier when the
/// kernel lets this process register for it, otherwise a fence in every reader.
static void setup(void) {
    if (pthread_key_create(&thread_end_key, unlink_reader) != 0) fail("Interpose: pthread_key_create failed\n");
#if defined(__linux__) && defined(SYS_membarrier)
    if (getenv("INTERPOSE_READER_FENCES") == NULL
        && syscall(SYS_membarrier, INTERPOSE_MEMBARRIER_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0) {
        fences = 0;
    }
#endif
}

int interpose_readers_use_fences(void) {
    pthread_once(&setup_once, setup);
    return fences;
}

/// Puts `reader` at the front of the process's list.
static void link_into_list(interpose_reader *reader) {
    pthread_once(&setup_once, setup);
    pthread_mutex_lock(&list_lock);
    reader->previous = NULL;
    reader->next = first_reader;
    if (first_reader != NULL) first_reader->previous = reader;
    first_reader = reader;
    pthread_mutex_unlock(&list_lock);
    reader->linked = true;
}

/// The record this thread's slow paths use: its own, linked on its first read (with the
/// destructor that unlinks it when the thread ends), or its late record once it has ended.
static interpose_reader *slow_reader(void) {
    interpose_reader *reader = &interpose_thread_reader;
    if (reader->ended) {
        if (late_reader == NULL) {
            late_reader = calloc(1, sizeof *late_reader);
            if (late_reader == NULL) fail("Interpose: out of memory for a reader record\n");
            link_into_list(late_reader);
        }
        return late_reader;
    }
    if (!reader->linked) {
        link_into_list(reader);
        pthread_setspecific(thread_end_key, reader);
        reader->limit = fences ? 0 : INTERPOSE_READER_INLINE_ENTRIES;
    }
    return reader;
}

/// The entry at `index` (at least the inline count), allocating its chunk if `grow`.
static _Atomic(const void *) *deep_entry(interpose_reader *reader, size_t index, bool grow) {
    _Atomic(struct interpose_reader_chunk *) *link = &reader->more;
    index -= INTERPOSE_READER_INLINE_ENTRIES;
    for (;;) {
        struct interpose_reader_chunk *chunk = atomic_load_explicit(link, memory_order_acquire);
        if (chunk == NULL) {
            if (!grow) return NULL;
            chunk = calloc(1, sizeof *chunk);
            if (chunk == NULL) fail("Interpose: out of memory for a reader stack\n");
            atomic_store_explicit(link, chunk, memory_order_release);
        }
        if (index < INTERPOSE_READER_INLINE_ENTRIES) return &chunk->entries[index];
        index -= INTERPOSE_READER_INLINE_ENTRIES;
        link = &chunk->next;
    }
}

static _Atomic(const void *) *entry_at(interpose_reader *reader, size_t index, bool grow) {
    return index < INTERPOSE_READER_INLINE_ENTRIES ? &reader->entries[index] : deep_entry(reader, index, grow);
}

size_t interpose_read_begin_slow(const void *slot) {
    interpose_reader *reader = slow_reader();
    size_t depth = atomic_load_explicit(&reader->depth, memory_order_relaxed);
    atomic_store_explicit(entry_at(reader, depth, true), slot, memory_order_relaxed);
    atomic_store_explicit(&reader->depth, depth + 1, memory_order_release);
    // A late record's reads take the slow path on both sides, as fencing readers do.
    if (fences || reader == late_reader) {
        atomic_thread_fence(memory_order_seq_cst);
        return depth | INTERPOSE_READER_FENCED;
    }
    atomic_signal_fence(memory_order_seq_cst);
    return depth;
}

bool interpose_read_end_fenced(size_t mark) {
    interpose_reader *reader = slow_reader();
    mark &= ~INTERPOSE_READER_FENCED;
    atomic_store_explicit(&reader->depth, mark, memory_order_release);
    atomic_thread_fence(memory_order_seq_cst);
    return mark < atomic_load_explicit(&reader->wake, memory_order_relaxed);
}

bool interpose_take_wake(void) {
    return atomic_exchange(&slow_reader()->wake, 0) != 0;
}

/// Makes every reader's marks visible to this thread, and this thread's stores to them.
static void barrier(void) {
#if defined(__linux__) && defined(SYS_membarrier)
    if (!fences) {
        if (syscall(SYS_membarrier, INTERPOSE_MEMBARRIER_PRIVATE_EXPEDITED, 0, 0) != 0) {
            fail("Interpose: membarrier failed after registering\n");
        }
        return;
    }
#endif
    atomic_thread_fence(memory_order_seq_cst);
}

/// One more than the lowest index at which `reader` has `slot` on its stack, or 0.
static size_t reads(interpose_reader *reader, const void *slot) {
    size_t depth = atomic_load_explicit(&reader->depth, memory_order_acquire);
    for (size_t index = 0; index < depth; index++) {
        _Atomic(const void *) *entry = entry_at(reader, index, false);
        // A chunk not yet visible belongs to a push this scan need not see.
        if (entry == NULL) return 0;
        if (atomic_load_explicit(entry, memory_order_relaxed) == slot) return index + 1;
    }
    return 0;
}

/// Makes sure every reader of `slot` will free what waits when it leaves the call that reads
/// it, and returns whether that took a store (a reader whose wake mark was unset, or set
/// deeper), and in `found` whether any reader reads `slot` at all. Called under the list's
/// lock.
static bool flag_readers(const void *slot, bool *found) {
    bool stored = false;
    *found = false;
    for (interpose_reader *reader = first_reader; reader != NULL; reader = reader->next) {
        size_t wake = reads(reader, slot);
        if (wake == 0) continue;
        *found = true;
        size_t earlier = atomic_load_explicit(&reader->wake, memory_order_relaxed);
        if (earlier != 0 && earlier <= wake) continue;
        atomic_store_explicit(&reader->wake, wake, memory_order_relaxed);
        stored = true;
    }
    return stored;
}

bool interpose_slot_in_use(const void *slot) {
    pthread_once(&setup_once, setup);
    // A reader whose wake mark was set before a barrier, and that still reads the slot after
    // it, sees the mark when it leaves the call that reads the slot. So set the marks of the
    // readers found, and look again after another barrier until a look sets none. A reader
    // whose mark was already set either frees what waits when it leaves, or has just taken
    // its mark to do so (and frees this slot too, once this scan lets go of it). Readers that
    // came in meanwhile read the new table and need no mark, but a scan cannot tell them
    // apart; the rounds are bounded, and whatever waits after them is freed by the next
    // change or the next marked reader to leave.
    pthread_mutex_lock(&list_lock);
    bool found = false;
    for (int round = 0; round < 8; round++) {
        barrier();
        if (!flag_readers(slot, &found)) break;
    }
    pthread_mutex_unlock(&list_lock);
    return found;
}
