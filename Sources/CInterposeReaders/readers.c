// The rare half of reader marks (see CInterposeReaders.h): making and linking a thread's
// record, stacks deeper than the inline entries, readers that fence themselves, calls made as
// a thread ends, the barrier and the scan.
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

/// Entries beyond a record's inline ones, in a list that only grows while its record lives.
struct interpose_reader_chunk {
    _Atomic(const void *) entries[INTERPOSE_READER_INLINE_ENTRIES];
    _Atomic(struct interpose_reader_chunk *) next;
};

/// What a thread reads through before its first read: never written, its limit of 0 sends
/// every read to the slow path.
static interpose_reader no_reader;

_Thread_local interpose_reader *interpose_thread_reader = &no_reader;

/// Whether this thread's end has begun (its record was unlinked by the key's destructor).
static _Thread_local bool thread_ended = false;
/// Whether a transient record's last read ended with its wake mark set.
static _Thread_local bool transient_woke = false;

/// Whether readers fence themselves, decided once by `setup`.
static int fences = 1;
static pthread_once_t setup_once = PTHREAD_ONCE_INIT;
static pthread_key_t thread_end_key;

/// The linked records, and every scan: a record is unlinked only under this lock, and freed
/// only after, so a scan never reads a freed record; scans are serialized by it too.
static pthread_mutex_t list_lock = PTHREAD_MUTEX_INITIALIZER;
static interpose_reader *first_reader = NULL;

static void fail(const char *message) {
    fputs(message, stderr);
    abort();
}

/// Takes `reader` out of the list and frees it with its chunks.
static void unlink_and_free(interpose_reader *reader) {
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
    free(reader);
}

/// The key's destructor, as the thread ends: frees its record. Advised calls that later
/// destructors make get a transient record each (see `thread_record`).
static void end_thread(void *record) {
    unlink_and_free(record);
    interpose_thread_reader = &no_reader;
    thread_ended = true;
}

/// Chooses how readers and writers meet, once per process: the asymmetric barrier when the
/// kernel lets this process register for it, otherwise a fence in every reader.
static void setup(void) {
    if (pthread_key_create(&thread_end_key, end_thread) != 0) fail("Interpose: pthread_key_create failed\n");
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

/// This thread's record, made and linked on its first read. Once the thread's end has begun,
/// a transient record that the outermost call frees when it returns.
static interpose_reader *thread_record(void) {
    interpose_reader *reader = interpose_thread_reader;
    if (reader != &no_reader) return reader;
    pthread_once(&setup_once, setup);
    reader = calloc(1, sizeof *reader);
    if (reader == NULL) fail("Interpose: out of memory for a reader record\n");
    reader->transient = thread_ended;
    reader->limit = fences || thread_ended ? 0 : INTERPOSE_READER_INLINE_ENTRIES;
    pthread_mutex_lock(&list_lock);
    reader->next = first_reader;
    if (first_reader != NULL) first_reader->previous = reader;
    first_reader = reader;
    pthread_mutex_unlock(&list_lock);
    if (!thread_ended) pthread_setspecific(thread_end_key, reader);
    interpose_thread_reader = reader;
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
    interpose_reader *reader = thread_record();
    size_t depth = atomic_load_explicit(&reader->depth, memory_order_relaxed);
    atomic_store_explicit(entry_at(reader, depth, true), slot, memory_order_release);
    atomic_store_explicit(&reader->depth, depth + 1, memory_order_release);
    if (reader->limit == 0) {
        atomic_thread_fence(memory_order_seq_cst);
        return depth | INTERPOSE_READER_SLOW;
    }
    atomic_signal_fence(memory_order_seq_cst);
    return depth;
}

bool interpose_read_end_slow(size_t mark) {
    interpose_reader *reader = interpose_thread_reader;
    mark &= ~INTERPOSE_READER_SLOW;
    atomic_store_explicit(&reader->depth, mark, memory_order_release);
    atomic_thread_fence(memory_order_seq_cst);
    bool woke = mark < atomic_load_explicit(&reader->wake, memory_order_relaxed);
    if (reader->transient && mark == 0) {
        unlink_and_free(reader);
        interpose_thread_reader = &no_reader;
        transient_woke = woke;
    }
    return woke;
}

bool interpose_take_wake(void) {
    interpose_reader *reader = interpose_thread_reader;
    if (reader == &no_reader) {
        bool woke = transient_woke;
        transient_woke = false;
        return woke;
    }
    return atomic_exchange(&reader->wake, 0) != 0;
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

/// One more than the lowest index at which `reader` has `slot` on its stack, or 0. Entries
/// are read with acquire loads: an entry a reader pushed after popping `slot` then also shows
/// everything it did with `slot`'s table before.
static size_t reads(interpose_reader *reader, const void *slot) {
    size_t depth = atomic_load_explicit(&reader->depth, memory_order_acquire);
    for (size_t index = 0; index < depth; index++) {
        _Atomic(const void *) *entry = entry_at(reader, index, false);
        // A chunk not yet visible belongs to a push this scan need not see.
        if (entry == NULL) return 0;
        if (atomic_load_explicit(entry, memory_order_acquire) == slot) return index + 1;
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
    //
    // When no other thread has a record, no barrier is needed: a thread that links one later
    // does so under this lock, after the swap, and so loads the new table.
    pthread_mutex_lock(&list_lock);
    bool alone = first_reader == NULL || (first_reader == interpose_thread_reader && first_reader->next == NULL);
    bool found = false;
    for (int round = 0; round < 8; round++) {
        if (!alone) barrier();
        if (!flag_readers(slot, &found)) break;
    }
    pthread_mutex_unlock(&list_lock);
    return found;
}
