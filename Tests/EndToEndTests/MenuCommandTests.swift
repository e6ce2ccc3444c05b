import Foundation
import Testing

/// Runs the built `keygraph` binary with `arguments`; returns stdout, stderr and the exit status.
private func runKeygraph(_ arguments: [String], filePath: String = #filePath) throws -> (out: String, err: String, status: Int32) {
    let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let process = Process()
    process.executableURL = root.appendingPathComponent(".build/debug/keygraph")
    process.arguments = arguments
    process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self), process.terminationStatus)
}

@Suite("keygraph menu")
struct MenuCommandTests {
    @Test("prints one menu as a text tree for the platform")
    func oneMenu() throws {
        let result = try runKeygraph(["menu", "Go", "--platform", "macos"])
        #expect(result.status == 0)
        #expect(result.out == """
            Go
                [chevron.backward] Back     ⌘[
                [house] Go to Root         ⇧⌘H
                ────
                Categories ▸
                  Breakfast  ⌃K ⌃B
                  Desserts   ⌃K ⌃D
                [fork.knife] Apple Pie   ⌃K ⌃A

            """)
    }

    @Test("prints JSON, and Linux text shortcuts")
    func json() throws {
        let result = try runKeygraph(["menu", "Help", "--format", "json", "--platform", "linux"])
        #expect(result.status == 0)
        #expect(result.out == """
            {"title":"Help","items":[{"kind":"button","title":"Recipes Help","shortcut":"Super+?","keys":"cmd+?","enabled":true,"selector":"showHelp:"}]}

            """)
    }

    @Test("an unknown menu exits 2 with a hint")
    func unknown() throws {
        let result = try runKeygraph(["menu", "Fle"])
        #expect(result.status == 2)
        #expect(result.out == "")
        #expect(result.err == "error: no menu 'Fle'\nhint: did you mean 'File'?\n")
    }
}
