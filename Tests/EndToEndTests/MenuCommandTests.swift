import Foundation
import Testing

/// Runs the built `keygraph` binary with `arguments`; returns stdout, stderr and the exit status.
private func runKeygraph(_ arguments: [String]) throws -> (out: String, err: String, status: Int32) {
    let result = try Binary.run(arguments, environment: ["NO_COLOR=1"], workingDirectory: Binary.packageRoot)
    return (result.stdout, result.stderr, result.status)
}

@Suite("keygraph menu")
struct MenuCommandTests {
    @Test("prints one menu as a text tree for the platform")
    func oneMenu() throws {
        let result = try runKeygraph(["menu", "Go", "--platform", "macos"])
        #expect(result.status == 0)
        #expect(
            result.out == """
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
        #expect(
            result.out == """
                {"title":"Help","items":[{"kind":"button","title":"Recipes Help","shortcut":"Super+?","keys":"cmd+?","enabled":false,"selector":"showHelp:"}]}

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
