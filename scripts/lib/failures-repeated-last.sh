# Sourced by the scripts that run the test suite. CI keeps the end of a long log, where
# XCTest's summary says how many tests failed but not which (a run under AddressSanitizer once
# ended "1 failure" with the failing test's line cut off). `failures_repeated_last COMMAND...`
# runs the tests, their output going to standard output as it comes, and when they fail prints
# the lines that name what failed once more at the end: XCTest's failed assertions and tests,
# a crash, a sanitizer's report, a GTK critical.
failures_repeated_last() {
    local log status=0
    log=$(mktemp)
    "$@" 2>&1 | tee "$log" || status=$?
    if [ "$status" -ne 0 ]; then
        echo "--- the tests failed (exit status $status); the lines above that name what failed:"
        grep -E ": error: |^error: |Test Case '.*' failed|Fatal error|ERROR: (AddressSanitizer|LeakSanitizer)|WARNING: ThreadSanitizer|SUMMARY: |-CRITICAL \*\*" "$log" \
            | head -n 200 || echo "(none does: the end of the log shows what ended the run)"
    fi
    rm -f "$log"
    return "$status"
}
