#ifndef CPCRE2_SHIM_H
#define CPCRE2_SHIM_H

/* PCRE2 (the regular expressions of grep -P and git grep -P) for 8-bit text, and the one value
 * Swift cannot import from it: a length that means "up to the terminating zero" is a cast. */

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

static inline PCRE2_SIZE cpcre2_unset(void) { return PCRE2_UNSET; }

#endif
