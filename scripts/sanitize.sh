#!/usr/bin/env bash
# Runs the whole test suite built with a sanitizer: address (default) or thread.
# Each sanitizer has its own build folder, so the normal build stays as it is.
#   scripts/sanitize.sh [address|thread]
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer=${1:-address}
[ $# -gt 0 ] && shift
case "$sanitizer" in address|thread) ;; *) echo "usage: $0 [address|thread]" >&2; exit 2 ;; esac
source scripts/lib/failures-repeated-last.sh
bash scripts/setup.sh
# GTK, GLib and fontconfig keep caches for the life of the process; LeakSanitizer would report
# them at exit. Leaks of our own objects are counted by the tests themselves (OwnershipTests).
# The quarantine (freed memory kept aside to catch use after free) is cut from 256 MB to 32 MB:
# MemoryTests measures the peak memory of reading a 200 MB file, and a full quarantine would
# count every freed page buffer as still resident.
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=0:quarantine_size_mb=32"
export TSAN_OPTIONS="halt_on_error=1"
export G_DEBUG=fatal-criticals
# The fuzz runs fewer steps under a sanitizer, which makes each many times slower.
export LIST_FUZZ_STEPS=${LIST_FUZZ_STEPS:-500}
failures_repeated_last bash scripts/with-display.sh --own-display swift test --disable-swift-testing --sanitize="$sanitizer" \
    --scratch-path ".build-$sanitizer" "$@"
