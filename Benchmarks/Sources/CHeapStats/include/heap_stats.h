#ifndef HEAP_STATS_H
#define HEAP_STATS_H

#include <stddef.h>

/// Bytes of heap currently allocated through malloc, in its arenas and in chunks it mapped on
/// their own (0 where the C library cannot say).
size_t heap_bytes_in_use(void);

#endif
