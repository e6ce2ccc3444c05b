// swift-tools-version:6.1
import Foundation
import PackageDescription

// The SwiftUI reader's swift-syntax. A Swift toolchain on Linux ships its own optimized build
// of swift-syntax, made by the same compiler, in `usr/lib/swift/host` (libSwiftSyntax.so,
// libSwiftParser.so, … and their .swiftinterface files: the compiler's macro support links
// it). Where that copy is there and is the version the reader is written against (Swift 6.3:
// swift-syntax 603), a debug build links it instead of building swift-syntax: a fresh clone's
// `swift run keygraph`, `swift test` and CI build no swift-syntax at all, and debug reading is
// faster too (docs/performance.md, "Fast where users run it"). Everywhere else (macOS, where a
// manifest cannot see its toolchain this way; another Swift version; this package as another
// package's dependency; `KEYGRAPH_SWIFT_SYNTAX=package`) the reader depends on the
// swift-syntax package, as before.
// This package as another package's dependency (in its checkouts folder, or read from its
// repository, at "/", while SwiftPM picks a version: the same answer both times). SwiftPM
// refuses a product of a dependency fetched by version if any target in it has unsafe flags,
// the plugins' keygraph included, so a dependency uses none (docs/plugins.md).
let isDependency: Bool = {
    let directory = Context.packageDirectory
    return directory == "/" || directory.contains("/checkouts/") || directory.contains("/SourcePackages/")
}()

let toolchainSwiftSyntax: String? = {
    #if os(Linux) && compiler(>=6.3) && compiler(<6.4)
    if isDependency || ProcessInfo.processInfo.environment["KEYGRAPH_SWIFT_SYNTAX"] == "package" { return nil }
    // The manifest runs linked with its toolchain's libPackageDescription.so, in
    // usr/lib/swift/pm/ManifestAPI: the toolchain that builds the package.
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
        let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libPackageDescription.so") }),
        let path = line.split(separator: " ").last
    else { return nil }
    let host = URL(fileURLWithPath: String(path)).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("host").path
    let modules = ["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftBasicFormat"]
    let present = modules.allSatisfy {
        FileManager.default.fileExists(atPath: "\(host)/lib\($0).so")
            && FileManager.default.fileExists(atPath: "\(host)/\($0).swiftmodule")
    }
    return present ? host : nil
    #else
    return nil
    #endif
}()

/// The reader's swift-syntax modules: the package's products, or nothing when the toolchain's are linked.
func swiftSyntax(_ modules: [String]) -> [Target.Dependency] {
    toolchainSwiftSyntax == nil ? modules.map { .product(name: $0, package: "swift-syntax") } : []
}
/// Where the toolchain's swift-syntax is linked: its modules for the compiler, its libraries
/// for the linker, and their folder as a run path (beside the toolchain's runtime).
/// Debug builds only: its library-evolution build parses ten times slower than the
/// package's optimized one (docs/performance.md), and its shared libraries need the shared
/// runtime, so a release build with the reader uses the package (`KEYGRAPH_SWIFT_SYNTAX=package`;
/// Sources/KeyGraphSwiftUI/SwiftSyntaxSource.swift says so if it is forgotten).
let toolchainSwiftSettings: [SwiftSetting] =
    toolchainSwiftSyntax.map { [.unsafeFlags(["-I", $0], .when(configuration: .debug))] } ?? []
let toolchainLinkerSettings: [LinkerSetting] =
    toolchainSwiftSyntax.map { host in
        [
            .unsafeFlags(
                ["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]
                    + ["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftBasicFormat"]
                    .map { "-l\($0)" }, .when(configuration: .debug))
        ]
    } ?? []

let package = Package(
    name: "KeyGraph",
    products: [
        // The engine: keys, commands, menus, navigation, focus, dispatch, the session.
        .library(name: "KeyGraph", targets: ["KeyGraph"]),
        // Files: JSONC, keymaps (KeyGraph, VS Code, Zed), app graphs, state, diagnostics, analysis.
        .library(name: "KeyGraphFormats", targets: ["KeyGraphFormats"]),
        // Scripts: the verbs, their parser and runner.
        .library(name: "KeyGraphScript", targets: ["KeyGraphScript"]),
        .library(name: "KeyGraphTerminal", targets: ["KeyGraphTerminal"]),
        // A SwiftUI app's own Swift sources read into the same app model (swift-syntax).
        .library(name: "KeyGraphSwiftUI", targets: ["KeyGraphSwiftUI"]),
        .executable(name: "keygraph", targets: ["keygraph"]),
        // `keygraph check --swift` from SwiftPM and Xcode (docs/plugins.md): the command plugin
        // `swift package keygraph-check`, and a build-tool plugin whose findings are build warnings.
        .plugin(name: "KeyGraphCheckCommand", targets: ["KeyGraphCheckCommand"]),
        .plugin(name: "KeyGraphBuildCheck", targets: ["KeyGraphBuildCheck"]),
    ],
    // `keygraph --swift DIR` links the SwiftUI reader, and with it swift-syntax. A release
    // build of swift-syntax takes minutes more than the rest of the package (docs/swiftui.md,
    // Cost), so a quick release build can leave the reader out: `--disable-default-traits`.
    traits: [
        .trait(name: "SwiftUIReader", description: "keygraph reads SwiftUI sources (--swift DIR; swift-syntax)."),
        .default(enabledTraits: ["SwiftUIReader"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ]
        // The version that matches the Swift 6.3 toolchain; not fetched where the toolchain's is linked.
        + (toolchainSwiftSyntax == nil
            ? [.package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")] : []),
    targets: [
        // The core: pure Swift value types. No file formats, no terminal, no clock, no files.
        // `Double.rounded()` (presentation fractions, `when` numbers) calls libm's round, rint,
        // trunc, ceil and floor; on Linux libm is its own library, which only Foundation
        // brought in before, so a client without Foundation did not link (Examples/Embedding).
        .target(name: "KeyGraph", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        // File formats on top of the core; still no I/O: hosts hand it text.
        .target(
            name: "KeyGraphFormats",
            dependencies: ["KeyGraph"],
            // The shipped keymaps and example apps live in the top-level Keymaps/
            // and Apps/ folders; the Resources/ symlinks let the module embed them
            // in code, so an installed binary needs no files beside it.
            resources: [
                .embedInCode("Resources/Keymaps/default.json"),
                .embedInCode("Resources/Keymaps/terminal.json"),
                .embedInCode("Resources/Keymaps/emacs.json"),
                .embedInCode("Resources/Apps/recipes.json"),
                .embedInCode("Resources/Apps/tabs.json"),
                .embedInCode("Resources/Apps/notes.json"),
                // The keyboard page's style and script (`keys --format html`), inlined in each page.
                .embedInCode("Resources/KeyboardPage/keyboard.css"),
                .embedInCode("Resources/KeyboardPage/keyboard.js"),
            ]
        ),
        // A SwiftUI project's Swift sources, read with swift-syntax into an app file and so
        // into the same `AppModel` (docs/swiftui.md). Beside KeyGraphFormats, on top of it.
        .target(
            name: "KeyGraphSwiftUI",
            dependencies: [
                "KeyGraph", "KeyGraphFormats",
            ] + swiftSyntax(["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics"]),
            swiftSettings: toolchainSwiftSettings,
            linkerSettings: toolchainLinkerSettings),
        // The script verbs: parsing and running them against a session.
        .target(name: "KeyGraphScript", dependencies: ["KeyGraph", "KeyGraphFormats"]),
        // GNU readline, as a system library (Debian: libreadline-dev).
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"]), .brew(["readline"])]
        ),
        // The terminal host. ReadlineSeam.swift is the only file that imports CReadline.
        .target(name: "KeyGraphTerminal", dependencies: ["KeyGraph", "KeyGraphScript", "CReadline"]),
        // libxkbcommon, as a system library (Debian: libxkbcommon-dev, with xkb-data).
        .systemLibrary(
            name: "CXKBCommon", pkgConfig: "xkbcommon",
            providers: [.apt(["libxkbcommon-dev", "xkb-data"]), .brew(["libxkbcommon"])]
        ),
        // Keyboard layouts from the machine's xkb-data. XKBSeam.swift is the only file that
        // imports CXKBCommon; the analysis reads layouts as KeyGraphFormats' TypingLayout values.
        .target(name: "KeyGraphLayouts", dependencies: ["KeyGraph", "KeyGraphFormats", "CXKBCommon"]),
        .executableTarget(
            name: "keygraph",
            dependencies: [
                "KeyGraph", "KeyGraphFormats", "KeyGraphScript", "KeyGraphTerminal", "KeyGraphLayouts",
                .target(name: "KeyGraphSwiftUI", condition: .when(traits: ["SwiftUIReader"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Importing the reader imports the swift-syntax modules its interface names.
            swiftSettings: toolchainSwiftSettings,
            // A release binary carries the Swift runtime in itself: no dynamic linking of
            // libswiftCore, FoundationEssentials and the rest at every start, which was a third
            // of `keygraph run`'s time (README, Performance). The static FoundationEssentials
            // (ArgumentParser imports it) needs three more archives, which the shared one finds
            // by itself: the list `swift build --static-swift-stdlib` links, read with
            // `swift-autolink-extract`. Debug builds, `swift run` and the tests keep the shared
            // libraries. Linux only: on macOS the runtime is the system's (and -static-stdlib is
            // refused there). Not in a dependency (above): a plugin's keygraph need not carry it.
            linkerSettings: isDependency
                ? []
                : [
                    .unsafeFlags(
                        [
                            "-static-stdlib", "-Xlinker", "-lswiftSynchronization", "-Xlinker", "-l_FoundationCShims",
                            "-Xlinker", "-l_FoundationCollections",
                        ], .when(platforms: [.linux], configuration: .release))
                ]
        ),
        // The plugins run the keygraph executable built from this package on the client's sources.
        .plugin(
            name: "KeyGraphCheckCommand",
            capability: .command(
                intent: .custom(
                    verb: "keygraph-check",
                    description:
                        "Checks the SwiftUI commands and shortcuts of the package's targets (keygraph check --swift)")),
            dependencies: ["keygraph"]),
        .plugin(name: "KeyGraphBuildCheck", capability: .buildTool(), dependencies: ["keygraph"]),
        // Tests mirror the modules; their shared helpers (sessions, keymap fixtures,
        // golden files, files in memory) live in one support target.
        .target(
            name: "KeyGraphTestSupport",
            dependencies: ["KeyGraph", "KeyGraphFormats", "KeyGraphScript", "KeyGraphTerminal"],
            path: "Tests/KeyGraphTestSupport"),
        // Deprecation warnings are errors here: a test that calls `performMenuItem(at: "Go > Back")`
        // would stop compiling if the literal resolved to the deprecated text overload.
        .testTarget(
            name: "KeyGraphTests", dependencies: ["KeyGraph", "KeyGraphTestSupport"],
            swiftSettings: [.unsafeFlags(["-Werror", "DeprecatedDeclaration"])]),
        .testTarget(
            name: "KeyGraphFormatsTests", dependencies: ["KeyGraph", "KeyGraphFormats", "KeyGraphTestSupport"]),
        .testTarget(
            name: "KeyGraphSwiftUITests",
            dependencies: [
                "KeyGraph", "KeyGraphFormats", "KeyGraphSwiftUI", "KeyGraphTestSupport",
            ] + swiftSyntax(["SwiftSyntax", "SwiftParser"]),
            exclude: ["Fixtures", "Snapshots"],
            swiftSettings: toolchainSwiftSettings),
        .testTarget(
            name: "KeyGraphScriptTests",
            dependencies: ["KeyGraph", "KeyGraphFormats", "KeyGraphScript", "KeyGraphTestSupport"],
            exclude: ["Snapshots", "Transcripts"]),
        .testTarget(
            name: "KeyGraphLayoutsTests",
            dependencies: ["KeyGraph", "KeyGraphLayouts", "KeyGraphFormats", "KeyGraphTestSupport"]),
        .testTarget(
            name: "KeyGraphTerminalTests", dependencies: ["KeyGraphTerminal", "KeyGraphFormats", "KeyGraphTestSupport"]),
        // C calls the pseudo-terminal tests need that Swift's Glibc module hides.
        .target(name: "CTestSupport", path: "Tests/CTestSupport"),
        .testTarget(
            name: "EndToEndTests", dependencies: ["keygraph", "CTestSupport", "KeyGraphTestSupport"],
            exclude: ["Transcripts", "Malformed", "Snapshots", "EditorKeymaps"], swiftSettings: toolchainSwiftSettings),
    ],
    swiftLanguageModes: [.v6]
)
