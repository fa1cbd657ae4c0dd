#!/usr/bin/env bash
# Builds list-bench and list-viewer in release mode and runs list-bench (under Xvfb when there
# is no display), with ripgrep installed for file-index, and jq for file-filter, to measure against
# (gzip and zstd, for file-compressed, come with the system and setup.sh).
# The table goes to standard error, the JSON document to standard output.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh ripgrep jq
swift build -c release --product list-viewer >&2
swift build -c release --product list-bench >&2
binary="$(swift build -c release --product list-bench --show-bin-path)/list-bench"
exec bash scripts/with-display.sh "$binary" "$@"
