#!/usr/bin/env bash
# Opens every file under the folders given, one at a time, as a user would, with the release
# build's `list-viewer FILE --snapshot`, and counts how each ended: a picture (status 0), a
# picture of a file with an error or a refusal with a message (status 1 with a message on
# standard error), a crash (a signal), or a hang (no picture within the time limit).
# For foreign test suites (JSONTestSuite, csv-spectrum, rust-csv's data) and hostile inputs.
# Each `--with OPTIONS` opens every file once more with those options too (a search, a filter,
# a sort, a jump...), written as on a command line: `--with "--search e --filter 'n > 2'"`.
#   scripts/open-all.sh [--seconds N] [--with OPTIONS]... FOLDER...
# Exits 1 when any file crashed, hung, or failed without a message.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=60
option_sets=("")
while [ $# -gt 0 ]; do
    case $1 in
        --seconds) seconds=$2; shift 2 ;;
        --with) option_sets+=("$2"); shift 2 ;;
        *) break ;;
    esac
done
[ $# -gt 0 ] || { echo "usage: $0 [--seconds N] [--with OPTIONS]... FOLDER..." >&2; exit 2; }
bash scripts/setup.sh
swift build -c release --product list-viewer >/dev/null
viewer="$(swift build -c release --product list-viewer --show-bin-path)/list-viewer"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
shown=0; refused=0; crashed=0; hung=0; silent=0
while IFS= read -r -d '' file; do
    for set in "${option_sets[@]}"; do
        eval "options=($set)"
        status=0
        timeout --kill-after=5 "$seconds" bash scripts/with-display.sh "$viewer" "$file" --snapshot "$work/picture.png" \
            "${options[@]}" >/dev/null 2>"$work/errors" </dev/null || status=$?
        opened="$file${set:+ with $set}"
        case $status in
            0) shown=$((shown + 1)) ;;
            1) if [ -s "$work/errors" ]; then refused=$((refused + 1)); else silent=$((silent + 1)); echo "no message: $opened"; fi ;;
            124|137) hung=$((hung + 1)); echo "hung: $opened" ;;
            *) crashed=$((crashed + 1)); echo "crashed ($status): $opened"; tail -3 "$work/errors" ;;
        esac
    done
done < <(find "$@" -mindepth 1 \( -type f -o -type l -o -type p \) -print0 | sort -z)
echo "shown $shown, refused or damaged with a message $refused, without a message $silent, crashed $crashed, hung $hung"
[ $((crashed + hung + silent)) -eq 0 ]
