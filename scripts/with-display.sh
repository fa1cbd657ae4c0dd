#!/usr/bin/env bash
# Runs a command with an X display: the one in DISPLAY, or else a private Xvfb server for as
# long as the command runs (GTK tests and pictures need X11; nothing shows on screen then).
#   scripts/with-display.sh [--any-display] COMMAND [ARGUMENTS…]
# --any-display also accepts a Wayland display, for running the app itself.
set -euo pipefail
if [ "${1:-}" = "--any-display" ]; then
    shift
    [ -z "${WAYLAND_DISPLAY:-}" ] || exec "$@"
fi
[ -z "${DISPLAY:-}" ] || exec "$@"
echo "No display found: running under Xvfb (nothing will show on screen)." >&2
# A full-HD screen, deep colour: big enough for every window the tests and tools open.
exec xvfb-run -a -s "-screen 0 1920x1080x24" "$@"
