// libFuzzer entry point for the SwiftUI reader: arbitrary bytes as one Swift file of a
// project, read into an app. Its own binary (it links swift-syntax); built and run by
// Fuzz/run.sh as the target `swiftui`. A target traps only on a real defect: a crash, a
// hang, a sanitizer report, or a diagnostic about the app file the reader wrote (every
// one must point at the Swift code, or the reader wrote a file the loader refuses). The
// source rules (docs/swiftui-lints.md) run on the same file, with targets that let every rule
// speak; each finding must point at the file too. The same bytes are then read as an AppKit
// app's Main.storyboard (the reader's own XML reader and the main menu it makes), beside a
// fixed Swift file that hosts a view: every diagnostic must point into one of the two. And
// once more as a `project.pbxproj` (the reader's property-list reader and its choice among
// same-named types per target) beside two folders that each declare the App (the seed is a fixture's project);
// a project file not read may only be a note inside it.
import KeyGraph
import KeyGraphFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftUI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    let files = [SourceFile(name: "Fuzz.swift", text: text)]
    for platform in [TargetPlatform.macos, .ipados] {
        do {
            let sources = try SwiftSources.read(files, name: "Fuzz.swiftui.json", platform: platform)
            for d in sources.diagnostics where d.file != "Fuzz.swift" {
                fatalError("a diagnostic outside the source: \(d.summary)")
            }
        } catch {
            fatalError("the reader wrote an app file the loader refuses: \(error.diagnostics.map(\.summary))")
        }
    }
    let storyboard = [
        SourceFile(
            name: "AppDelegate.swift",
            text: "import AppKit\n@main final class AppDelegate: NSObject, NSApplicationDelegate {}\n"
                + "final class Host: NSViewController { override func loadView() { view = NSHostingView(rootView: V()) } }\n"
                + "struct V: View { var body: some View { Button(\"Go\") {}.keyboardShortcut(\"g\") } }\n"),
        SourceFile(name: "Main.storyboard", text: text),
    ]
    do {
        let sources = try SwiftSources.read(storyboard, name: "Fuzz.swiftui.json", platform: .macos)
        for d in sources.diagnostics where d.file != "AppDelegate.swift" && d.file != "Main.storyboard" {
            fatalError("a diagnostic outside the sources: \(d.summary)")
        }
    } catch {
        fatalError("the reader wrote an app file the loader refuses: \(error.diagnostics.map(\.summary))")
    }
    let app = "import SwiftUI\n@main struct A: App { var body: some Scene { WindowGroup { Text(\"a\") } } }\n"
    let project = [
        SourceFile(name: "Desktop/JournalApp.swift", text: app), SourceFile(name: "Touch/JournalApp.swift", text: app),
        SourceFile(name: "Journal.xcodeproj/project.pbxproj", text: text),
    ]
    do {
        let sources = try SwiftSources.read(project, name: "Fuzz.swiftui.json", platform: .macos)
        for d in sources.diagnostics where !["Desktop/JournalApp.swift", "Touch/JournalApp.swift"].contains(d.file) {
            // A project file not read is a note where reading stopped, inside the file.
            if d.file == "Journal.xcodeproj/project.pbxproj", d.severity == .note, d.position.line >= 1,
                d.position.line <= max(1, text.sourceLines().count)
            {
                continue
            }
            fatalError("a diagnostic outside the sources: \(d.summary)")
        }
    } catch {
        fatalError("the reader wrote an app file the loader refuses: \(error.diagnostics.map(\.summary))")
    }
    let targets = DeploymentTargets(versions: ["iOS": 1800, "macOS": 1500], deviceFamilies: ["2"])
    for d in SwiftLints.lint(files, targets: targets) where d.file != "Fuzz.swift" || d.position.line < 1 {
        fatalError("a source rule's finding outside the source: \(d.summary)")
    }
    return 0
}
