#ifndef CBZIP2_SHIM_H
#define CBZIP2_SHIM_H

/* bzip2, to read .bz2 files. */

#include <bzlib.h>

#endif
