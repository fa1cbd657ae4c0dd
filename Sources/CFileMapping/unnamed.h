#ifndef CFILEMAPPING_UNNAMED_H
#define CFILEMAPPING_UNNAMED_H

/* A file with no name, in the file system of `directory`: it is gone as soon as its last
 * descriptor closes, however the program ends. O_TMPFILE is a macro of two flags whose values
 * differ between architectures, so Swift cannot import it. Returns -1 with errno set where
 * the file system cannot make one (EOPNOTSUPP, EISDIR or EINVAL on older kernels). */

#include <fcntl.h>
#include <sys/types.h>

static inline int cfm_open_unnamed(const char *directory, mode_t mode) {
    /* O_TMPFILE itself needs _GNU_SOURCE before the first system header; glibc always has this. */
    return open(directory, __O_TMPFILE | O_RDWR | O_CLOEXEC, mode);
}

#endif
