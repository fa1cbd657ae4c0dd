#!/usr/bin/env bash
# Builds a new app outside the repository from the README alone, as an adopter would: the
# README's manifest, its stories screen and its screenshot tests, plus the glue the README points
# to (the example's pretend news service and its four lines of app). The app must build with no
# warning from its code or ours, keep running under Xvfb, and its screenshot tests must pass
# against the goldens this repository's suite checks (looked at, and the same rendering).
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd)
bash scripts/setup.sh
source scripts/lib/swiftpm-crash-retry.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$repository" "$work/GtkListKit"
app="$work/Stories"
mkdir -p "$app/Sources/Stories" "$app/Tests/StoriesTests"

# The README's Swift blocks, in order: the manifest, the screen, the reading queue, the table,
# (RecordFiles' filter and compressed-file examples, which RecordFilesTests compiles,) the
# screenshot tests.
readme_block() {
    awk -v wanted="$1" '/^```swift$/ { count++; if (count == wanted) { inside = 1; next } }
                        /^```$/ { if (inside) exit }
                        inside' README.md
}
readme_block 1 > "$app/Package.swift"
readme_block 2 > "$app/Sources/Stories/StoriesScreen.swift"
readme_block 3 > "$app/Sources/Stories/ReadingQueue.swift"
readme_block 4 > "$app/Sources/Stories/StoriesTable.swift"
readme_block 7 | sed 's/@testable import feed_example/@testable import Stories/' \
    > "$app/Tests/StoriesTests/StoriesScreenTests.swift"
cp Sources/feed-example/StoryAPI.swift Sources/feed-example/main.swift "$app/Sources/Stories/"
mkdir -p "$app/Tests/StoriesTests/__Goldens__"
cp -r Tests/FeedExampleTests/__Goldens__/StoriesScreenTests "$app/Tests/StoriesTests/__Goldens__/"
mkdir -p "$app/Tests/StoriesTests/__Snapshots__"
cp -r Tests/FeedExampleTests/__Snapshots__/StoriesScreenTests "$app/Tests/StoriesTests/__Snapshots__/"

cd "$app"
retry_swiftpm_crash swift build --build-tests 2>&1 | tee "$work/build.log"
if grep -E "^($app|$repository|$work/GtkListKit)/.*warning:" "$work/build.log"; then
    echo "adopter check: the build warned (above)" >&2
    exit 1
fi

# The app keeps running until stopped (a crash would end it sooner).
set +e
"$repository/scripts/with-display.sh" timeout 5 "$(swift build --show-bin-path)/Stories"
status=$?
set -e
if [ "$status" -ne 124 ]; then
    echo "adopter check: the app exited with status $status before it was stopped" >&2
    exit 1
fi

SNAPSHOT_TESTING_RECORD=never "$repository/scripts/with-display.sh" swift test --disable-swift-testing
echo "adopter check passed"
