#!/usr/bin/env bash
# Builds list-bench in release mode and runs it (under Xvfb when there is no display).
# The table goes to standard error, the JSON document to standard output.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
swift build -c release --product list-bench >&2
binary="$(swift build -c release --product list-bench --show-bin-path)/list-bench"
exec bash scripts/with-display.sh "$binary" "$@"
