#ifndef CFILEMAPPING_SHIM_H
#define CFILEMAPPING_SHIM_H

/* Reading a file through a memory mapping faults (SIGBUS) where another process cut the file
 * shorter meanwhile (a log rotated by truncation), and that signal ends the whole program.
 * While a mapping is guarded here, such a fault puts a page of zeros in place of the missing
 * one and the read goes on: the reader sees zeros there, and learns that the file was cut
 * when it looks at the file next. Any other SIGBUS goes on to the handler installed before.
 * A signal handler cannot be written in Swift, so this one is C. Call these functions from one
 * Swift file: each object file that inlines them has its own copy of their state. */

#include <signal.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

enum { CFM_SLOTS = 64 };

typedef struct {
    /* 0 while the slot is free; written last when a range is guarded, first when it is not. */
    _Atomic(uintptr_t) start;
    _Atomic(uintptr_t) end;
} cfm_range;

typedef struct {
    cfm_range ranges[CFM_SLOTS];
    struct sigaction previous;
    uintptr_t page_size;
    atomic_flag installed;
} cfm_state;

static inline cfm_state *cfm_shared(void) {
    static cfm_state state = { .installed = ATOMIC_FLAG_INIT };
    return &state;
}

static inline void cfm_on_bus_error(int signal, siginfo_t *info, void *context) {
    cfm_state *state = cfm_shared();
    uintptr_t address = (uintptr_t)info->si_addr;
    for (int slot = 0; slot < CFM_SLOTS; slot++) {
        uintptr_t start = atomic_load(&state->ranges[slot].start);
        uintptr_t end = atomic_load(&state->ranges[slot].end);
        if (start == 0 || address < start || address >= end || atomic_load(&state->ranges[slot].start) != start) continue;
        void *page = (void *)(address & ~(state->page_size - 1));
        if (mmap(page, state->page_size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED) return;
    }
    if (state->previous.sa_flags & SA_SIGINFO) {
        state->previous.sa_sigaction(signal, info, context);
    } else if (state->previous.sa_handler != SIG_DFL && state->previous.sa_handler != SIG_IGN) {
        state->previous.sa_handler(signal);
    } else {
        /* The default action: the faulting read runs again and the signal ends the program. */
        sigaction(SIGBUS, &state->previous, NULL);
    }
}

/* Installs the handler, once. */
static inline void cfm_install(void) {
    cfm_state *state = cfm_shared();
    if (atomic_flag_test_and_set(&state->installed)) return;
    state->page_size = (uintptr_t)sysconf(_SC_PAGESIZE);
    struct sigaction action = { 0 };
    action.sa_sigaction = cfm_on_bus_error;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &state->previous);
}

/* Guards the `length` bytes mapped at `start`; the slot to give to cfm_unguard, or -1 when all
 * slots are taken (then the mapping must not be used). */
static inline int cfm_guard(const void *start, size_t length) {
    cfm_state *state = cfm_shared();
    for (int slot = 0; slot < CFM_SLOTS; slot++) {
        uintptr_t free_slot = 0;
        /* Claimed with a start of 1, which covers no mapping, until the range is whole. */
        if (!atomic_compare_exchange_strong(&state->ranges[slot].start, &free_slot, 1)) continue;
        atomic_store(&state->ranges[slot].end, (uintptr_t)start + length);
        atomic_store(&state->ranges[slot].start, (uintptr_t)start);
        return slot;
    }
    return -1;
}

/* Stops guarding the range in `slot`, before it is unmapped. */
static inline void cfm_unguard(int slot) {
    cfm_state *state = cfm_shared();
    atomic_store(&state->ranges[slot].end, 0);
    atomic_store(&state->ranges[slot].start, 0);
}

#endif
