#!/usr/bin/env bash
# Builds list-bench and list-viewer in release mode and runs list-bench (under Xvfb when there
# is no display), with ripgrep installed for file-index, and jq for file-filter, to measure against
# (gzip and zstd, for file-compressed, come with the system and setup.sh).
# The table goes to standard error, the JSON document to standard output.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh ripgrep jq
# Both compiled for this machine's processor, as meson-helper installs the app by default.
native=(-Xswiftc -target-cpu -Xswiftc native)
swift build -c release "${native[@]}" --product list-bench >&2
binary="$(swift build -c release "${native[@]}" --product list-bench --show-bin-path)/list-bench"
# list-viewer as meson-helper installs it, with the Swift libraries linked in; in a build
# folder of its own, since a build with other flags in .build would redo every module.
installed=(-c release --static-swift-stdlib "${native[@]}" --scratch-path .build-installed --product list-viewer)
swift build "${installed[@]}" >&2
export LIST_VIEWER="$(swift build "${installed[@]}" --show-bin-path)/list-viewer"
exec bash scripts/with-display.sh "$binary" "$@"
