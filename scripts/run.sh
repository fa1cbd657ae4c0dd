#!/usr/bin/env bash
# Installs what is missing, builds list-viewer and runs it with the given arguments.
# Without a display it runs under Xvfb (scripts/with-display.sh), which is useful with
# --snapshot OUT.png.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --product list-viewer
binary="$(swift build --product list-viewer --show-bin-path)/list-viewer"
# Without a session bus (a bare console, Xvfb), a private one: the app stays one instance.
if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && command -v dbus-run-session >/dev/null; then
    exec dbus-run-session -- bash scripts/with-display.sh --any-display "$binary" "$@"
fi
exec bash scripts/with-display.sh --any-display "$binary" "$@"
