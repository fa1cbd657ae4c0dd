#!/usr/bin/env bash
# Installs what list-viewer and its tests need on Debian 12, skipping what is already there:
# GTK 4, PCRE2, zlib and Zstandard headers (and the zstd and gzip tools that make test files), the pinned interface font (Cantarell) with Arabic (Noto Sans Arabic UI) and
# Chinese/Japanese (Droid Sans Fallback) fonts for the translations, the icon theme, gettext
# (msgfmt compiles the translations during the build), Xvfb for tests, and D-Bus with the
# accessibility bus and pyatspi for the tests that read what screen readers get, and Tesseract
# OCR for the tests that read a screenshot's text.
# Uses sudo when not run as root. Swift itself must already be on PATH (see README).
# Extra Debian packages may be named as arguments (the meson check adds its tools that way).
set -euo pipefail

packages=(libgtk-4-dev libpcre2-dev zlib1g-dev libzstd-dev libbz2-dev liblzma-dev zstd gzip bzip2 xz-utils fonts-cantarell fonts-noto-ui-core fonts-droid-fallback adwaita-icon-theme gettext
          xvfb xauth dbus at-spi2-core python3-pyatspi tesseract-ocr tesseract-ocr-eng "$@")

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
        || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "error: swift is not on PATH. Install Swift 6.x (for example under /opt/swift) and add its bin folder to PATH." >&2
    exit 1
fi
