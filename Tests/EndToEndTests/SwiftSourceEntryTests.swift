import Foundation
import KeyGraphTestSupport
import Testing

#if SwiftUIReader
/// `--swift DIR` on the fixtures of issue 37's Build 1 and 2 (every entry point, every menu
/// form): `check`, `menu --platform macos` and `keys` pinned for each; a folder with nothing to
/// read, and bad input.
@Suite("keygraph --swift DIR: entry points and menu forms")
struct SwiftSourceEntryTests {
    static let fixtures = [
        "EntryCustomMain", "EntryDelegate", "EntrySettingsOnly", "EntryWindow", "EntryMenuBarExtra", "EntryViewer",
        "EntryAppKitCode", "EntryStoryboard", "EntryUIKit", "MenuLabels", "MenuPickers", "MenuForEach",
        "MenuShortcuts", "MenuReplaced",
    ]

    @Test("check, menu and keys", arguments: fixtures)
    func commands(fixture: String) throws {
        let name = "swiftui-" + fixture.lowercased()
        let folder = SwiftSourceViewTests.folder(fixture)
        try SwiftSourceViewTests.pinned(["check", "--swift", folder], name + "-check.txt")
        try SwiftSourceViewTests.pinned(["menu", "--swift", folder, "--platform", "macos"], name + "-menu.txt")
        try SwiftSourceViewTests.pinned(["keys", "--swift", folder, "--platform", "macos"], name + "-keys.txt")
    }

    @Test("a storyboard that is not XML and a Swift file that does not parse: located errors, the rest read")
    func badInput() throws {
        let result = try Binary.run(
            ["check", "--swift", SwiftSourceViewTests.folder("EntryBadInput")], workingDirectory: Binary.packageRoot)
        #expect(result.status == 1)
        Golden.expect(result.stdout, matchesFileAt: SwiftSourceTests.snapshots + "swiftui-entrybadinput-check.txt")
    }

    @Test("a folder with no app, and an empty one: exit 2, saying what was looked at")
    func nothingToRead() throws {
        let empty = makeTemporaryDirectory()
        let none = try Binary.run(["check", "--swift", empty], workingDirectory: Binary.packageRoot)
        #expect(none.status == 2)
        #expect(
            none.stderr.hasPrefix(
                "\(empty): error: nothing to read: no app in 0 .swift files and 0 storyboard or xib files: "
                    + "no '@main' App, no App whose main() is called"))
        let models = makeTemporaryDirectory()
        #expect(Golden.write("struct Note { var title: String }\n", to: models + "/Note.swift"))
        let model = try Binary.run(["menu", "--swift", models], workingDirectory: Binary.packageRoot)
        #expect(model.status == 2)
        #expect(model.stderr.contains("nothing to read: no app in 1 .swift file and 0 storyboard or xib files"))
        #expect(!model.stderr.contains(".swiftui.json"))
    }

    /// Found on Sorty: the notes on shortcuts a menu item and a view's control share came in an
    /// order that changed from run to run (a dictionary's, seeded per process). Five runs, one output.
    @Test("the notes on shared shortcuts come in the same order in every run")
    func sharedShortcutNotesAreInOneOrder() throws {
        let folder = makeTemporaryDirectory()
        let keys = ["r", "s", "e", "t", "y", "u"]
        let menu = keys.map { "Button(\"Menu \($0)\") {}.keyboardShortcut(\"\($0)\")" }.joined(separator: "\n")
        let view = keys.map { "Button(\"View \($0)\") {}.keyboardShortcut(\"\($0)\")" }.joined(separator: "\n")
        let app = """
            import SwiftUI
            @main struct TwinApp: App {
                var body: some Scene {
                    WindowGroup { ContentView() }
                        .commands { CommandMenu("Twin") {
            \(menu)
                        } }
                }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
            \(view)
                    }
                }
            }

            """
        #expect(Golden.write(app, to: folder + "/App.swift"))
        var outputs: Set<String> = []
        for _ in 0..<5 {
            let run = try Binary.run(["check", "--swift", folder], workingDirectory: Binary.packageRoot)
            #expect(run.stdout.components(separatedBy: "is the shortcut of both").count == 7)
            outputs.insert(run.stdout)
        }
        #expect(outputs.count == 1)
    }

    /// Bad input the issue names: a symbolic link back to the folder (a loop) is not followed, so
    /// the reading ends and reads each file once; a file given where a folder is expected is read
    /// as the whole project.
    @Test("a symbolic link loop is not followed, and a file where a folder is expected is read")
    func linksAndFiles() throws {
        let folder = makeTemporaryDirectory()
        let app = """
            import SwiftUI
            @main struct LoopApp: App {
                var body: some Scene {
                    WindowGroup { Button("Again") {}.keyboardShortcut("l") }
                }
            }

            """
        #expect(Golden.write(app, to: folder + "/App.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/loop", withDestinationPath: folder)
        let read = try Binary.run(
            ["keys", "--swift", folder, "--platform", "macos"], workingDirectory: Binary.packageRoot)
        #expect(read.status == 0)
        #expect(read.stdout.components(separatedBy: "cmd+l ").count == 2)
        let file = try Binary.run(
            ["keys", "--swift", folder + "/App.swift", "--platform", "macos"], workingDirectory: Binary.packageRoot)
        #expect(file.status == 0)
        #expect(file.stdout.contains("cmd+l"))
    }

    /// Found on CI's fuzz input: a folder whose one file is not UTF-8 said "no app in 0 .swift
    /// files" and dropped the note that says why the file was skipped.
    @Test("a folder whose only file is not UTF-8: the skipped file's note comes with the error")
    func skippedFileIsSaid() throws {
        let folder = makeTemporaryDirectory()
        let bytes: [UInt8] = Array("import SwiftUI\nlet a = \"".utf8) + [0x88] + Array("\"\n".utf8)
        #expect(FileManager.default.createFile(atPath: folder + "/App.swift", contents: Data(bytes)))
        let result = try Binary.run(["check", "--swift", folder], workingDirectory: Binary.packageRoot)
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "\(folder)/App.swift:2:10: note: skipped: the file is not UTF-8: byte 0x88 is not valid here\n"))
        #expect(result.stderr.contains("\(folder): error: nothing to read: no app in 0 .swift files"))
    }

    /// Before, a CRLF project file was one line: "no deployment target found", quoting the whole file.
    @Test("a project.pbxproj with CRLF line ends: its deployment target, at its line")
    func crlfProjectFile() throws {
        let folder = makeTemporaryDirectory()
        let app = "import SwiftUI\n@main struct A: App {\n    var body: some Scene { WindowGroup { Text(\"a\") } }\n}\n"
        #expect(Golden.write(app, to: folder + "/App.swift"))
        #expect(
            (try? FileManager.default.createDirectory(
                atPath: folder + "/A.xcodeproj", withIntermediateDirectories: true)) != nil)
        let project = [
            "// !$*UTF8*$!", "{", "  objects = {", "    C = {isa = XCBuildConfiguration; buildSettings = {",
            "        MACOSX_DEPLOYMENT_TARGET = 13.0;", "    }; };", "  };", "}", "",
        ].joined(separator: "\r\n")
        #expect(Golden.write(project, to: folder + "/A.xcodeproj/project.pbxproj"))
        let result = try Binary.run(["check", "--swift", folder], workingDirectory: Binary.packageRoot)
        #expect(
            result.stdout.hasPrefix(
                "\(folder)/A.xcodeproj/project.pbxproj:5:9: note: read for macos, deployment target macOS 13.0 "
                    + "('MACOSX_DEPLOYMENT_TARGET = 13.0;')\n5 |         MACOSX_DEPLOYMENT_TARGET = 13.0;\n"))
    }

    /// Found trying a CRLF file: an App in a file the reader refuses to parse (`[` nested 17
    /// deep) was "nothing to read", without the error saying why.
    @Test("a folder whose App is in a file not parsed: that file's error comes with 'nothing to read'")
    func unparsedFileIsSaid() throws {
        let folder = makeTemporaryDirectory()
        let deep = String(repeating: "[", count: 17) + "1" + String(repeating: "]", count: 17)
        let app =
            "import SwiftUI\r\n@main struct A: App {\r\n    var body: some Scene { WindowGroup { Text(\"a\") } }\r\n}\r\n"
        #expect(Golden.write(app + "let x = \(deep)\r\n", to: folder + "/App.swift"))
        let result = try Binary.run(["check", "--swift", folder], workingDirectory: Binary.packageRoot)
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "\(folder)/App.swift:5:25: error: not read: '[' nested more than 16 deep; swift-syntax's parser "
                    + "takes time that doubles with each level\n5 | let x = \(deep)\n"))
        #expect(result.stderr.contains("\(folder): error: nothing to read: no app in 1 .swift file"))
    }
}
#endif
