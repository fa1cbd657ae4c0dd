#ifndef CZSTD_SHIM_H
#define CZSTD_SHIM_H

/* Zstandard, to read .zst files. */

#include <zstd.h>

#endif
