#!/usr/bin/env bash
# A long session (default 180 s): a million-row feed scrolled end to end and back while pages
# append and refreshes run. Prints memory over time; fails if RSS grows 5 MB or more after the
# warm-up.
#   scripts/soak.sh [SECONDS] [scattered]   (scattered: every refresh changes 1 % of the rows)
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/bench.sh soak "${1:-180}" "${2:-realistic}"
