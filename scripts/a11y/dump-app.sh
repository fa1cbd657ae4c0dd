#!/usr/bin/env bash
# Starts an app on a private D-Bus session with the accessibility bus, waits until its AT-SPI
# tree holds a line containing UNTIL, prints the tree (see dump-tree.py) and stops the app.
# Needs an X display (DISPLAY) and Debian's dbus, at-spi2-core and python3-pyatspi.
#   dump-app.sh APPLICATION_NAME UNTIL PROGRAM [ARGUMENT...]
set -euo pipefail
dump_tree="$(cd "$(dirname "$0")" && pwd)/dump-tree.py"
# GTK talks to screen readers only when asked to (tests turn it off).
unset GTK_A11Y
exec dbus-run-session -- bash -c '
    dump_tree=$1 name=$2 until=$3
    shift 3
    "$@" &
    app=$!
    trap "kill $app 2>/dev/null || true" EXIT
    /usr/bin/python3 "$dump_tree" "$name" "$until"
' bash "$dump_tree" "$@" 2> >(grep -v "Failed to set fd limit\|Activating service\|Successfully activated\|SpiRegistry daemon" >&2)
