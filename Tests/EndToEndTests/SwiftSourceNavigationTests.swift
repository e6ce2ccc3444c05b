import KeyGraphTestSupport
import Testing

#if SwiftUIReader
/// Issue 37, Build 7, through the binary: a navigation mutation is read only on a path a
/// `NavigationStack(path:)` is bound to. `path.removeLast()` pops; `items.removeLast()` on an
/// ordinary array is the app's code, as any other statement the reader does not model.
@Suite("keygraph --swift DIR: navigation mutations only on a stack's path")
struct SwiftSourceNavigationTests {
    static let folder = "Tests/KeyGraphSwiftUITests/Fixtures/NavigationPaths"

    @Test("convert: the stack's path pops, an ordinary array's removeLast and removeAll do nothing modelled")
    func convert() throws {
        let result = try Binary.run(["convert", "--swift", Self.folder], workingDirectory: Binary.packageRoot)
        #expect(result.status == 0)
        func line(_ id: String) -> String {
            result.stdout.split(separator: "\n").first { $0.contains("{\"id\": \"\(id)\"") }.map(String.init) ?? ""
        }
        #expect(line("back").contains("\"effects\": [{\"pop\": 1}]"), "\(result.stdout)")
        #expect(line("backTwo").contains("\"effects\": [{\"pop\": 2}]"))
        #expect(line("home").contains("\"effects\": [\"popToRoot\"]"))
        #expect(line("dropLastItem").contains("\"effects\": [{\"message\": \"Drop Last Item: runs app code\"}]"))
        #expect(line("clearItems").contains("\"effects\": [{\"message\": \"Clear Items: runs app code\"}]"))
    }

    @Test("run: ⌘⌫ on the array runs app code; ⌘[ on the stack's empty path is refused as a pop")
    func run() throws {
        let script = "press cmd+backspace\npress cmd+shift+backspace\npress cmd+[\n"
        let result = try Binary.run(
            ["run", "--swift", Self.folder, "-"], input: script, workingDirectory: Binary.packageRoot)
        #expect(
            result.stdout == """
                cmd+backspace → "Drop Last Item"
                Drop Last Item: runs app code
                shift+cmd+backspace → "Clear Items"
                Clear Items: runs app code

                """)
        #expect(result.stderr.contains("<stdin>:3:7: error: the path is already at its root"), "\(result.stderr)")
    }
}
#endif
