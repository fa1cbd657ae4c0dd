#!/bin/sh
# Builds the list-viewer product in release mode and copies it to meson's output path.
# The Swift runtime and Foundation are linked in: the installed program needs no Swift
# toolchain where it runs, and starts about 12 ms sooner without loading and binding them.
# (Linking Foundation statically, the linker warns that it uses mktemp; it is Foundation's own.)
# TARGET_CPU, when given, is the processor the code is compiled for (`native`: this machine's).
#   build-with-swiftpm.sh SWIFT PACKAGE_ROOT SCRATCH_DIR OUTPUT [TARGET_CPU]
set -eu
swift=$1 package=$2 scratch=$3 output=$4 cpu=${5:-}
set -- -c release --static-swift-stdlib --package-path "$package" --scratch-path "$scratch"
if [ -n "$cpu" ]; then set -- "$@" -Xswiftc -target-cpu -Xswiftc "$cpu"; fi
"$swift" build "$@" --product list-viewer
cp "$("$swift" build "$@" --show-bin-path)/list-viewer" "$output"
