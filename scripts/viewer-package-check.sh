#!/usr/bin/env bash
# Builds list-viewer's library, Sources/ListViewerKit, as a package of its own that depends on
# this one by path: it sees only the products an adopter sees (no `package` declarations), with
# the build plugins an adopter uses. Proof that the flagship app needs nothing the library does
# not offer.
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd)
bash scripts/setup.sh
source scripts/lib/swiftpm-crash-retry.sh
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$repository" "$work/GtkListKit"
app="$work/ListViewer"
mkdir -p "$app/Sources/viewer" "$app/po"
ln -s "$repository/Sources/ListViewerKit" "$app/Sources/ListViewerKit"
# The app's main file imports its library by name.
sed 's/^import ListViewerKit$/import ViewerKit/' "$repository/Sources/list-viewer/main.swift" > "$app/Sources/viewer/main.swift"
ln -s "$repository/resources" "$app/resources"
ln -s "$repository/meson-helper/po/list-viewer" "$app/po/list-viewer"
cat > "$app/translations.json" <<'JSON'
{"ViewerKit": {"domain": "list-viewer", "directory": "po/list-viewer"}}
JSON
cat > "$app/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ListViewer",
    dependencies: [
        .package(path: "../GtkListKit"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The same sources under another name: target names are unique in a package graph.
        .target(
            name: "ViewerKit",
            dependencies: [
                .product(name: "GtkList", package: "GtkListKit"),
                .product(name: "ListCore", package: "GtkListKit"),
                .product(name: "RecordFiles", package: "GtkListKit"),
                .product(name: "CGtk", package: "GtkListKit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/ListViewerKit",
            plugins: [
                .plugin(name: "EmbedGResource", package: "GtkListKit"),
                .plugin(name: "CompileTranslations", package: "GtkListKit"),
            ]
        ),
        .executableTarget(name: "viewer", dependencies: ["ViewerKit"]),
    ]
)
SWIFT
cd "$app"
retry_swiftpm_crash swift build 2>&1 | tee "$work/build.log"
if grep -E "^($app|$repository)/.*(error|warning):" "$work/build.log"; then
    echo "viewer package check: ListViewerKit does not build on the public API alone (above)" >&2
    exit 1
fi
# The app built there opens a file and draws it.
printf '{"city":"Oslo"}\n{"city":"Lima"}\n' > "$work/cities.jsonl"
"$repository/scripts/with-display.sh" "$(swift build --show-bin-path)/viewer" "$work/cities.jsonl" \
    --snapshot "$work/cities.png" --size 400x300
test -s "$work/cities.png"
echo "viewer package check passed"
