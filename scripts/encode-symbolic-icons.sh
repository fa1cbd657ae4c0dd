#!/usr/bin/env bash
# Draws each of list-viewer's symbolic action icons (resources/icons/hicolor/scalable/actions)
# at the sizes a window uses, as GTK's gtk4-encode-symbolic-svg encodes symbolic icons, into
# resources/icons/hicolor/SIZExSIZE/actions. GTK recolours such a PNG as it does the SVG, and
# reads it without loading librsvg. Run it after adding or changing an action icon, and list
# the new files in resources/list-viewer.gresource.xml. Installs libgtk-4-bin (the encoder).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh libgtk-4-bin >/dev/null
icons=resources/icons/hicolor
for svg in "$icons"/scalable/actions/*-symbolic.svg; do
    for size in 16 24 32 48; do
        mkdir -p "$icons/${size}x${size}/actions"
        gtk4-encode-symbolic-svg -o "$icons/${size}x${size}/actions" "$svg" "${size}x${size}"
    done
done
