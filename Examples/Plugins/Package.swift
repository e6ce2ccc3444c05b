// swift-tools-version:6.1
import PackageDescription

// A small SwiftUI app that uses KeyGraph's two SwiftPM plugins (docs/plugins.md):
//
//     swift build --package-path Examples/Plugins          # the build-tool plugin: findings as warnings
//     swift package --package-path Examples/Plugins keygraph-check   # the command plugin
//
// Its sources are SwiftUI inside `#if canImport(SwiftUI)`, so the package builds on Linux too,
// where the reader still reads them (it reads the Mac's branch); CI builds it and runs both
// plugins (.ci/run). A package of yours depends on KeyGraph by URL instead of by path.
let package = Package(
    name: "Journal",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "KeyGraph", path: "../..")],
    targets: [
        .executableTarget(
            name: "Journal",
            plugins: [.plugin(name: "KeyGraphBuildCheck", package: "KeyGraph")])
    ],
    swiftLanguageModes: [.v6]
)
