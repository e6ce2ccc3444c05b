// An app on the engine alone: commands, a menu bar and a keymap declared in code, no files.
import KeyGraph

let commands = CommandRegistry([
    Command(id: "note.new", title: "New Note…", effects: [.message("New note")]),
    Command(id: "note.openFirst", title: "Open First Note", effects: [.push(PathValue(type: "Note", id: "first"))]),
    Command(id: "navigation.back", title: "Back", effects: [.pop(1)]),
])
var app = AppModel(
    name: "notes",
    records: ["Note": [Record(type: "Note", id: "first", title: "First Note")]],
    navigation: NavigationModel(
        rootView: ViewDeclaration(contextName: "NoteList"),
        destinations: ["Note": ViewDeclaration(contextName: "NoteDetail", publishes: ["selectedNote"])]),
    commands: commands)
app.menus = MenuBarDeclaration(appName: "Notes") {
    CommandMenu("Go") {
        MenuButton(command: "note.openFirst").keyboardShortcut("o", modifiers: [.command, .shift])
        MenuButton(command: "navigation.back").keyboardShortcut("[")
    }
}
// A keymap built in code: ⌃K ⌃O opens the first note from the list.
let keymap = Keymap(
    name: "Notes", file: "<code>",
    bindings: [
        KeymapBinding(
            sequence: try KeySequence(parsing: "ctrl+k ctrl+o"), action: .command("note.openFirst"),
            when: try WhenClause(parsing: "NoteList"), whenSource: "NoteList")
    ])

var session = try Session(app: app, keymaps: [keymap], platform: .macos)
// ⌘[ a second time fails: the stack is already at its root, and nothing changes.
for (time, chord) in [(0, "ctrl+k"), (10, "ctrl+o"), (20, "cmd+["), (30, "cmd+[")] {
    for event in session.handle(.key(try KeyboardShortcut(parsing: chord), at: UInt64(time))) {
        if case .failed(let reason) = event { print("error: " + reason) }
        if let line = event.formatted(.glyphs) { print(line) }
    }
}
let go = session.menuBar(platform: .macos).menu(titled: "Go")?.entries ?? []
print("Go: " + go.map(\.title).joined(separator: ", "))
print("focus: " + session.focusPath.joined(separator: " › "))
