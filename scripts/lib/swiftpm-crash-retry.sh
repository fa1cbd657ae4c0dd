# Sourced by the scripts that build. SwiftPM 6.3.1 here now and then crashes in libdispatch
# (_dispatch_event_loop_drain, "Bad pointer dereference") while it plans a build or the
# documentation, before anything of ours has run: signal 11. Seen twice in clean-clone CI runs
# that passed when run again. `retry_swiftpm_crash COMMAND...` runs such a step (its output
# going to standard output) once more when, and only when, it failed with that crash: exit
# status 139, or that frame in its output (meson reports its swift build's crash as a plain
# failure). Every other failure (a compile error, a warning made an error) stands. Not for
# `swift test`, whose own crashes are test failures.
retry_swiftpm_crash() {
    local log status=0
    log=$(mktemp)
    "$@" 2>&1 | tee "$log" || status=$?
    if [ "$status" -ne 0 ] && { [ "$status" -eq 139 ] || grep -q "_dispatch_event_loop_drain" "$log"; }; then
        echo "note: '$*' crashed inside SwiftPM (signal 11 in libdispatch); running it once more" >&2
        status=0
        "$@" 2>&1 || status=$?
    fi
    rm -f "$log"
    return "$status"
}
