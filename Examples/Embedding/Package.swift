// swift-tools-version:6.0
import PackageDescription

// Two programs that embed KeyGraph from this repository as an app outside it would: `CoreOnly`
// on the `KeyGraph` product alone, `Notes` with `KeyGraphFormats` too (the DocC article
// "Embedding KeyGraph in an app" is its code). Neither imports Foundation, so each shows that
// its products link by themselves. CI builds and runs both (.ci/run):
//
//     swift build --package-path Examples/Embedding && Examples/Embedding/.build/debug/Notes
let package = Package(
    name: "Embedding",
    dependencies: [.package(name: "KeyGraph", path: "../..")],
    targets: [
        .executableTarget(name: "CoreOnly", dependencies: [.product(name: "KeyGraph", package: "KeyGraph")]),
        .executableTarget(
            name: "Notes",
            dependencies: [
                .product(name: "KeyGraph", package: "KeyGraph"),
                .product(name: "KeyGraphFormats", package: "KeyGraph"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
