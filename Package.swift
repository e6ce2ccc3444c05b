// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "KeyGraph",
    products: [
        .library(name: "KeyGraph", targets: ["KeyGraph"]),
        .library(name: "KeyGraphTerminal", targets: ["KeyGraphTerminal"]),
        .executable(name: "keygraph", targets: ["keygraph"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The engine: pure Swift value types. No terminal, no readline, no clock, no files.
        .target(
            name: "KeyGraph",
            // The shipped keymaps live in the top-level Keymaps/ folder; the
            // Resources/Keymaps symlink lets the engine embed them in code, so
            // an installed binary needs no files beside it.
            resources: [
                .embedInCode("Resources/Keymaps/default.json"),
                .embedInCode("Resources/Keymaps/terminal.json"),
                .embedInCode("Resources/Keymaps/emacs.json"),
            ]
        ),
        // GNU readline, as a system library (Debian: libreadline-dev).
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"]), .brew(["readline"])]
        ),
        // The terminal host. ReadlineSeam.swift is the only file that imports CReadline.
        .target(name: "KeyGraphTerminal", dependencies: ["KeyGraph", "CReadline"]),
        .executableTarget(
            name: "keygraph",
            dependencies: [
                "KeyGraph", "KeyGraphTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "KeyGraphTests", dependencies: ["KeyGraph"], exclude: ["Snapshots"]),
        .testTarget(name: "KeyGraphTerminalTests", dependencies: ["KeyGraphTerminal"]),
        // C calls the pseudo-terminal tests need that Swift's Glibc module hides.
        .target(name: "CTestSupport", path: "Tests/CTestSupport"),
        .testTarget(
            name: "EndToEndTests", dependencies: ["keygraph", "CTestSupport"], exclude: ["Transcripts", "Malformed"]),
    ],
    swiftLanguageModes: [.v6]
)
