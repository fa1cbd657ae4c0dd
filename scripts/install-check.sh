#!/usr/bin/env bash
# Builds list-viewer with meson-helper (release), runs meson's tests, installs into a temporary
# DESTDIR and checks that the installed binary starts and draws its window.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh meson ninja-build desktop-file-utils appstream
source scripts/lib/swiftpm-crash-retry.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
meson setup "$work/build" meson-helper --prefix /usr
retry_swiftpm_crash meson compile -C "$work/build"
meson test -C "$work/build" --print-errorlogs
DESTDIR="$work/stage" meson install -C "$work/build"
for file in usr/bin/list-viewer usr/share/applications/io.github.gtklistkit.ListViewer.desktop \
            usr/share/metainfo/io.github.gtklistkit.ListViewer.metainfo.xml \
            usr/share/icons/hicolor/scalable/apps/io.github.gtklistkit.ListViewer.svg \
            usr/share/icons/hicolor/symbolic/apps/io.github.gtklistkit.ListViewer-symbolic.svg \
            usr/share/locale/de/LC_MESSAGES/list-viewer.mo usr/share/locale/ar/LC_MESSAGES/gtklistkit.mo; do
    [ -f "$work/stage/$file" ] || { echo "not installed: /$file" >&2; exit 1; }
done
grep -q '^Name\[de\]=' "$work/stage/usr/share/applications/io.github.gtklistkit.ListViewer.desktop" \
    || { echo "the installed desktop file is not translated" >&2; exit 1; }
# The installed binary carries the Swift runtime and Foundation: nothing of the toolchain's.
if ldd "$work/stage/usr/bin/list-viewer" | grep -E 'libswift|libFoundation|libdispatch'; then
    echo "the installed binary needs the Swift toolchain's libraries (above)" >&2; exit 1
fi
# The installed binary finds its installed translations, not those of the build tree.
rm -rf "$work/build/swiftpm/plugins/outputs"
german_help=$(LANGUAGE=de LC_ALL=C.UTF-8 "$work/stage/usr/bin/list-viewer" --help)
grep -q "Datei" <<<"$german_help" || { echo "the installed binary does not speak German: $german_help" >&2; exit 1; }
# The installed binary, away from the source tree, must still find its resources.
(cd "$work" && bash "$OLDPWD/meson-helper/snapshot-test.sh" "$work/stage/usr/bin/list-viewer")
echo "install check passed"
