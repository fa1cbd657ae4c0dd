#!/bin/sh
# Builds the list-viewer product in release mode and copies it to meson's output path.
#   build-with-swiftpm.sh SWIFT PACKAGE_ROOT SCRATCH_DIR OUTPUT
set -eu
swift=$1 package=$2 scratch=$3 output=$4
"$swift" build -c release --package-path "$package" --scratch-path "$scratch" --product list-viewer
cp "$("$swift" build -c release --package-path "$package" --scratch-path "$scratch" --show-bin-path)/list-viewer" "$output"
