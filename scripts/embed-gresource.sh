#!/bin/sh
# Compiles resources/list-viewer.gresource.xml with glib-compile-resources and writes a Swift
# file that carries the bundle as base64, so the binary needs no resource file on disk and no
# path of the build machine. Run by the EmbedGResource build plugin.
#   embed-gresource.sh RESOURCE_XML SOURCE_DIR OUTPUT_SWIFT
set -eu
xml=$1 sourcedir=$2 output=$3
bundle=$(mktemp)
trap 'rm -f "$bundle"' EXIT
glib-compile-resources --sourcedir="$sourcedir" --target="$bundle" "$xml"
{
    echo "// Generated from $(basename "$xml") by scripts/embed-gresource.sh. Do not edit."
    echo 'let embeddedResourceBundle = """'
    base64 -w 100 "$bundle"
    echo '"""'
} > "$output"
