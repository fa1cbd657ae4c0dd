#!/usr/bin/env bash
# Installs what is missing and runs every test target. Widget and screenshot tests need an X
# display: the tests always run inside a private Xvfb server with a private D-Bus session, so
# they do not depend on what else runs on the machine. GTK criticals abort the test process.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/failures-repeated-last.sh
bash scripts/setup.sh
# A GTK critical is a bug: it stops the test run where it happens.
export G_DEBUG=fatal-criticals
failures_repeated_last bash scripts/with-display.sh --own-display swift test --disable-swift-testing "$@"
