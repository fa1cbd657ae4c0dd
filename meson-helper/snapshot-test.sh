#!/bin/sh
# Starts the built or installed binary and has it draw its demo window into a PNG.
#   snapshot-test.sh LIST_VIEWER
set -eu
binary=$1
picture=$(mktemp --suffix=.png)
trap 'rm -f "$picture"' EXIT
"$(dirname "$0")/../scripts/with-display.sh" "$binary" --snapshot "$picture" --size 480x400
# A PNG starts with the bytes 89 50 4E 47.
[ "$(head -c 4 "$picture" | od -An -tx1 | tr -d ' ')" = "89504e47" ] || { echo "not a PNG: $picture" >&2; exit 1; }
echo "drew $(stat -c %s "$picture") bytes of PNG"
