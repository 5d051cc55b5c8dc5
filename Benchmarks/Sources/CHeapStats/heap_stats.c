#include <stdlib.h>
#include "heap_stats.h"

#if defined(__GLIBC__)
#include <malloc.h>

size_t heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    // Chunks malloc serves from their own mappings (hblkhd) are in use too: a large array
    // lands there or in the arena depending on the dynamic mmap threshold, which earlier
    // allocations move, so counting the arena alone made a row depend on what ran before it.
    return info.uordblks + info.hblkhd;
}
#else
size_t heap_bytes_in_use(void) { return 0; }
#endif
