#!/usr/bin/env bash
# Builds a new app outside the repository from the documentation alone, as an adopter would: the
# manifest, the stories screen, its reading queue, table and grid, and their screenshot tests, each
# taken from a Swift block of the README, of docs/ or of a DocC guide, plus the glue the guides
# point to (the example's pretend news service and its four lines of app). The app must build
# with no warning from its code or ours, keep running under Xvfb, and its screenshot tests must
# pass against the goldens this repository's suite checks (looked at, and the same rendering).
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

# Every Swift block the documentation shows, a file each (DocumentationCodeTests checks that
# the files it shows are the repository's, word for word).
blocks="$work/blocks"
mkdir -p "$blocks"
awk -v out="$blocks" '/^```swift$/ && !inside { inside = 1; count++; file = sprintf("%s/%04d.swift", out, count); printf "" > file; next }
                      /^```$/ && inside { inside = 0; close(file); next }
                      inside { print > file }' README.md docs/*.md Sources/*/*.docc/*.md

# The block of the documentation that shows FILE: an adopter copies what the documentation
# shows, so a file no page shows cannot go into the app.
shown() {
    local block
    for block in "$blocks"/*.swift; do
        if cmp -s "$block" "$1"; then cat "$block"; return 0; fi
    done
    echo "adopter check: no page of the documentation shows $1 as it is" >&2
    return 1
}
shown scripts/adopter/Package.swift > "$app/Package.swift"
shown Sources/feed-example/StoriesScreen.swift > "$app/Sources/Stories/StoriesScreen.swift"
shown Sources/feed-example/ReadingQueue.swift > "$app/Sources/Stories/ReadingQueue.swift"
shown Sources/feed-example/StoriesTable.swift > "$app/Sources/Stories/StoriesTable.swift"
shown Sources/feed-example/StoriesGrid.swift > "$app/Sources/Stories/StoriesGrid.swift"
shown Sources/feed-example/StoryDiscussion.swift > "$app/Sources/Stories/StoryDiscussion.swift"
shown Sources/feed-example/StoryMenu.swift > "$app/Sources/Stories/StoryMenu.swift"
for tests in StoriesScreenTests StoriesGridTests StoryDiscussionTests; do
    shown "Tests/FeedExampleTests/$tests.swift" | sed 's/@testable import feed_example/@testable import Stories/' \
        > "$app/Tests/StoriesTests/$tests.swift"
done
cp Sources/feed-example/StoryAPI.swift Sources/feed-example/main.swift "$app/Sources/Stories/"
mkdir -p "$app/Tests/StoriesTests/__Goldens__"
cp -r Tests/FeedExampleTests/__Goldens__/StoriesScreenTests Tests/FeedExampleTests/__Goldens__/StoriesGridTests \
    Tests/FeedExampleTests/__Goldens__/StoryDiscussionTests \
    "$app/Tests/StoriesTests/__Goldens__/"
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
