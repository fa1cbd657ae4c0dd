// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "GtkListKit",
    products: [
        .library(name: "ListCore", targets: ["ListCore"]),
        .library(name: "GtkList", targets: ["GtkList"]),
        .library(name: "GtkWrappers", targets: ["GtkWrappers"]),
        .library(name: "GtkListTesting", targets: ["GtkListTesting"]),
        .library(name: "RecordFiles", targets: ["RecordFiles"]),
        .library(name: "RecordFormats", targets: ["RecordFormats"]),
        .library(name: "RecordFileAccess", targets: ["RecordFileAccess"]),
        .library(name: "CGtk", targets: ["CGtk"]),
        .executable(name: "list-viewer", targets: ["list-viewer"]),
        .executable(name: "feed-example", targets: ["feed-example"]),
        // Build plugins for apps: translations compiled for runs from the build tree, and a
        // GResource bundle embedded in the binary.
        .plugin(name: "CompileTranslations", targets: ["CompileTranslations"]),
        .plugin(name: "EmbedGResource", targets: ["EmbedGResource"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `swift package generate-documentation` for the DocC catalogs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // GTK 4 and GLib, with static inline helpers for the macros Swift cannot import.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // PCRE2 with its JIT, for the file search's regular expressions.
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"])]
        ),
        // zlib and Zstandard, to read .gz and .zst files.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CZstd", pkgConfig: "libzstd", providers: [.apt(["libzstd-dev"])]),
        // bzip2 and xz, to read .bz2 and .xz files (decompressed once into a temporary copy).
        .systemLibrary(name: "CBzip2", providers: [.apt(["libbz2-dev"])]),
        .systemLibrary(name: "CLzma", pkgConfig: "liblzma", providers: [.apt(["liblzma-dev"])]),
        // Sixteen byte lanes as sixteen bits (pmovmskb), which Swift's SIMD types cannot reach.
        .systemLibrary(name: "CSIMD"),
        // A memory-mapped file that another process cuts shorter reads as zeros there instead
        // of ending the program (a SIGBUS handler, which Swift cannot write).
        .systemLibrary(name: "CFileMapping"),
        // Platform-independent: items, sections, diff, data source. Never imports GTK.
        .target(name: "ListCore"),
        // Swift wrappers over GTK: object ownership, signals, the main-loop bridge, widgets, and
        // the pieces of GtkListView. The only target that calls GTK, besides the testing kit.
        .target(name: "GtkWrappers", dependencies: ["ListCore", "CGtk", "CZlib"]),
        // The list library on top of the wrappers: ListView, the feed, the empty page, adapters.
        .target(name: "GtkList", dependencies: ["ListCore", "GtkWrappers"], plugins: ["CompileTranslations"]),
        // Screenshot testing for GTK widgets under Xvfb: a deterministic environment, main-loop
        // helpers, golden images with a tolerance, and a swift-snapshot-testing strategy.
        .target(
            name: "GtkListTesting",
            dependencies: [
                "GtkList", "GtkWrappers", "CGtk",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // The file engine, in three layers that each use only those below; never imports GTK,
        // and its messages are values the app puts in words.
        // 1. Files and decompression: opening paths, temporary files, gzip, Zstandard, bzip2
        //    and xz read at any offset, the errors every layer gives.
        .target(name: "RecordFileAccess", dependencies: ["CZlib", "CZstd", "CBzip2", "CLzma", "CFileMapping"]),
        // 2. Formats and readers: JSON, JSON Lines, CSV and text logs parsed (a log's formats are
        //    PCRE2 patterns), records cut and read a page at a time.
        .target(name: "RecordFormats", dependencies: ["RecordFileAccess", "CSIMD", "CPCRE2"]),
        // 3. What is done with a whole file: index, search, filter, sort, timeline, export.
        .target(name: "RecordFiles", dependencies: ["RecordFormats", "RecordFileAccess", "CPCRE2", "CSIMD"]),
        // Helpers for tests that read files: a scratch directory, a growing file, JSON from text,
        // a reader's pages.
        .target(name: "RecordFilesTesting", dependencies: ["RecordFormats"]),
        // Compiles resources/TARGET.gresource.xml into a GResource bundle embedded in the target.
        .plugin(name: "EmbedGResource", capability: .buildTool(), dependencies: ["embed-gresource"]),
        .executableTarget(name: "embed-gresource"),
        // Compiles a target's translations (translations.json) into gettext catalogues that a run
        // from the build tree finds.
        .plugin(name: "CompileTranslations", capability: .buildTool(), dependencies: ["compile-translations"]),
        .executableTarget(name: "compile-translations"),
        // The list-viewer app's logic, kept in a library so tests can drive it.
        .target(
            name: "ListViewerKit",
            dependencies: [
                "ListCore", "GtkList", "CGtk", "RecordFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            plugins: ["EmbedGResource", "CompileTranslations"]
        ),
        .executableTarget(name: "list-viewer", dependencies: ["ListViewerKit"]),
        // The stories example the README and GtkList's guides show, as an app: a feed of stories
        // from a pretend service.
        .executableTarget(name: "feed-example", dependencies: ["GtkList", "ListCore"]),
        // Benchmarks, side by side with the standard library and plain GTK; run in release.
        .executableTarget(name: "list-bench", dependencies: ["ListCore", "GtkList", "GtkListTesting", "ListViewerKit", "RecordFiles",
                                                            "RecordFormats", "RecordFileAccess", "CGtk"]),
        .testTarget(name: "ListCoreTests", dependencies: ["ListCore"]),
        // The engine's tests, a target per layer.
        .testTarget(name: "RecordFileAccessTests", dependencies: ["RecordFileAccess", "RecordFilesTesting"]),
        .testTarget(name: "RecordFormatsTests", dependencies: ["RecordFormats", "RecordFilesTesting"]),
        .testTarget(name: "RecordFilesTests", dependencies: ["RecordFiles", "RecordFormats", "RecordFileAccess", "RecordFilesTesting"],
                    exclude: ["Fixtures"]),
        // The documentation's code: the example app's behaviour, its screenshot tests, and the
        // check that every file the documentation shows is shown as it is.
        .testTarget(
            name: "FeedExampleTests",
            dependencies: [
                "feed-example", "GtkList", "GtkListTesting", "ListCore", "CGtk",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Goldens__", "__Snapshots__"]
        ),
        // The wrappers' own tests: ownership of closures, the main-loop bridge, signals, paths, PNG files.
        .testTarget(name: "GtkWrappersTests", dependencies: ["GtkWrappers", "GtkListTesting", "RecordFilesTesting", "CGtk"]),
        .testTarget(
            name: "GtkListTests",
            dependencies: ["GtkList", "GtkListTesting", "ListCore", "CGtk"],
            exclude: ["__Goldens__"]
        ),
        .testTarget(
            name: "ListViewerTests",
            dependencies: ["ListViewerKit", "RecordFiles", "RecordFileAccess", "RecordFilesTesting", "GtkList", "GtkListTesting", "ListCore"],
            exclude: ["__Goldens__"]
        ),
        .testTarget(
            name: "GtkListTestingTests",
            dependencies: ["GtkListTesting", "GtkList", "ListCore"],
            exclude: ["__Goldens__", "__Snapshots__"]
        ),
    ]
)
