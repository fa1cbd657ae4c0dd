#!/usr/bin/env bash
# Runs a command with an X display.
#   scripts/with-display.sh [--any-display | --own-display] COMMAND [ARGUMENTS…]
# By default: the display in DISPLAY, or else a private Xvfb server for as long as the command
# runs (GTK pictures need X11; nothing shows on screen then).
# --any-display also accepts a Wayland display, for running the app itself.
# --own-display always starts a private Xvfb server, whatever the machine already runs, and
# leaves the desktop's session bus out: the tests use it, so they never depend on another X
# server, on a display number being free, or on what runs on the session bus (the tests that
# need a bus, such as the screen-reader ones, start a private one each).
set -euo pipefail
mode=default
case "${1:-}" in
    --any-display) mode=any; shift ;;
    --own-display) mode=own; shift ;;
esac
if [ "$mode" = any ] && [ -n "${WAYLAND_DISPLAY:-}" ]; then exec "$@"; fi
if [ "$mode" != own ] && [ -n "${DISPLAY:-}" ]; then exec "$@"; fi
[ "$mode" = own ] || echo "No display found: running under Xvfb (nothing will show on screen)." >&2

scratch=$(mktemp -d)
server=""
cleanup() {
    [ -z "$server" ] || kill "$server" 2>/dev/null || true
    [ -z "$server" ] || wait "$server" 2>/dev/null || true
    rm -rf "$scratch"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# -displayfd: the server takes the first free display number itself and writes it once it
# accepts connections, so two servers starting at once never race for a number, and nothing
# connects before the server is ready. -noreset: the server stays as it is when its last client
# leaves (by default it resets, and a program starting during the reset cannot open the display).
# A full-HD screen, deep colour: big enough for every window the tests and tools open.
mkfifo "$scratch/display"
Xvfb -displayfd 3 -noreset -nolisten tcp -screen 0 1920x1080x24 3>"$scratch/display" \
    >"$scratch/server.log" 2>&1 &
server=$!
number=""
read -r -t 30 number <"$scratch/display" || true
if [ -z "$number" ]; then
    echo "error: Xvfb did not start:" >&2
    cat "$scratch/server.log" >&2
    exit 1
fi
export DISPLAY=":$number"
unset WAYLAND_DISPLAY
[ "$mode" != own ] || unset DBUS_SESSION_BUS_ADDRESS
status=0
"$@" || status=$?
exit "$status"
