#!/usr/bin/env bash
# Installs what is missing, builds list-viewer and runs it with the given arguments.
# Without a display (no DISPLAY or WAYLAND_DISPLAY) it runs under Xvfb, which is useful with
# --snapshot OUT.png.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build --product list-viewer
binary="$(swift build --product list-viewer --show-bin-path)/list-viewer"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "No display found: running under Xvfb (nothing will show on screen)." >&2
    exec xvfb-run -a -s "-screen 0 1920x1080x24" "$binary" "$@"
fi
exec "$binary" "$@"
