#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

/* zlib, to read .gz files; and the one call Swift cannot import from it: inflateInit2 is a
 * macro. 16 + 15 window bits read the gzip format with the largest window. */

#include <zlib.h>

static inline int czlib_inflate_init_gzip(z_stream *stream) {
    return inflateInit2(stream, 16 + MAX_WBITS);
}

#endif
