import KeyGraphTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if SwiftUIReader
/// `--swift DIR`: a SwiftUI app's sources in place of an app file, on every command, and
/// `keygraph convert` (docs/swiftui.md). The fixtures are KeyGraphSwiftUITests'.
@Suite("keygraph --swift DIR")
struct SwiftSourceTests {
    static let notes = "Tests/KeyGraphSwiftUITests/Fixtures/Notes"
    static let snapshots = Binary.packageRoot + "/Tests/EndToEndTests/Snapshots/"

    static func keygraph(_ arguments: [String], input: String = "") throws -> Binary.Result {
        try Binary.run(arguments, input: input, workingDirectory: Binary.packageRoot)
    }

    @Test("check reports the shared shortcut and the lints at the Swift code, with carets")
    func check() throws {
        let result = try Self.keygraph(["check", "--swift", Self.notes])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        Golden.expect(result.stdout, matchesFileAt: Self.snapshots + "swiftui-notes-check.txt")
    }

    @Test("menu --platform macos shows the menu bar the sources declare")
    func menu() throws {
        let result = try Self.keygraph(["menu", "--swift", Self.notes, "--platform", "macos"])
        #expect(result.status == 0)
        Golden.expect(result.stdout, matchesFileAt: Self.snapshots + "swiftui-notes-menu.txt")
    }

    @Test("keys lists the shortcuts, the one SwiftUI performs winning")
    func keys() throws {
        let result = try Self.keygraph(["keys", "--swift", Self.notes, "--platform", "macos"])
        #expect(result.status == 0)
        Golden.expect(result.stdout, matchesFileAt: Self.snapshots + "swiftui-notes-keys.txt")
    }

    @Test("convert prints the app file, which --app loads to the same menus")
    func convert() throws {
        let result = try Self.keygraph(["convert", "--swift", Self.notes])
        #expect(result.status == 0)
        Golden.expect(result.stdout, matchesFileAt: Self.snapshots + "swiftui-notes-convert.jsonc")
        let fromFile = try Self.keygraph([
            "menu", "--app", "Tests/EndToEndTests/Snapshots/swiftui-notes-convert.jsonc", "--platform", "macos",
        ])
        let fromSwift = try Self.keygraph(["menu", "--swift", Self.notes, "--platform", "macos"])
        #expect(fromFile.stdout == fromSwift.stdout)
    }

    @Test("run and explain work on the sources: ⌘N performs New Note, the first in the menu bar")
    func runAndExplain() throws {
        let result = try Self.keygraph(["run", "--swift", Self.notes, "-"], input: "press cmd+n\n")
        #expect(result.stdout == "cmd+n → newNote\nNew Note: runs app code\n")
        let explained = try Self.keygraph(["explain", "--swift", Self.notes, "cmd+n"])
        #expect(explained.status == 0)
        #expect(explained.stdout.contains("newNote"))
    }

    @Test("a file that is not UTF-8 is skipped with a note; the rest is read")
    func unreadableFile() throws {
        let folder = makeTemporaryDirectory()
        let app = "@main struct A: App { var body: some Scene { WindowGroup { Text(\"a\") } } }\n"
        #expect(Golden.write(app, to: folder + "/App.swift"))
        let fd = open(folder + "/Bytes.swift", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let bytes: [UInt8] = Array("let a = \"".utf8) + [0xFF, 0x22, 0x0A]
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        let result = try Self.keygraph(["check", "--swift", folder])
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "\n\(folder)/Bytes.swift:1:10: note: skipped: the file is not UTF-8: byte 0xFF is not valid here\n"))
        // The other note says which platform the folder was read for.
        #expect(result.stdout.hasPrefix("--swift: note: read for macos, no deployment target found"))
        #expect(result.stdout.hasSuffix("0 errors, 0 warnings, 2 notes\n"))
    }

    @Test("--app and --swift together, and a missing folder, are refused")
    func refusals() throws {
        let both = try Self.keygraph(["check", "--swift", Self.notes, "--app", "Apps/recipes.json"])
        #expect(both.status == 2)
        #expect(both.stderr == "--swift: error: --app and --swift both name the app: give one\n")
        let missing = try Self.keygraph(["check", "--swift", "no/such/folder"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "no/such/folder: error: cannot read the folder: No such file or directory\n")
        let convert = try Self.keygraph(["convert"])
        #expect(convert.status == 2)
    }
}
#endif
