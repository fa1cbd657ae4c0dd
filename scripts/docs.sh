#!/usr/bin/env bash
# Builds the DocC documentation of the four libraries; any DocC warning (a broken symbol link,
# an undocumented parameter) fails it. The archives land in .build/plugins/Swift-DocC/outputs/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/lib/swiftpm-crash-retry.sh
retry_swiftpm_crash swift package generate-documentation --target ListCore --target GtkWrappers --target GtkList --target GtkListTesting \
    --warnings-as-errors
