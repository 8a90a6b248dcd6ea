#include "HeapCounting.h"

#if defined(__linux__)
#include <malloc.h> // defines __GLIBC__ (through <features.h>) where the C library is glibc
#endif

#if defined(__GLIBC__)
size_t heap_counting_bytes_in_use(void) { return mallinfo2().uordblks; }
#else
size_t heap_counting_bytes_in_use(void) { return 0; }
#endif
