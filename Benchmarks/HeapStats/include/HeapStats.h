// Heap bytes in use, from glibc's allocator statistics (`mallinfo2`), for the memory benchmark; 0 where the C
// library has no `mallinfo2`.
#ifndef HEAP_STATS_H
#define HEAP_STATS_H

#include <stddef.h>

/// Bytes the allocator has handed out and not taken back (`uordblks`), or 0 where that is not known.
size_t heap_bytes_in_use(void);

#endif
