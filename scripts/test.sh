#!/usr/bin/env bash
# Installs what is missing and runs every test target. Widget and screenshot tests need an X
# display: without DISPLAY, the tests run inside a private Xvfb server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec bash scripts/with-display.sh swift test --disable-swift-testing "$@"
