#!/usr/bin/env bash
# Builds the DocC documentation of the seven libraries (their catalogs are Sources/*/*.docc);
# any DocC warning (a broken symbol or article link, an undocumented parameter) fails it. The
# archives land in .build/plugins/Swift-DocC/outputs/. To read one in a browser as you write:
#   swift package --disable-sandbox preview-documentation --target GtkList
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/lib/swiftpm-crash-retry.sh
retry_swiftpm_crash swift package generate-documentation --target ListCore --target GtkWrappers --target GtkList --target GtkListTesting \
    --target RecordFileAccess --target RecordFormats --target RecordFiles \
    --warnings-as-errors
