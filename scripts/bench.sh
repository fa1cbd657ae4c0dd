#!/usr/bin/env bash
# Builds list-bench in release mode and runs it (under Xvfb when there is no display).
# The table goes to standard error, the JSON document to standard output.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product list-bench >&2
binary="$(swift build -c release --product list-bench --show-bin-path)/list-bench"
if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1920x1080x24" "$binary" "$@"
fi
exec "$binary" "$@"
