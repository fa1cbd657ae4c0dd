#!/usr/bin/env bash
# Builds the libFuzzer targets in scripts/fuzz/ with AddressSanitizer and runs each for a
# bounded time (default 60 s each). Crashing inputs land in scripts/fuzz/findings/; turn each
# into a regression test, then keep the file.
#   scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=.build-fuzz
mkdir -p "$out" scripts/fuzz/findings
core_sources=$(find Sources/ListCore -name '*.swift')

build() {  # name, sources...
    local name=$1; shift
    swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name "$name" "$@" -o "$out/$name"
}

fuzzers=(DiffFuzzer)
build DiffFuzzer $core_sources scripts/fuzz/DiffFuzzer.swift
if [ -f scripts/fuzz/ReaderFuzzer.swift ]; then
    build ReaderFuzzer $(find Sources/RecordFiles -name '*.swift') scripts/fuzz/ReaderFuzzer.swift
    fuzzers+=(ReaderFuzzer)
fi

status=0
for name in "${fuzzers[@]}"; do
    fuzzer="$out/$name"
    mkdir -p "$out/corpus-$name"
    echo "== $name for ${seconds}s"
    "$fuzzer" -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="scripts/fuzz/findings/$name-" "$out/corpus-$name" 2>&1 | tail -n 12 || status=1
done
exit $status
