// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Journal",
    platforms: [
        .macOS(.v13)
    ],
    targets: [
        .executableTarget(name: "Journal")
    ]
)
