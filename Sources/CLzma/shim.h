#ifndef CLZMA_SHIM_H
#define CLZMA_SHIM_H

/* liblzma, to read .xz files. */

#include <lzma.h>

/* LZMA_STREAM_INIT is a macro Swift cannot import: a stream with every field zero. */
static inline lzma_stream clzma_stream_init(void) {
    lzma_stream stream = LZMA_STREAM_INIT;
    return stream;
}

#endif
