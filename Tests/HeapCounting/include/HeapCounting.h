// Heap bytes in use, from glibc's allocator statistics (`mallinfo2`), for tests that bound what a structure keeps;
// 0 where the C library has no `mallinfo2`. The Swift `Glibc` module does not export <malloc.h>.
#ifndef HEAP_COUNTING_H
#define HEAP_COUNTING_H

#include <stddef.h>

/// Bytes the allocator has handed out and not taken back (`uordblks`, every arena), or 0 where that is not known.
size_t heap_counting_bytes_in_use(void);

#endif
