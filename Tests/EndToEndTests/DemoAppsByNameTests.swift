import KeyGraphTestSupport
import Testing

/// The embedded demo apps by name (`--app recipes|notes|tabs`, `load app notes`), from a folder
/// that holds none of the repository's files; a file of that name that opens wins.
@Suite("The embedded apps by name, from any folder")
struct DemoAppsByNameTests {
    @Test("--app NAME runs an embedded app where no file of that name is")
    func optionByName() throws {
        let folder = makeTemporaryDirectory()
        let notes = try Binary.run(["run", "-", "--app", "notes"], input: "run note.new\n", workingDirectory: folder)
        #expect(notes.status == 0, "\(notes.stderr)")
        #expect(notes.stdout.contains(#"Inserted Note:note-1 "New Note""#))
        let tabs = try Binary.run(["run", "-", "--app", "tabs"], input: "show tabs\n", workingDirectory: folder)
        #expect(tabs.status == 0, "\(tabs.stderr)")
        #expect(tabs.stdout.contains("Listen Now"))
        let recipes = try Binary.run(["menu", "Go", "--app", "recipes"], workingDirectory: folder)
        #expect(recipes.stdout.contains("Desserts"), "\(recipes.stderr)")
        let unknown = try Binary.run(["menu", "--app", "nowhere"], workingDirectory: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("nowhere: error: "))
    }

    @Test("load app NAME switches to an embedded app in a script")
    func loadByName() throws {
        let folder = makeTemporaryDirectory()
        let result = try Binary.run(["run", "-"], input: "load app notes\nrun note.new\n", workingDirectory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Loaded app 'notes' from the embedded app 'notes': a fresh session"))
        #expect(result.stdout.contains(#"Inserted Note:note-1 "New Note""#))
    }

    @Test("a file of the name wins: --app notes and load app notes read ./notes when it is there")
    func fileWins() throws {
        let folder = makeTemporaryDirectory()
        let tabs = try #require(Golden.read(Binary.packageRoot + "/Apps/tabs.json"))
        #expect(Golden.write(tabs, to: folder + "/notes"))
        let option = try Binary.run(["run", "-", "--app", "notes"], input: "show tabs\n", workingDirectory: folder)
        #expect(option.stdout.contains("Listen Now"), "\(option.stderr)")
        let load = try Binary.run(["run", "-"], input: "load app notes\nshow tabs\n", workingDirectory: folder)
        #expect(load.stdout.contains("Loaded app 'music' from notes: a fresh session"), "\(load.stdout)")
        #expect(load.stdout.contains("Listen Now"))
    }
}
