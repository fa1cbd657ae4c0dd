#!/usr/bin/env bash
# Regenerates the README's pictures with `list-viewer --snapshot` (under Xvfb when there is no
# display).
set -euo pipefail
cd "$(dirname "$0")/.."
out=docs/screenshots
mkdir -p "$out"
swift build --product list-viewer
binary="$(swift build --product list-viewer --show-bin-path)/list-viewer"
run=(bash scripts/with-display.sh "$binary")
for state in list refreshing loading-more load-more-error empty error; do
    "${run[@]}" --snapshot "$out/$state.png" --size 480x600 --state "$state"
done
"${run[@]}" --snapshot "$out/dark.png" --size 480x600 --state list --dark
rm -f "$out/demo-feed.png"
echo "Wrote $(ls "$out" | wc -l) pictures to $out"
