#ifndef C_HEAP_STATS_H
#define C_HEAP_STATS_H

#include <stddef.h>

/// Bytes currently allocated with malloc and not freed (glibc's mallinfo2), or 0 without glibc.
size_t waypoint_heap_bytes_in_use(void);

#endif
