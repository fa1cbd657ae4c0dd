// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Stories",
    dependencies: [
        .package(path: "../GtkListKit"),  // your clone; SwiftPM names it after its folder
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .executableTarget(name: "Stories", dependencies: [
            .product(name: "GtkList", package: "GtkListKit"),
            .product(name: "ListCore", package: "GtkListKit"),
            .product(name: "CGtk", package: "GtkListKit"),  // only to call GTK's C API yourself
        ]),
        .testTarget(
            name: "StoriesTests",
            dependencies: [
                "Stories",
                .product(name: "GtkListTesting", package: "GtkListKit"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Goldens__", "__Snapshots__"]  // the golden images beside the tests
        ),
    ]
)
