#ifndef HEAP_STATS_H
#define HEAP_STATS_H

#include <stddef.h>

/// Bytes of heap currently allocated through malloc (0 where the C library cannot say).
size_t heap_bytes_in_use(void);

#endif
