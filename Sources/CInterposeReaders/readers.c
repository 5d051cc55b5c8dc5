// The rare half of reader marks (see CInterposeReaders.h): taking a record for a new thread,
// stacks deeper than the inline entries, the barrier and the scan.
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

/// Entries beyond a record's inline ones, in a list that only grows.
struct interpose_reader_chunk {
    _Atomic(const void *) entries[INTERPOSE_READER_INLINE_ENTRIES];
    _Atomic(struct interpose_reader_chunk *) next;
};

_Thread_local interpose_reader *interpose_current_reader = NULL;
int interpose_readers_fence = 0;

static _Atomic(interpose_reader *) all_readers = NULL;
static pthread_once_t setup_once = PTHREAD_ONCE_INIT;
static pthread_key_t thread_end_key;

/// Gives the ending thread's record back. A destructor that runs later and calls an advised
/// method takes a record again; the key's destructor then runs once more.
static void give_back(void *record) {
    interpose_reader *reader = record;
    atomic_store_explicit(&reader->depth, 0, memory_order_release);
    atomic_store_explicit(&reader->wake, 0, memory_order_relaxed);
    interpose_current_reader = NULL;
    atomic_store_explicit(&reader->owned, false, memory_order_release);
}

/// Chooses how readers and writers meet, once per process: the asymmetric barrier when the
/// kernel lets this process register for it, otherwise a fence in every reader.
static void setup(void) {
    if (pthread_key_create(&thread_end_key, give_back) != 0) {
        fputs("Interpose: pthread_key_create failed for reader marks\n", stderr);
        abort();
    }
    int fence = 1;
#if defined(__linux__) && defined(SYS_membarrier)
    if (getenv("INTERPOSE_READER_FENCES") == NULL
        && syscall(SYS_membarrier, INTERPOSE_MEMBARRIER_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0) {
        fence = 0;
    }
#endif
    interpose_readers_fence = fence;
}

int interpose_readers_use_fences(void) {
    pthread_once(&setup_once, setup);
    return interpose_readers_fence;
}

/// A record for this thread: one a thread gave back, or a new one.
static interpose_reader *take_record(void) {
    pthread_once(&setup_once, setup);
    interpose_reader *reader = atomic_load_explicit(&all_readers, memory_order_acquire);
    for (; reader != NULL; reader = reader->next) {
        bool expected = false;
        if (atomic_compare_exchange_strong(&reader->owned, &expected, true)) break;
    }
    if (reader == NULL) {
        reader = calloc(1, sizeof *reader);
        if (reader == NULL) {
            fputs("Interpose: out of memory for a reader record\n", stderr);
            abort();
        }
        atomic_init(&reader->owned, true);
        interpose_reader *head = atomic_load_explicit(&all_readers, memory_order_relaxed);
        do {
            reader->next = head;
        } while (!atomic_compare_exchange_weak_explicit(
            &all_readers, &head, reader, memory_order_release, memory_order_relaxed));
    }
    pthread_setspecific(thread_end_key, reader);
    interpose_current_reader = reader;
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
            if (chunk == NULL) {
                fputs("Interpose: out of memory for a reader stack\n", stderr);
                abort();
            }
            atomic_store_explicit(link, chunk, memory_order_release);
        }
        if (index < INTERPOSE_READER_INLINE_ENTRIES) return &chunk->entries[index];
        index -= INTERPOSE_READER_INLINE_ENTRIES;
        link = &chunk->next;
    }
}

size_t interpose_read_begin_slow(const void *slot) {
    interpose_reader *reader = interpose_current_reader;
    if (reader == NULL) reader = take_record();
    size_t depth = atomic_load_explicit(&reader->depth, memory_order_relaxed);
    _Atomic(const void *) *entry =
        depth < INTERPOSE_READER_INLINE_ENTRIES ? &reader->entries[depth] : deep_entry(reader, depth, true);
    atomic_store_explicit(entry, slot, memory_order_relaxed);
    atomic_store_explicit(&reader->depth, depth + 1, memory_order_release);
    if (interpose_readers_fence) {
        atomic_thread_fence(memory_order_seq_cst);
    } else {
        atomic_signal_fence(memory_order_seq_cst);
    }
    return depth;
}

bool interpose_take_wake(void) {
    interpose_reader *reader = interpose_current_reader;
    return reader != NULL && atomic_exchange(&reader->wake, 0) != 0;
}

/// Makes every reader's marks visible to this thread, and this thread's stores to them.
static void barrier(void) {
#if defined(__linux__) && defined(SYS_membarrier)
    if (!interpose_readers_fence) {
        if (syscall(SYS_membarrier, INTERPOSE_MEMBARRIER_PRIVATE_EXPEDITED, 0, 0) != 0) {
            fputs("Interpose: membarrier failed after registering\n", stderr);
            abort();
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
        _Atomic(const void *) *entry =
            index < INTERPOSE_READER_INLINE_ENTRIES ? &reader->entries[index] : deep_entry(reader, index, false);
        // A chunk not yet visible belongs to a push this scan need not see.
        if (entry == NULL) return 0;
        if (atomic_load_explicit(entry, memory_order_relaxed) == slot) return index + 1;
    }
    return 0;
}

/// Serializes scans, and the `flagged_in` marks they leave on records.
static pthread_mutex_t scan_lock = PTHREAD_MUTEX_INITIALIZER;
static size_t scan_generation = 0;

/// Flags every reader of `slot` this scan has not flagged yet; returns whether there was one,
/// and in `found` whether any reader reads `slot` at all.
static bool flag_readers(const void *slot, size_t generation, bool *found) {
    bool flagged = false;
    *found = false;
    interpose_reader *reader = atomic_load_explicit(&all_readers, memory_order_acquire);
    for (; reader != NULL; reader = reader->next) {
        size_t wake = reads(reader, slot);
        if (wake == 0) continue;
        *found = true;
        if (reader->flagged_in != generation) {
            reader->flagged_in = generation;
            size_t earlier = atomic_load_explicit(&reader->wake, memory_order_relaxed);
            if (earlier == 0 || wake < earlier) atomic_store_explicit(&reader->wake, wake, memory_order_relaxed);
            flagged = true;
        }
    }
    return flagged;
}

bool interpose_slot_in_use(const void *slot) {
    pthread_once(&setup_once, setup);
    // A reader flagged before a barrier and still reading after it sees its flag when it
    // leaves the call that reads the slot. So flag the readers found, and look again after another
    // barrier until a look finds no one this call has not flagged. Readers that came in
    // meanwhile read the new table and need no flag, but a scan cannot tell them apart; the
    // rounds are bounded, and whatever waits after them is freed by the next change or by the
    // next flagged reader to leave.
    pthread_mutex_lock(&scan_lock);
    size_t generation = ++scan_generation;
    bool found = false;
    for (int round = 0; round < 8; round++) {
        barrier();
        if (!flag_readers(slot, generation, &found)) break;
    }
    pthread_mutex_unlock(&scan_lock);
    return found;
}
