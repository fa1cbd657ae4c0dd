#!/usr/bin/env bash
# Leak checks: 1,000 list windows created and destroyed with our live objects counted, then
# valgrind's memcheck on a short run of the app. GTK, GLib and fontconfig keep caches that
# memcheck reports; the check fails only on definitely lost blocks allocated by our code.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh valgrind
run=(bash scripts/with-display.sh)

echo "== 1,000 list windows"
GTKLIST_LEAK_ITERATIONS=1000 "${run[@]}" swift test --disable-swift-testing --filter LeakTests

echo "== memcheck on list-viewer --snapshot"
swift build --product list-viewer
binary="$(swift build --product list-viewer --show-bin-path)/list-viewer"
log=$(mktemp)
picture=$(mktemp --suffix=.png)
trap 'rm -f "$log" "$picture"' EXIT
GSK_RENDERER=cairo "${run[@]}" valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite \
    --num-callers=40 --log-file="$log" "$binary" --snapshot "$picture" --size 480x600 || true
grep -E "definitely lost:" "$log" || { echo "memcheck did not finish; see $log" >&2; exit 1; }
# A record is ours when our code asked for the memory: one of its first five frames (malloc,
# Swift's allocator, then the caller) is in our modules (Swift mangles them as $s<n>Name).
# Deeper frames do not count: every stack passes through main and Application.run.
ours=$(awk '/definitely lost in loss record/ {record=$0; frames=0; keep=0; next}
            record && /(at|by) 0x/ { frames++; if (frames <= 5 && $0 ~ /\$s(7GtkList|11GtkWrappers|8ListCore|13ListViewerKit|14GtkListTesting)/) keep=1 }
            record && /^==[0-9]+== $/ { if (keep) print record; record=""; keep=0 }' "$log")
if [ -n "$ours" ]; then
    echo "definitely lost blocks allocated by our code:" >&2
    echo "$ours" >&2
    exit 1
fi
echo "leak check passed: nothing of ours definitely lost"
