#!/usr/bin/env bash
# Installs what is missing and runs every test target. Widget and screenshot tests need an X
# display: without DISPLAY, the tests run inside a private Xvfb server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1920x1080x24" swift test --disable-swift-testing "$@"
fi
exec swift test --disable-swift-testing "$@"
