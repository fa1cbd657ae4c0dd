#!/usr/bin/env bash
# Builds the libFuzzer targets in scripts/fuzz/ with AddressSanitizer and runs them from their
# corpora (scripts/fuzz/corpus/TARGET, with the format tokens of scripts/fuzz/dict/TARGET.dict).
#   scripts/fuzz.sh [TARGET|all] [SECONDS]     default: all, 60 seconds each
#   scripts/fuzz.sh --list                     the targets
# Inputs a target adds to its corpus go to .build-fuzz/corpus-TARGET (the corpus kept in the
# repository stays small); a crash, a broken invariant or a timeout writes its input to
# scripts/fuzz/findings/: turn each into a regression test and a corpus file, then delete it.
# Exits 1 when a target found anything.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
out=.build-fuzz
targets=(OpenPathFuzzer FilterGrammarFuzzer TextCodingFuzzer KeptIndexFuzzer TextLogFuzzer LogMergeFuzzer DiffFuzzer)
if [ "${1:-}" = "--list" ]; then printf '%s\n' "${targets[@]}"; exit 0; fi
chosen=${1:-all}
seconds=${2:-60}
[ "$chosen" = all ] || printf '%s\n' "${targets[@]}" | grep -qx "$chosen" || { echo "no target $chosen (--list)" >&2; exit 2; }
mkdir -p "$out" scripts/fuzz/findings

# The C modules the file engine imports: their module maps, found by -I.
c_modules=()
for module in CPCRE2 CZlib CZstd CBzip2 CLzma CSIMD CFileMapping; do c_modules+=(-I "Sources/$module"); done
flags=(-O -sanitize=fuzzer,address -parse-as-library "${c_modules[@]}")

# Step 1: each library once, instrumented, as a module the targets import (internals too); a
# module is built against those built before it, and again when one of them was rebuilt (its
# types' layouts may have changed).
library() {  # name, sources folder, the libraries it is built against...
    local name=$1 folder=$2; shift 2
    local stamp="$out/lib$name.a" stale=""
    for dependency in "$@"; do [ "$out/lib$dependency.a" -nt "$stamp" ] && stale=yes; done
    if [ -z "$stale" ] && [ -z "$(find "$folder" -name '*.swift' -newer "$stamp" 2>/dev/null)" ] && [ -f "$stamp" ]; then return; fi
    echo "== building $name for fuzzing"
    swiftc "${flags[@]}" -enable-testing -I "$out" -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
        -package-name GtkListKit -emit-library -static -o "$stamp" $(find "$folder" -name '*.swift')
}
engine() {
    library RecordFileAccess Sources/RecordFileAccess
    library RecordFormats Sources/RecordFormats RecordFileAccess
    library RecordFiles Sources/RecordFiles RecordFormats RecordFileAccess
}
# Step 2: a target: its file and the shared input reader, linked with its libraries.
target() {  # name, libraries...
    local name=$1; shift
    local shared=() links=()
    [ "$1" != ListCore ] && shared=(scripts/fuzz/FuzzInput.swift)
    for lib in "$@"; do links+=(-l"$lib"); done
    swiftc "${flags[@]}" -package-name GtkListKit -module-name "$name" -I "$out" -L "$out" "${links[@]}" \
        "scripts/fuzz/$name.swift" "${shared[@]}" -o "$out/$name" 2> >(grep -v "Cannot export local symbol" >&2)
}
needs() { [ "$chosen" = all ] || [ "$chosen" = "$1" ]; }
if needs DiffFuzzer; then library ListCore Sources/ListCore; target DiffFuzzer ListCore; fi
for name in OpenPathFuzzer FilterGrammarFuzzer TextCodingFuzzer KeptIndexFuzzer TextLogFuzzer LogMergeFuzzer; do
    if needs "$name"; then engine; target "$name" RecordFiles RecordFormats RecordFileAccess; fi
done

# Step 3: run each for the time asked, from its corpus, with its dictionary.
status=0
for name in "${targets[@]}"; do
    needs "$name" || continue
    work="$out/corpus-$name"
    mkdir -p "$work" "scripts/fuzz/corpus/$name"
    dictionary=()
    [ -f "scripts/fuzz/dict/$name.dict" ] && dictionary=(-dict="scripts/fuzz/dict/$name.dict")
    echo "== $name for ${seconds}s"
    # Detect leaks off: GLib-free targets, but the runtime keeps caches for the process's life.
    if ! ASAN_OPTIONS=detect_leaks=0 "$out/$name" "$work" "scripts/fuzz/corpus/$name" "${dictionary[@]}" \
            -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
            -artifact_prefix="scripts/fuzz/findings/$name-" > "$out/$name.log" 2>&1; then
        status=1
        echo "$name found a problem; its input is in scripts/fuzz/findings/:" >&2
        grep -E "ERROR|invariant|Fatal|SUMMARY|Test unit written" "$out/$name.log" | head -20 >&2
    fi
    grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|cov: [0-9]+ ft: [0-9]+" "$out/$name.log" | tail -3
done
exit $status
